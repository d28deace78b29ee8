import { type FormEvent, useState } from 'react';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { Dialog } from '#web/components/dialog';
import { TextField } from '#web/components/form-fields';

export const DELETE_CONFIRMATION_WORD = 'DELETE';

interface DeleteAccountDialogProps {
  readonly open: boolean;
  readonly busy: boolean;
  readonly error: string | undefined;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** Deleting cannot be undone by the person, so they type a word to show they mean it. */
export function DeleteAccountDialog({ open, busy, error, onCancel, onConfirm }: DeleteAccountDialogProps) {
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
    <Dialog
      open={open}
      onClose={close}
      title="Delete your account?"
      description={
        <p>
          This deletes your account, your profile, and every policy document, coverage result and claim
          assessment you have stored, and signs you out everywhere. You cannot undo it yourself: for 30 days
          we can still restore it from our backups if you ask us, after that it is gone for good. Consider
          downloading your data first.
        </p>
      }
    >
      <form className="form" noValidate onSubmit={submit}>
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          name="confirmation"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="button-row dialog__actions">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Keep my account
          </Button>
          <Button type="submit" className="button--danger" disabled={!confirmed || busy}>
            {busy ? 'Deleting…' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
