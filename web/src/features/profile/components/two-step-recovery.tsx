import { paths } from '#web/lib/paths';
import { SiteLink } from '#web/lib/site-navigation';

/**
 * How to get back in without the authenticator app, promising only what works: the key kept
 * elsewhere gives the same codes in another app, and otherwise the team turns the second step off
 * once it knows it is them (docs/operations.md). A password reset alone does not turn it off.
 */
export function TwoStepRecovery({ setup }: { readonly setup: boolean }) {
  return (
    <p className="two-step__recovery">
      {setup &&
        'Keep a copy of the secret key somewhere safe, such as a password manager: added to another authenticator app, it gives the same codes. '}
      If you lose access to your authenticator app, a new password will not get you in on its own:{' '}
      <SiteLink to={paths.contact}>contact us</SiteLink> from the e-mail address you log in with, and we will
      turn two-step verification off once we have checked it is you.
    </p>
  );
}
