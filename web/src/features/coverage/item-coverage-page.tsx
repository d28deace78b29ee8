import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';

export function ItemCoveragePage() {
  usePageTitle('Item Coverage');
  return (
    <div className="page">
      <PageHeader title="Item Coverage">
        See how much your policies cover for your smartphone, your home, your health and your travel,
        calculated from the documents you have uploaded.
      </PageHeader>
    </div>
  );
}
