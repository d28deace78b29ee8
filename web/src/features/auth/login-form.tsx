import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { loginSchema, MESSAGES } from '#domain/schemas/account';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { PasswordField, TextField } from '#web/components/form-fields';
import { LOGIN_MESSAGES, loginErrorMessage, resendErrorMessage } from '#web/lib/auth/auth-errors';
import { accountActions, authReady } from '#web/lib/auth/auth-ready';
import { useSession } from '#web/lib/auth/session-context';
import { readLoginPageState } from '#web/lib/navigation-state';
import { paths } from '#web/lib/paths';
import { runtimeConfig } from '#web/lib/runtime-config';
import { useSiteLocation, useSiteNavigate } from '#web/lib/site-navigation';
import { toast } from '#web/lib/toast/toast';
import {
  authenticatorCode,
  CODE_STEP_MESSAGES,
  codeFailure,
  isAuthenticatorCode,
  type SignInStep,
} from './api/sign-in-steps';

/** The password sign-in steps, with the auth library loaded and ready. */
async function passwordSignIn(): Promise<typeof import('./api/password-sign-in')> {
  const [steps] = await Promise.all([import('./api/password-sign-in'), authReady()]);
  return steps;
}

interface LoginFormProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  readonly onForgotPassword: () => void;
  /** Told when the form moves to asking for the authenticator code, and back. */
  readonly onCodeStep?: (asking: boolean) => void;
}

export function LoginForm({ email, onEmailChange, onForgotPassword, onCodeStep }: LoginFormProps) {
  const { refresh } = useSession();
  const navigate = useSiteNavigate();
  const location = useSiteLocation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [askingForCode, setAskingForCode] = useState(false);

  function askForCode(asking: boolean) {
    setAskingForCode(asking);
    onCodeStep?.(asking);
  }

  /** Goes on from where the user pool says the sign-in stands. */
  async function follow(step: SignInStep, address: string): Promise<void> {
    if (step === 'signedIn') {
      await refresh();
      toast.success('Successfully logged in!');
      navigate(readLoginPageState(location.state).from ?? paths.profile, { replace: true });
      return;
    }
    if (step === 'authenticatorCode') {
      setPassword('');
      askForCode(true);
      return;
    }
    askForCode(false);
    if (step === 'notConfirmed') {
      setError(LOGIN_MESSAGES.notConfirmed);
      setUnconfirmedEmail(address);
    } else {
      setError(LOGIN_MESSAGES.unsupportedStep);
    }
  }

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
      const [signIn, config] = await Promise.all([passwordSignIn(), runtimeConfig()]);
      const step = await signIn.startPasswordSignIn(parsed.data.email, parsed.data.password, {
        plainPasswordFlow: config.local,
      });
      await follow(step, parsed.data.email);
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
      await (await accountActions()).resendConfirmation(address);
      toast.success('We sent a new confirmation link to your email.');
    } catch (failure) {
      toast.error(resendErrorMessage(failure));
    } finally {
      setResending(false);
    }
  }

  if (askingForCode) {
    return (
      <AuthenticatorCodeForm
        onStep={(step) => follow(step, email)}
        onRestart={(message) => {
          askForCode(false);
          setError(message);
        }}
      />
    );
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

interface AuthenticatorCodeFormProps {
  /** Called with where the sign-in stands once the code is accepted. */
  readonly onStep: (step: SignInStep) => Promise<void>;
  /** The sign-in has ended (timed out, or too many wrong codes): back to the password. */
  readonly onRestart: (message?: string) => void;
}

/** The second step for a user with two-step verification on: the code from their app. */
function AuthenticatorCodeForm({ onStep, onRestart }: AuthenticatorCodeFormProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();

  // The step replaces the password form in place; focus follows so screen readers say where it is.
  useEffect(() => titleRef.current?.focus(), []);

  function focusCode() {
    const field = formRef.current?.elements.namedItem('code');
    if (field instanceof HTMLInputElement) field.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = authenticatorCode(typed);
    if (!isAuthenticatorCode(code)) {
      setError(CODE_STEP_MESSAGES.notSixDigits);
      focusCode();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await onStep(await (await passwordSignIn()).confirmAuthenticatorCode(code));
    } catch (failure) {
      const { next, message } = codeFailure(failure);
      if (next === 'restart') {
        onRestart(message);
        return;
      }
      setError(message);
      setTyped('');
      focusCode();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="authenticator-code-title"
    >
      <div>
        <h2 id="authenticator-code-title" className="form__title" ref={titleRef} tabIndex={-1}>
          Two-step verification
        </h2>
        <p className="form__intro">
          To finish logging in, open the authenticator app you set up for PolicyLens.
        </p>
      </div>
      {error && (
        <div id={errorId}>
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <TextField
        label={CODE_STEP_MESSAGES.label}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        maxLength={9}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <Button type="submit" className="button--block" disabled={busy}>
        {busy ? 'Checking…' : 'Verify and log in'}
      </Button>
      <Button variant="ghost" className="button--block" onClick={() => onRestart()} disabled={busy}>
        Back to log in
      </Button>
    </form>
  );
}
