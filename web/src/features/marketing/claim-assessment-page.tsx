import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';

export function ClaimAssessmentPage() {
  usePageTitle('Claim Assessment');
  return (
    <div className="page">
      <PageHeader title="Claim Assessment">
        Describe what happened and PolicyLens checks it against your own policy wording: whether the claim is
        likely to be covered, which clauses and exclusions matter, what your excess and limits mean for a
        payout, and what evidence to gather before you contact your insurer.
      </PageHeader>
    </div>
  );
}
