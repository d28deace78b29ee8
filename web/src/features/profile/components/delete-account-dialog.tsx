import { type FormEvent, useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from '#web/components/confirm-dialog';
import { TextField } from '#web/components/form-fields';

export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** Deleting cannot be undone by the person, so they type a word to show they mean it. */
export function DeleteAccountDialog({ open, busy, error, onCancel, onConfirm }: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim().toUpperCase() === DELETE_CONFIRMATION_WORD;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirmed && !busy) onConfirm();
  }

  function close() {
    setTyped('');
    onCancel();
  }

  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      error={error}
      onCancel={close}
      onSubmit={submit}
      canConfirm={confirmed}
      title="Delete your account?"
      description={
        <p>
          This deletes your account, your profile, and every policy document, coverage result and claim
          assessment you have stored, and signs you out everywhere. You cannot undo it yourself: for 30 days
          we can still restore it from our backups if you ask us, after that it is gone for good. Consider
          downloading your data first.
        </p>
      }
      keepLabel="Keep my account"
      confirmLabel="Delete my account"
      busyLabel="Deleting…"
    >
      <TextField
        label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
        name="confirmation"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
    </ConfirmDialog>
  );
}
