import { type FormEvent, useState } from 'react';
import { Alert } from '#web/components/alert';
import { Button } from '#web/components/button';
import { SubmitButton } from '#web/components/form-actions';
import { EmailField } from '#web/components/form-fields';
import { StepHeading } from '#web/components/step-heading';
import { isUnknownAccount, RESET_MESSAGES, serviceMessage } from '#web/lib/auth/auth-errors';
import { accountActions } from '#web/lib/auth/auth-ready';
import { accountSchemas, prepare } from '#web/lib/form-schemas';
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const { emailSchema } = await accountSchemas.load();
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

  if (sentTo) return <ResetLinkSent sentTo={sentTo} onBack={onBack} />;

  return (
    <form
      className="form"
      noValidate
      onSubmit={submit}
      onFocus={prepare(accountSchemas)}
      aria-labelledby="forgot-password-title"
    >
      {/* The panel replaces the login form in place; focus moves to its title. */}
      <StepHeading
        id="forgot-password-title"
        title="Reset your password"
        intro="Enter the e-mail address of your account and we will send you a link."
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <EmailField
        value={email}
        error={fieldError}
        onChange={(event) => {
          setFieldError(undefined);
          onEmailChange(event.target.value);
        }}
      />
      <div className="form__actions">
        <SubmitButton className="button--block" busy={busy} busyLabel="Sending…">
          Send reset link
        </SubmitButton>
        <Button variant="ghost" className="button--block" onClick={onBack}>
          Back to log in
        </Button>
      </div>
    </form>
  );
}

/** Said whether or not the address has an account, so the page gives away no one's address. */
function ResetLinkSent({ sentTo, onBack }: { readonly sentTo: string; readonly onBack: () => void }) {
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
