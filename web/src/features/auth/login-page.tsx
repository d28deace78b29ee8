import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';

export function LoginPage() {
  usePageTitle('Log In');
  return (
    <div className="page">
      <PageHeader title="Log in to PolicyLens">
        Welcome back. Log in with your e-mail address and password to see your policies, check your cover and
        assess a claim.
      </PageHeader>
    </div>
  );
}
