import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';

export function PrivacyPolicyPage() {
  usePageTitle('Privacy Policy');
  return (
    <div className="page">
      <PageHeader title="Privacy Policy">
        How PolicyLens collects, uses, stores and protects your personal data and policy documents, how long
        we keep them, and the rights you have over them. Last updated 2 February 2025.
      </PageHeader>
    </div>
  );
}
