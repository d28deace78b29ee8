import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { Dialog } from '#web/components/dialog';

interface TurnOffTwoStepDialogProps {
  readonly open: boolean;
  readonly busy: boolean;
  readonly error: string | undefined;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** Turning the second step off makes the account easier to get into, so it is asked again. */
export function TurnOffTwoStepDialog({ open, busy, error, onCancel, onConfirm }: TurnOffTwoStepDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title="Turn off two-step verification?"
      description={
        <p>
          Logging in will need only your email and password again. You can turn it back on at any time by
          setting up your authenticator app afresh.
        </p>
      }
    >
      <div className="form">
        {error && <Alert tone="error">{error}</Alert>}
        <div className="button-row dialog__actions">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Keep it on
          </Button>
          <Button className="button--danger" onClick={onConfirm} disabled={busy}>
            {busy ? 'Turning off…' : 'Turn off'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
