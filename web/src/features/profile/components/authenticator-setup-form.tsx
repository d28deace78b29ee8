import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-fields';
import { toast } from '#web/lib/toast/toast';
import { useConfirmAuthenticator } from '../api/confirm-authenticator';
import type { AuthenticatorSetup } from '../api/set-up-authenticator';
import {
  AUTHENTICATOR_ISSUER,
  authenticatorCode,
  groupSecretKey,
  isAuthenticatorCode,
  setupCodeErrorMessage,
  TWO_STEP_MESSAGES,
} from '../two-step-verification';

interface AuthenticatorSetupFormProps {
  readonly setup: AuthenticatorSetup;
  readonly email: string;
  readonly onDone: () => void;
  readonly onCancel: () => void;
}

export const KEY_COPIED = 'Secret key copied';

/**
 * Adding PolicyLens to an authenticator app without a QR code: a link that opens the app on this
 * device, or the key to type in; then the first code, which proves the app has it right.
 */
export function AuthenticatorSetupForm({ setup, email, onDone, onCancel }: AuthenticatorSetupFormProps) {
  const confirm = useConfirmAuthenticator();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const titleId = useId();
  const errorId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The steps appear in place of the 'Turn on' button; focus moves to them.
  useEffect(() => titleRef.current?.focus(), []);

  function focusCode() {
    const field = formRef.current?.elements.namedItem('code');
    if (field instanceof HTMLInputElement) field.focus();
  }

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(setup.secretKey);
      toast.success(KEY_COPIED);
    } catch {
      toast.error('Could not copy the key. Select it and copy it instead.');
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = authenticatorCode(typed);
    if (!isAuthenticatorCode(code)) {
      setError(TWO_STEP_MESSAGES.notSixDigits);
      focusCode();
      return;
    }
    setError(undefined);
    confirm.mutate(code, {
      onSuccess: onDone,
      onError: (failure) => {
        setError(setupCodeErrorMessage(failure));
        setTyped('');
        focusCode();
      },
    });
  }

  return (
    <form
      ref={formRef}
      className="form two-step__setup"
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="two-step__setup-title" ref={titleRef} tabIndex={-1}>
        Set up your authenticator app
      </h3>
      <ol className="two-step__steps">
        <li>
          Open an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or
          1Password, and choose to add an account.
        </li>
        <li>
          <p>
            If the app is on this device,{' '}
            <a href={setup.setupUri}>add PolicyLens to your authenticator app</a>. Otherwise type in this key,
            as a time-based key:
          </p>
          <dl className="two-step__key">
            <dt>Secret key</dt>
            <dd>
              <code className="two-step__key-value">{groupSecretKey(setup.secretKey)}</code>
              <Button variant="secondary" className="button--small" onClick={() => void copyKey()}>
                Copy<span className="visually-hidden"> the secret key</span>
              </Button>
            </dd>
          </dl>
          <p className="two-step__account">
            The app will list it as {AUTHENTICATOR_ISSUER} ({email}).
          </p>
        </li>
        <li>Enter the 6-digit code the app now shows for {AUTHENTICATOR_ISSUER}.</li>
      </ol>
      {error && (
        <div id={errorId}>
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <TextField
        label={TWO_STEP_MESSAGES.codeLabel}
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
      <div className="button-row">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Checking…' : 'Verify and turn on'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={confirm.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
