import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { preloadCommonPasswords, resetPasswordSchema } from '#domain/schemas/account';
import { fieldErrorsAsync } from '#domain/schemas/form-errors';
import { Button } from '#web/components/button';
import { PasswordField } from '#web/components/form-fields';
import { FullPageSpinner } from '#web/components/spinner';
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

type Errors = { password?: string; confirmPassword?: string };

export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const navigate = useNavigate();
  const [secret, setSecret] = useState<ResetSecret | undefined>();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  // The common-password list arrives while the new password is typed, not when it is sent.
  useEffect(() => preloadCommonPasswords(), []);

  // On arrival from the e-mail: keep the secret for this tab and take it out of the address.
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!secret) return;
    const form = event.currentTarget;
    setBusy(true);
    const result = await fieldErrorsAsync(resetPasswordSchema, { password, confirmPassword });
    if (!result.ok) {
      setBusy(false);
      setErrors(result.errors);
      const field = result.errors.password ? 'password' : 'confirmPassword';
      const control = form.elements.namedItem(field);
      if (control instanceof HTMLElement) control.focus();
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

  if (!secret) return <FullPageSpinner label="Checking your reset link…" />;

  return (
    <div className="page auth-page auth-page--single">
      <div className="card auth-card">
        <header className="auth-card__header">
          <h1>Choose a new password</h1>
          <p className="auth-card__lead">
            For <strong>{secret.email}</strong>. Use at least 8 characters, not a common password; you will
            log in with it next.
          </p>
        </header>
        <form className="form" noValidate onSubmit={submit} aria-label="Choose a new password">
          <PasswordField
            label="New Password"
            name="password"
            autoComplete="new-password"
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors(({ password: _cleared, ...rest }) => rest);
            }}
          />
          <PasswordField
            label="Confirm New Password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirmPassword}
            error={errors.confirmPassword}
            onChange={(event) => {
              setConfirmPassword(event.target.value);
              setErrors(({ confirmPassword: _cleared, ...rest }) => rest);
            }}
          />
          <Button type="submit" className="button--block" disabled={busy}>
            {busy ? 'Updating…' : 'Update Password'}
          </Button>
        </form>
      </div>
    </div>
  );
}
