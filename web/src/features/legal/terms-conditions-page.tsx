import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';

export function TermsConditionsPage() {
  usePageTitle('Terms & Conditions');
  return (
    <div className="page">
      <PageHeader title="Terms & Conditions">
        The terms that apply when you use PolicyLens, including who may use the service, what our assessments
        can and cannot tell you, and your responsibilities for the documents you upload. Last updated 2
        February 2025.
      </PageHeader>
    </div>
  );
}
