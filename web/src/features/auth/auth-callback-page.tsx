import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';

export function AuthCallbackPage() {
  usePageTitle('Signing in');
  return (
    <div className="page">
      <PageHeader title="Signing you in">
        Completing authentication... You will be taken to your account in a moment.
      </PageHeader>
    </div>
  );
}
