import type { FormEvent } from 'react';
import { useId } from 'react';
import { AuthenticatorCodeField, useAuthenticatorCode } from '#web/components/authenticator-code-field';
import { Button } from '#web/components/button';
import { SubmitOrCancel } from '#web/components/form-actions';
import { useFocusOnMount } from '#web/components/step-heading';
import { toast } from '#web/lib/toast/toast';
import { useConfirmAuthenticator } from '../api/confirm-authenticator';
import type { AuthenticatorSetup } from '../api/set-up-authenticator';
import { AUTHENTICATOR_ISSUER, groupSecretKey, setupCodeErrorMessage } from '../two-step-verification';
import { TwoStepRecovery } from './two-step-recovery';

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
  const titleId = useId();
  const code = useAuthenticatorCode();
  // The steps appear in place of the 'Turn on' button; focus moves to them.
  const titleRef = useFocusOnMount<HTMLHeadingElement>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const taken = code.take();
    if (taken === undefined) return;
    confirm.mutate(taken, {
      onSuccess: onDone,
      onError: (failure) => code.refuse(setupCodeErrorMessage(failure)),
    });
  }

  return (
    <form
      ref={code.formRef}
      className="form two-step__setup"
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="two-step__setup-title" ref={titleRef} tabIndex={-1}>
        Set up your authenticator app
      </h3>
      <SetupSteps setup={setup} email={email} />
      <TwoStepRecovery setup />
      <AuthenticatorCodeField {...code.field} />
      <SubmitOrCancel
        busy={confirm.isPending}
        submitLabel="Verify and turn on"
        busyLabel="Checking…"
        onCancel={onCancel}
      />
    </form>
  );
}

async function copyKey(secretKey: string) {
  try {
    await navigator.clipboard.writeText(secretKey);
    toast.success(KEY_COPIED);
  } catch {
    toast.error('Could not copy the key. Select it and copy it instead.');
  }
}

/** What to do in the app: open it, add the account by link or by key, then read off a code. */
function SetupSteps({ setup, email }: Pick<AuthenticatorSetupFormProps, 'setup' | 'email'>) {
  return (
    <ol className="two-step__steps">
      <li>
        Open an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or
        1Password, and choose to add an account.
      </li>
      <li>
        <p>
          If the app is on this device, <a href={setup.setupUri}>add PolicyLens to your authenticator app</a>.
          Otherwise type in this key, as a time-based key:
        </p>
        <dl className="two-step__key">
          <dt>Secret key</dt>
          <dd>
            <code className="two-step__key-value">{groupSecretKey(setup.secretKey)}</code>
            <Button
              variant="secondary"
              className="button--small"
              onClick={() => void copyKey(setup.secretKey)}
            >
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
  );
}
