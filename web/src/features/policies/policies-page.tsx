import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';

export function PoliciesPage() {
  usePageTitle('Policy Documents');
  return (
    <div className="page">
      <PageHeader title="Policy Documents">
        Upload and manage the PDF documents for up to 10 insurance policies. PolicyLens reads them so it can
        show your cover and assess your claims.
      </PageHeader>
    </div>
  );
}
