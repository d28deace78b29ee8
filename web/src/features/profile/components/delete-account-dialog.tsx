import { type FormEvent, useState } from 'react';
import type { AccountDeletion } from '#domain/schemas/account';
import {
  AUTHENTICATOR_CODE_MESSAGES,
  authenticatorCode,
  isAuthenticatorCode,
} from '#web/components/authenticator-code';
import { ConfirmDialog, type ConfirmDialogProps } from '#web/components/confirm-dialog';
import { PasswordField, TextField } from '#web/components/form-fields';

export const DELETE_CONFIRMATION_WORD = 'DELETE';

/**
 * What shows the account is the person's own, not only a session's: their password, with the
 * code from their authenticator app when two-step verification is on; someone who signs in with
 * Google or Facebook has no password here, and types a word to show they mean it.
 */
export type DeletionProof = 'password' | 'password-and-code' | 'word';

interface DeleteAccountDialogProps extends Omit<ConfirmDialogProps, 'onConfirm'> {
  readonly proof: DeletionProof;
  readonly onConfirm: (proof: AccountDeletion) => void;
}

/** The fields the proof asks for, and what they send once they are filled in. */
function useProofFields(proof: DeletionProof) {
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const code = authenticatorCode(typed);
  const filled =
    proof === 'word'
      ? typed.trim().toUpperCase() === DELETE_CONFIRMATION_WORD
      : password !== '' && (proof === 'password' || isAuthenticatorCode(code));
  const sent: AccountDeletion =
    proof === 'word' ? {} : { password, ...(proof === 'password-and-code' && { code }) };
  const clear = () => {
    setPassword('');
    setTyped('');
  };
  return { password, setPassword, typed, setTyped, filled, sent, clear };
}

/** Deleting cannot be undone by the person, so they show once more that the account is theirs. */
export function DeleteAccountDialog({
  proof,
  open,
  busy,
  error,
  onCancel,
  onConfirm,
}: DeleteAccountDialogProps) {
  const fields = useProofFields(proof);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fields.filled && !busy) onConfirm(fields.sent);
  }

  function close() {
    fields.clear();
    onCancel();
  }

  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      error={error}
      onCancel={close}
      onSubmit={submit}
      canConfirm={fields.filled}
      title="Delete your account?"
      description={
        <p>
          This deletes your account, your profile, and every policy document, coverage result and claim
          assessment you have stored, and signs you out everywhere. You cannot undo it yourself: for 30 days
          we can still restore it from our backups if you ask us, after that it is gone for good. Consider
          downloading your data first. We will e-mail you once it is done.
        </p>
      }
      keepLabel="Keep my account"
      confirmLabel="Delete my account"
      busyLabel="Deleting…"
    >
      {proof === 'word' ? (
        <TextField
          label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          name="confirmation"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={fields.typed}
          onChange={(event) => fields.setTyped(event.target.value)}
        />
      ) : (
        <PasswordField
          label="Your password"
          name="password"
          autoComplete="current-password"
          value={fields.password}
          onChange={(event) => fields.setPassword(event.target.value)}
        />
      )}
      {proof === 'password-and-code' && (
        <TextField
          label={AUTHENTICATOR_CODE_MESSAGES.label}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={9}
          value={fields.typed}
          onChange={(event) => fields.setTyped(event.target.value)}
        />
      )}
    </ConfirmDialog>
  );
}
