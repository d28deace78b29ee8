import { Alert } from '#web/components/alert';
import { SingleAuthPage } from '#web/components/auth-card';
import { SubmitButton } from '#web/components/form-actions';
import { EmailField, PasswordField } from '#web/components/form-fields';
import { NameFields, PhoneAndCountryFields } from '#web/components/person-fields';
import { SocialSignIn } from '#web/components/social-sign-in';
import { usePageTitle } from '#web/components/use-page-title';
import { paths } from '#web/lib/paths';
import { useRuntimeConfig } from '#web/lib/runtime-config';
import { SiteLink } from '#web/lib/site-navigation';
import { useRegisterForm } from './hooks/use-register-form';

export function RegisterPage() {
  usePageTitle('Register');
  const { values, errors, update, field, failure, busy, submit, prepare } = useRegisterForm();

  return (
    <SingleAuthPage
      wide
      title="Create your free account"
      lead="Keep your policy documents in one place, see what you are covered for and check a claim before you make it."
    >
      <SocialSignIn verb="Sign up" />
      <p className="divider">
        <span>or register with your e-mail address</span>
      </p>
      <form className="form" noValidate onSubmit={submit} onFocus={prepare} aria-label="Register">
        {failure && <Alert tone="error">{failure}</Alert>}
        <NameFields values={values} errors={errors} onChange={update} />
        <EmailField required {...field('email')} />
        <PhoneAndCountryFields values={values} errors={errors} onChange={update} phoneRequired />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          hint="At least 8 characters, and not a common password."
          {...field('password')}
        />
        <p className="form__legal">
          By creating an account you confirm you are 18 or over and agree to our{' '}
          <SiteLink to={paths.termsConditions}>Terms &amp; Conditions</SiteLink> and{' '}
          <SiteLink to={paths.privacyPolicy}>Privacy Policy</SiteLink>.
        </p>
        <SubmitButton className="button--block" busy={busy} busyLabel="Creating your account…">
          Create Account
        </SubmitButton>
        <LocalMailboxNote />
      </form>
      <p className="auth-card__switch">
        Already have an account? <SiteLink to={paths.login}>Log in</SiteLink>
      </p>
    </SingleAuthPage>
  );
}

/** Running locally, the confirmation e-mail goes to the local mailbox rather than anyone's inbox. */
function LocalMailboxNote() {
  const { local, mailboxUrl } = useRuntimeConfig();
  if (!local || !mailboxUrl) return null;
  return (
    <p className="form__note">
      Running locally: the confirmation e-mail arrives in the{' '}
      <a href={mailboxUrl} target="_blank" rel="noopener noreferrer">
        local mailbox<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      .
    </p>
  );
}
