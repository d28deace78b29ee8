import { useId, useState } from 'react';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { useConfirmStep } from '#web/components/confirm-dialog';
import { useSession } from '#web/lib/auth/session-provider';
import { toast } from '#web/lib/toast/toast';
import { useTwoStepVerification } from '../api/get-two-step-verification';
import { useSetUpAuthenticator } from '../api/set-up-authenticator';
import { useTurnOffTwoStepVerification } from '../api/turn-off-two-step-verification';
import { TWO_STEP_MESSAGES } from '../two-step-verification';
import { AuthenticatorSetupForm } from './authenticator-setup-form';
import { TurnOffTwoStepDialog } from './turn-off-two-step-dialog';
import { TwoStepRecovery } from './two-step-recovery';
import '../two-step-verification.css';

/**
 * Two-step verification: after the password, a code from an authenticator app. Not shown to people
 * who sign in with Google or Facebook, who have no PolicyLens password.
 */
export function TwoStepVerificationCard() {
  const titleId = useId();
  const { user } = useSession();
  const status = useTwoStepVerification();
  const setUp = useSetUpAuthenticator();
  const turnOff = useTurnOffTwoStepVerification();
  const confirmOff = useConfirmStep(turnOff, TWO_STEP_MESSAGES.turnOffFailed);
  const [changed, setChanged] = useState<string | undefined>();
  const email = user?.email ?? '';

  // Until the state is known the card stays away, so it never flashes up for a social sign-in.
  if (status.isPending || (status.data && !status.data.available)) return null;
  const on = status.data?.on === true;

  function start() {
    setChanged(undefined);
    setUp.mutate(email);
  }

  function turnedOn() {
    setUp.reset();
    setChanged(TWO_STEP_MESSAGES.turnedOn);
    toast.success('Two-step verification turned on.');
  }

  function confirmedOff() {
    turnOff.mutate(undefined, {
      onSuccess: () => {
        confirmOff.done();
        setChanged(TWO_STEP_MESSAGES.turnedOff);
        toast.success('Two-step verification turned off.');
      },
    });
  }

  return (
    <section className="card" aria-labelledby={titleId}>
      <TwoStepHeader titleId={titleId} on={status.data ? on : undefined} />
      {status.isError && (
        <Alert tone="error">
          <p>{TWO_STEP_MESSAGES.loadFailed}</p>
          <Button variant="secondary" className="button--small" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {changed && (
        <Alert tone="success" live className="two-step__status">
          {changed}
        </Alert>
      )}
      {status.data && !setUp.data && (
        <TwoStepAction on={on} starting={setUp.isPending} onTurnOn={start} onTurnOff={confirmOff.ask} />
      )}
      {setUp.isError && <Alert tone="error">{TWO_STEP_MESSAGES.startFailed}</Alert>}
      {setUp.data && (
        <AuthenticatorSetupForm
          setup={setUp.data}
          email={email}
          onDone={turnedOn}
          onCancel={() => setUp.reset()}
        />
      )}
      <TurnOffTwoStepDialog {...confirmOff.dialog} onConfirm={confirmedOff} />
    </section>
  );
}

/** The card's title, and the state once it is known. */
function TwoStepHeader({ titleId, on }: { readonly titleId: string; readonly on: boolean | undefined }) {
  return (
    <div className="card__header">
      <h2 id={titleId} className="card__title">
        Two-step verification
      </h2>
      {on !== undefined && (
        <span className={on ? 'two-step__state two-step__state--on' : 'two-step__state'}>
          <span className="visually-hidden">Two-step verification is </span>
          {on ? 'On' : 'Off'}
        </span>
      )}
    </div>
  );
}

interface TwoStepActionProps {
  readonly on: boolean;
  readonly starting: boolean;
  readonly onTurnOn: () => void;
  readonly onTurnOff: () => void;
}

/** What the second step does for the person now, and the button that changes it. */
function TwoStepAction({ on, starting, onTurnOn, onTurnOff }: TwoStepActionProps) {
  return (
    <div className="data-action">
      <div>
        <p className="data-action__text">
          {on
            ? 'When you log in, we ask for a code from your authenticator app after your password.'
            : 'Ask for a code from an authenticator app on your phone as well as your password when you log in, so your password alone is not enough to get into your account.'}
        </p>
        {on && <TwoStepRecovery setup={false} />}
      </div>
      {on ? (
        <Button variant="secondary" className="button--danger-outline" onClick={onTurnOff}>
          Turn off<span className="visually-hidden"> two-step verification</span>
        </Button>
      ) : (
        <Button onClick={onTurnOn} disabled={starting}>
          {starting ? 'Starting…' : 'Turn on'}
          <span className="visually-hidden"> two-step verification</span>
        </Button>
      )}
    </div>
  );
}
