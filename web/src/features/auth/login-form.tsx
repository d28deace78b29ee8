import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { SubmitButton } from '#web/components/form-actions';
import { EmailField, PasswordField } from '#web/components/form-fields';
import { accountSchemas, prepare } from '#web/lib/form-schemas';
import { AuthenticatorCodeForm } from './authenticator-code-form';
import { usePasswordLogin } from './hooks/use-password-login';
import type { LoginFailure } from './login-failure';
import { useResendConfirmation } from './resend-confirmation';

interface LoginFormProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  readonly onForgotPassword: () => void;
  /** Told when the form moves to asking for the authenticator code, and back. */
  readonly onCodeStep?: (asking: boolean) => void;
}

export function LoginForm({ email, onEmailChange, onForgotPassword, onCodeStep }: LoginFormProps) {
  const login = usePasswordLogin(email, onCodeStep);
  const resend = useResendConfirmation();

  if (login.askingForCode)
    return <AuthenticatorCodeForm onStep={login.followCode} onRestart={login.restart} />;

  return (
    <form
      className="form"
      noValidate
      onSubmit={login.submit}
      onFocus={prepare(accountSchemas)}
      aria-label="Log in"
    >
      {login.failure?.message && (
        <LoginFailureAlert
          failure={login.failure}
          resending={resend.resending}
          onResend={(address) => void resend.resend(address)}
        />
      )}
      <EmailField value={email} onChange={(event) => onEmailChange(event.target.value)} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={login.password}
        onChange={(event) => login.setPassword(event.target.value)}
        labelAction={
          <button type="button" className="link-button" onClick={onForgotPassword}>
            Forgot password?
          </button>
        }
      />
      <SubmitButton className="button--block" busy={login.busy} busyLabel="Logging in…">
        Log In
      </SubmitButton>
    </form>
  );
}

interface LoginFailureAlertProps {
  readonly failure: LoginFailure;
  readonly resending: boolean;
  readonly onResend: (address: string) => void;
}

/** Why the log-in failed; for an account not yet confirmed, a way to get a new link. */
function LoginFailureAlert({ failure, resending, onResend }: LoginFailureAlertProps) {
  const { message, unconfirmedEmail } = failure;
  return (
    <Alert tone="error">
      <p>{message}</p>
      {unconfirmedEmail && (
        <Button
          variant="secondary"
          className="button--small"
          disabled={resending}
          onClick={() => onResend(unconfirmedEmail)}
        >
          {resending ? 'Sending…' : 'Send a new confirmation link'}
        </Button>
      )}
    </Alert>
  );
}
