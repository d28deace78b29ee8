import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';

export function AssessClaimPage() {
  usePageTitle('Assess Claim');
  return (
    <div className="page">
      <PageHeader title="Assess a Claim">
        Choose one of your policies, tell us what happened and when, and PolicyLens assesses whether your
        claim is likely to be covered, with the clauses it relied on and your next steps. Your earlier
        assessments are kept here too.
      </PageHeader>
    </div>
  );
}
