import { type FormEvent, useEffect, useRef, useState } from 'react';
import { emailSchema } from '#domain/schemas/account';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-fields';
import { isUnknownAccount, RESET_MESSAGES, serviceMessage } from '#web/lib/auth/auth-errors';
import { accountActions } from '#web/lib/auth/auth-ready';
import { toast } from '#web/lib/toast/toast';

interface ForgotPasswordPanelProps {
  readonly email: string;
  readonly onEmailChange: (email: string) => void;
  readonly onBack: () => void;
}

/** Asks for a reset link, then says it is on its way whether or not the address has an account. */
export function ForgotPasswordPanel({ email, onEmailChange, onBack }: ForgotPasswordPanelProps) {
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The panel replaces the login form in place; moving focus to it tells keyboard and screen-reader
  // users where they are.
  useEffect(() => titleRef.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await (await accountActions()).requestPasswordReset(parsed.data);
      toast.success(RESET_MESSAGES.linkSent);
      setSentTo(parsed.data);
    } catch (error) {
      if (isUnknownAccount(error)) {
        toast.success(RESET_MESSAGES.linkSent);
        setSentTo(parsed.data);
      } else {
        setFailure(serviceMessage(error));
      }
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div className="form">
        <Alert tone="success" title="Check your email" live>
          <p>
            If an account exists for <strong>{sentTo}</strong>, a link to choose a new password is on its way.
            It can take a few minutes to arrive.
          </p>
          <p>Can't find it? Please check your junk or spam folder.</p>
        </Alert>
        <Button variant="secondary" className="button--block" onClick={onBack}>
          Back to log in
        </Button>
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="forgot-password-title">
      <div>
        <h2 id="forgot-password-title" className="form__title" ref={titleRef} tabIndex={-1}>
          Reset your password
        </h2>
        <p className="form__intro">Enter the e-mail address of your account and we will send you a link.</p>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={fieldError}
        onChange={(event) => {
          setFieldError(undefined);
          onEmailChange(event.target.value);
        }}
      />
      <div className="form__actions">
        <Button type="submit" className="button--block" disabled={busy}>
          {busy ? 'Sending…' : 'Send reset link'}
        </Button>
        <Button variant="ghost" className="button--block" onClick={onBack}>
          Back to log in
        </Button>
      </div>
    </form>
  );
}
