import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';

export function ContactPage() {
  usePageTitle('Contact');
  return (
    <div className="page">
      <PageHeader title="Contact us">
        Questions about PolicyLens, your account or your data? Send us a message and we will reply within
        24-48 hours on business days.
      </PageHeader>
    </div>
  );
}
