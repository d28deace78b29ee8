import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';

export function ResourcesPage() {
  usePageTitle('Resources');
  return (
    <div className="page">
      <PageHeader title="Insurance Resources">
        Trusted, independent organisations that can help you understand insurance, compare products and
        resolve a complaint, from regulators and ombudsman services to consumer advice bodies.
      </PageHeader>
    </div>
  );
}
