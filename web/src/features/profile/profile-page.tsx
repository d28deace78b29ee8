import { useState } from 'react';
import { Button } from '#web/components/button';
import { PageHeader } from '#web/components/page-header';
import { usePageTitle } from '#web/components/use-page-title';
import { useSession } from '#web/lib/auth/session-provider';
import { useProfile } from './api/get-profile';
import { ChangeEmailCard } from './components/change-email-card';
import { ChangePasswordCard } from './components/change-password-card';
import { FirstPolicyCard } from './components/first-policy-card';
import { LoadState } from './components/load-state';
import { ProfileDetails } from './components/profile-details';
import { ProfileEditForm } from './components/profile-edit-form';
import { RenewalRemindersCard } from './components/renewal-reminders-card';
import { TwoStepVerificationCard } from './components/two-step-verification-card';
import { YourDataCard } from './components/your-data-card';

export function ProfilePage() {
  usePageTitle('Profile');
  const { signOut } = useSession();
  const profile = useProfile();
  const [editing, setEditing] = useState(false);

  return (
    <div className="page page--narrow profile-page">
      <div className="profile-page__header">
        <PageHeader title="Your profile">
          Your personal details and the data PolicyLens holds for you.
        </PageHeader>
        <Button variant="secondary" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </div>
      <FirstPolicyCard />
      <section className="card" aria-labelledby="personal-info-title">
        <div className="card__header">
          <h2 id="personal-info-title" className="card__title">
            Personal information
          </h2>
          {profile.data && !editing && (
            <Button variant="secondary" className="button--small" onClick={() => setEditing(true)}>
              Edit<span className="visually-hidden"> personal information</span>
            </Button>
          )}
        </div>
        <LoadState query={profile} loading="Loading your profile…" failed="Error loading user data" />
        {profile.data &&
          (editing ? (
            <ProfileEditForm profile={profile.data} onDone={() => setEditing(false)} />
          ) : (
            <ProfileDetails profile={profile.data} />
          ))}
      </section>
      <ChangeEmailCard />
      <RenewalRemindersCard />
      <ChangePasswordCard />
      <TwoStepVerificationCard />
      <YourDataCard />
    </div>
  );
}
