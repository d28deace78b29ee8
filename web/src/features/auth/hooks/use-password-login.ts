import { type FormEvent, useState } from 'react';
import { MESSAGES } from '#domain/schemas/form-messages';
import { LOGIN_MESSAGES, loginErrorMessage } from '#web/lib/auth/auth-errors';
import { useSession } from '#web/lib/auth/session-context';
import { accountSchemas } from '#web/lib/form-schemas';
import { readLoginPageState } from '#web/lib/navigation-state';
import { paths } from '#web/lib/paths';
import { runtimeConfig } from '#web/lib/runtime-config';
import { useSiteLocation, useSiteNavigate } from '#web/lib/site-navigation';
import { toast } from '#web/lib/toast/toast';
import { loadPasswordSignIn } from '../api/load-password-sign-in';
import type { SignInStep } from '../api/sign-in-steps';
import { type LoginFailure, loginFailure } from '../login-failure';

/** Once signed in: the session is read again and the person goes on to where they were heading. */
function useEnterAccount(): () => Promise<void> {
  const { refresh } = useSession();
  const navigate = useSiteNavigate();
  const location = useSiteLocation();
  return async () => {
    await refresh();
    toast.success('Successfully logged in!');
    navigate(readLoginPageState(location.state).from ?? paths.profile, { replace: true });
  };
}

/**
 * The log-in form's state: the password, why the last try failed, and whether the user pool now
 * wants the authenticator code (`onCodeStep` is told when that changes).
 */
export function usePasswordLogin(email: string, onCodeStep?: (asking: boolean) => void) {
  const enterAccount = useEnterAccount();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<LoginFailure | undefined>();
  const [busy, setBusy] = useState(false);
  const [askingForCode, setAskingForCode] = useState(false);

  function askForCode(asking: boolean) {
    setAskingForCode(asking);
    onCodeStep?.(asking);
  }

  /** Goes on from where the user pool says the sign-in stands. */
  async function follow(step: SignInStep, address: string): Promise<void> {
    if (step === 'signedIn') return enterAccount();
    if (step === 'authenticatorCode') {
      setPassword('');
      askForCode(true);
      return;
    }
    askForCode(false);
    const message = step === 'notConfirmed' ? LOGIN_MESSAGES.notConfirmed : LOGIN_MESSAGES.unsupportedStep;
    setFailure(loginFailure(message, address));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { loginSchema } = await accountSchemas.load();
    const parsed = loginSchema.safeParse({ email, password });
    setFailure(parsed.success ? undefined : { message: MESSAGES.loginRequired });
    if (!parsed.success) return;
    setBusy(true);
    try {
      const [signIn, config] = await Promise.all([loadPasswordSignIn(), runtimeConfig()]);
      const { email: address, password: typed } = parsed.data;
      await follow(
        await signIn.startPasswordSignIn(address, typed, { plainPasswordFlow: config.local }),
        address,
      );
    } catch (error) {
      setFailure(loginFailure(loginErrorMessage(error), parsed.data.email));
    } finally {
      setBusy(false);
    }
  }

  /** The code step has ended: back to the password, saying why if there is a reason. */
  function restart(message?: string) {
    askForCode(false);
    setFailure(message ? { message } : undefined);
  }

  return {
    password,
    setPassword,
    failure,
    busy,
    askingForCode,
    submit,
    followCode: (step: SignInStep) => follow(step, email),
    restart,
  };
}
