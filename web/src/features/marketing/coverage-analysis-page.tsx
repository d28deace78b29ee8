import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';

export function CoverageAnalysisPage() {
  usePageTitle('Coverage Analysis');
  return (
    <div className="page">
      <PageHeader title="Coverage Analysis">
        See what your policies really cover for the things you own – your smartphone, your home, your health
        and your travel – with every amount traced back to the page of your policy it came from, so you can
        spot gaps and overlaps before you need to claim.
      </PageHeader>
    </div>
  );
}
