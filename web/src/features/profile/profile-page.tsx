import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../components/use-page-title';
import { useSession } from '../../lib/auth/session-provider';

export function ProfilePage() {
  usePageTitle('Profile');
  const { user } = useSession();
  return (
    <div className="page page--narrow">
      <PageHeader title="Profile">Your account details.</PageHeader>
      <Card title="Your profile">
        <dl className="details">
          <div className="details__row">
            <dt>Email</dt>
            <dd>{user?.email}</dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
