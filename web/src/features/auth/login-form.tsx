import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { loginSchema, MESSAGES } from '../../../../domain/schemas/account';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { PasswordField, TextField } from '../../components/form-fields';
import { resendConfirmation, signInWithPassword } from '../../lib/auth/account-actions';
import { LOGIN_MESSAGES, loginErrorMessage, resendErrorMessage } from '../../lib/auth/auth-errors';
import { useSession } from '../../lib/auth/session-provider';
import { paths } from '../../lib/paths';
import { useRuntimeConfig } from '../../lib/runtime-config';

interface LoginFormProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  readonly onForgotPassword: () => void;
}

export function LoginForm({ email, onEmailChange, onForgotPassword }: LoginFormProps) {
  const config = useRuntimeConfig();
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setUnconfirmedEmail(undefined);
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setError(MESSAGES.loginRequired);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const result = await signInWithPassword(parsed.data.email, parsed.data.password, {
        plainPasswordFlow: config.local,
      });
      if (result === 'signedIn') {
        await refresh();
        toast.success('Successfully logged in!');
        navigate(paths.profile, { replace: true });
        return;
      }
      if (result === 'notConfirmed') {
        setError(LOGIN_MESSAGES.notConfirmed);
        setUnconfirmedEmail(parsed.data.email);
      } else {
        setError(LOGIN_MESSAGES.unsupportedStep);
      }
    } catch (failure) {
      const message = loginErrorMessage(failure);
      setError(message);
      if (message === LOGIN_MESSAGES.notConfirmed) setUnconfirmedEmail(parsed.data.email);
    } finally {
      setBusy(false);
    }
  }

  async function resend(address: string) {
    setResending(true);
    try {
      await resendConfirmation(address);
      toast.success('We sent a new confirmation link to your email.');
    } catch (failure) {
      toast.error(resendErrorMessage(failure));
    } finally {
      setResending(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-label="Log in">
      {error && (
        <Alert tone="error">
          <p>{error}</p>
          {unconfirmedEmail && (
            <Button
              variant="secondary"
              className="button--small"
              disabled={resending}
              onClick={() => void resend(unconfirmedEmail)}
            >
              {resending ? 'Sending…' : 'Send a new confirmation link'}
            </Button>
          )}
        </Alert>
      )}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        labelAction={
          <button type="button" className="link-button" onClick={onForgotPassword}>
            Forgot password?
          </button>
        }
      />
      <Button type="submit" className="button--block" disabled={busy}>
        {busy ? 'Logging in…' : 'Log In'}
      </Button>
    </form>
  );
}
