import { type FormEvent, useEffect, useRef, useState } from 'react';
import { emailSchema } from '#domain/schemas/account';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { focusControl } from '#web/components/field-binding';
import { SubmitOrCancel } from '#web/components/form-actions';
import { TextField } from '#web/components/form-fields';
import { CHANGE_EMAIL_MESSAGES, changeEmailFailure } from '#web/lib/auth/change-email';
import { toast } from '#web/lib/toast/toast';
import { useConfirmEmailChange, useRequestEmailChange, useResendEmailChangeCode } from '../api/change-email';

interface NewEmailFormProps {
  readonly current: string;
  /** The code is on its way to this address. */
  readonly onCodeSent: (newEmail: string) => void;
  readonly onCancel: () => void;
}

/** The new address; sending it mails a code there and changes nothing yet. */
export function NewEmailForm({ current, onCodeSent, onCancel }: NewEmailFormProps) {
  const request = useRequestEmailChange();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  // The form appears in place of the 'Change email' button; focus moves into it.
  useEffect(() => focusControl(formRef.current, 'newEmail'), []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const refuse = (message: string) => {
      setError(message);
      focusControl(form, 'newEmail');
    };
    const checked = emailSchema.safeParse(typed);
    if (!checked.success) return refuse(checked.error.issues[0]?.message ?? CHANGE_EMAIL_MESSAGES.failed);
    const newEmail = checked.data;
    if (newEmail.toLowerCase() === current.toLowerCase()) return refuse(CHANGE_EMAIL_MESSAGES.sameAddress);
    request.mutate(newEmail, {
      onSuccess: () => onCodeSent(newEmail),
      onError: (failure) => {
        const found = changeEmailFailure(failure);
        if (found.field === 'email') refuse(found.message);
        else setFormError(found.message);
      },
    });
  }

  return (
    <form ref={formRef} className="form" noValidate onSubmit={submit} aria-label="Change email">
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField
        label={CHANGE_EMAIL_MESSAGES.newLabel}
        name="newEmail"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={typed}
        error={error}
        onChange={(event) => {
          setTyped(event.target.value);
          setError(undefined);
          setFormError(undefined);
        }}
      />
      <SubmitOrCancel
        busy={request.isPending}
        submitLabel="Send Code"
        busyLabel="Sending…"
        onCancel={onCancel}
      />
    </form>
  );
}

interface EmailCodeFormProps {
  readonly current: string;
  readonly newEmail: string;
  readonly onDone: () => void;
  readonly onCancel: () => void;
}

/** The code mailed to the new address; until it is entered, the current address stays. */
export function EmailCodeForm({ current, newEmail, onDone, onCancel }: EmailCodeFormProps) {
  const confirm = useConfirmEmailChange();
  const resend = useResendEmailChangeCode();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [note, setNote] = useState<{ tone: 'error' | 'success'; text: string }>();
  const formRef = useRef<HTMLFormElement>(null);

  function refuseCode(message: string) {
    setError(message);
    setTyped('');
    focusControl(formRef.current, 'code');
  }

  function refuse(failure: unknown) {
    const found = changeEmailFailure(failure);
    if (found.field === 'code') refuseCode(found.message);
    else setNote({ tone: 'error', text: found.message });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNote(undefined);
    const code = typed.replace(/\s/g, '');
    if (!code) return refuseCode(CHANGE_EMAIL_MESSAGES.codeRequired);
    confirm.mutate(code, {
      onSuccess: () => {
        toast.success(CHANGE_EMAIL_MESSAGES.changed(newEmail));
        onDone();
      },
      onError: refuse,
    });
  }

  function sendAgain() {
    setNote(undefined);
    resend.mutate(undefined, {
      onSuccess: () => setNote({ tone: 'success', text: CHANGE_EMAIL_MESSAGES.codeResent }),
      onError: refuse,
    });
  }

  return (
    <form ref={formRef} className="form" noValidate onSubmit={submit} aria-label="Confirm new email">
      <Alert tone="info" live>
        {CHANGE_EMAIL_MESSAGES.codeSent(newEmail, current)}
      </Alert>
      {note && <Alert tone={note.tone}>{note.text}</Alert>}
      <TextField
        label={CHANGE_EMAIL_MESSAGES.codeLabel}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        value={typed}
        error={error}
        onChange={(event) => {
          setTyped(event.target.value);
          setError(undefined);
        }}
      />
      <SubmitOrCancel
        busy={confirm.isPending}
        submitLabel="Confirm Email"
        busyLabel="Checking…"
        onCancel={onCancel}
      />
      <Button variant="secondary" className="button--small" onClick={sendAgain} disabled={resend.isPending}>
        Send a new code
      </Button>
    </form>
  );
}
