import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { fieldErrorsAsync } from '#domain/schemas/form-errors';
import { preloadCommonPasswords, resetPasswordSchemaFor } from '#domain/schemas/new-password';
import { SingleAuthPage } from '#web/components/auth-card';
import { focusControl } from '#web/components/field-binding';
import { SubmitButton } from '#web/components/form-actions';
import { PasswordField } from '#web/components/form-fields';
import { FullPageSpinner } from '#web/components/spinner';
import { useFieldValues } from '#web/components/use-field-values';
import { usePageTitle } from '#web/components/use-page-title';
import { RESET_MESSAGES, resetFailure } from '#web/lib/auth/auth-errors';
import { accountActions } from '#web/lib/auth/auth-ready';
import { paths } from '#web/lib/paths';
import { toast } from '#web/lib/toast/toast';
import {
  clearResetSecret,
  loadResetSecret,
  parseRecoveryFragment,
  type ResetSecret,
  storeResetSecret,
} from './reset-secret';

const RECOVERY_ADDRESS = `${paths.resetPassword}?type=recovery`;

/** On arrival from the e-mail: keep the secret for this tab and take it out of the address. */
function useResetSecret(): ResetSecret | undefined {
  const navigate = useNavigate();
  const [secret, setSecret] = useState<ResetSecret | undefined>();
  useEffect(() => {
    const fromLink = parseRecoveryFragment(window.location.hash);
    if (fromLink) {
      storeResetSecret(fromLink);
      navigate(RECOVERY_ADDRESS, { replace: true });
    }
    const stored = fromLink ?? loadResetSecret();
    if (stored) {
      setSecret(stored);
      return;
    }
    toast.error(RESET_MESSAGES.noToken, { id: 'reset-password' });
    navigate(paths.login, { replace: true });
  }, [navigate]);
  return secret;
}

export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  // The common-password list arrives while the new password is typed, not when it is sent.
  useEffect(() => preloadCommonPasswords(), []);
  const secret = useResetSecret();
  if (!secret) return <FullPageSpinner label="Checking your reset link…" />;
  return (
    <SingleAuthPage
      title="Choose a new password"
      lead={
        <>
          For <strong>{secret.email}</strong>. Use at least 8 characters, not a common password; you will log
          in with it next.
        </>
      }
    >
      <NewPasswordForm secret={secret} />
    </SingleAuthPage>
  );
}

const EMPTY = { password: '', confirmPassword: '' };

/** The new password twice; a refused one is said beside it, a spent link sends the person to log in. */
function NewPasswordForm({ secret }: { readonly secret: ResetSecret }) {
  const navigate = useNavigate();
  const { values, setErrors, field } = useFieldValues(EMPTY);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    // A password made of PolicyLens, the person's e-mail address or name is refused, as at registration.
    const schema = resetPasswordSchemaFor([secret.email, ...(secret.names ?? [])]);
    const result = await fieldErrorsAsync(schema, values);
    if (!result.ok) {
      setBusy(false);
      setErrors(result.errors);
      focusControl(form, result.errors.password ? 'password' : 'confirmPassword');
      return;
    }
    setErrors({});
    try {
      await (await accountActions()).confirmPasswordReset(secret.email, secret.code, result.data.password);
      clearResetSecret();
      toast.success(RESET_MESSAGES.updated);
      navigate(paths.login, { replace: true, state: { email: secret.email } });
    } catch (error) {
      const failure = resetFailure(error);
      setBusy(false);
      if (failure.kind === 'password') {
        setErrors({ password: failure.message });
        return;
      }
      if (failure.kind === 'invalid-link') {
        clearResetSecret();
        toast.error(failure.message);
        navigate(paths.login, { replace: true });
        return;
      }
      toast.error(failure.message);
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Choose a new password">
      <PasswordField label="New Password" autoComplete="new-password" {...field('password')} />
      <PasswordField label="Confirm New Password" autoComplete="new-password" {...field('confirmPassword')} />
      <SubmitButton className="button--block" busy={busy} busyLabel="Updating…">
        Update Password
      </SubmitButton>
    </form>
  );
}
