import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';

export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  return (
    <div className="page">
      <PageHeader title="Reset your password">
        Choose a new password for your PolicyLens account. It must be at least 8 characters long, and you will
        be asked to log in again once it is saved.
      </PageHeader>
    </div>
  );
}
