import { ConfirmDialog, type ConfirmDialogProps } from '#web/components/confirm-dialog';

/** Turning the second step off makes the account easier to get into, so it is asked again. */
export function TurnOffTwoStepDialog(props: ConfirmDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title="Turn off two-step verification?"
      description={
        <p>
          Logging in will need only your email and password again. You can turn it back on at any time by
          setting up your authenticator app afresh.
        </p>
      }
      keepLabel="Keep it on"
      confirmLabel="Turn off"
      busyLabel="Turning off…"
    />
  );
}
