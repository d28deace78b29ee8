import { type FormEvent, useState } from 'react';
import { AuthenticatorCodeField, useAuthenticatorCode } from '#web/components/authenticator-code-field';
import { Button } from '#web/components/button';
import { SubmitButton } from '#web/components/form-actions';
import { StepHeading } from '#web/components/step-heading';
import { loadPasswordSignIn } from './api/load-password-sign-in';
import { codeFailure, type SignInStep } from './api/sign-in-steps';

interface AuthenticatorCodeFormProps {
  /** Called with where the sign-in stands once the code is accepted. */
  readonly onStep: (step: SignInStep) => Promise<void>;
  /** The sign-in has ended (timed out, or too many wrong codes): back to the password. */
  readonly onRestart: (message?: string) => void;
}

/** The second step for a user with two-step verification on: the code from their app. */
export function AuthenticatorCodeForm({ onStep, onRestart }: AuthenticatorCodeFormProps) {
  const code = useAuthenticatorCode();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const taken = code.take();
    if (taken === undefined) return;
    setBusy(true);
    try {
      await onStep(await (await loadPasswordSignIn()).confirmAuthenticatorCode(taken));
    } catch (failure) {
      const { next, message } = codeFailure(failure);
      if (next === 'restart') {
        onRestart(message);
        return;
      }
      code.refuse(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={code.formRef}
      className="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="authenticator-code-title"
    >
      {/* The step replaces the password form in place; focus follows so screen readers say where it is. */}
      <StepHeading
        id="authenticator-code-title"
        title="Two-step verification"
        intro="To finish logging in, open the authenticator app you set up for PolicyLens."
      />
      <AuthenticatorCodeField {...code.field} />
      <SubmitButton className="button--block" busy={busy} busyLabel="Checking…">
        Verify and log in
      </SubmitButton>
      <Button variant="ghost" className="button--block" onClick={() => onRestart()} disabled={busy}>
        Back to log in
      </Button>
    </form>
  );
}
