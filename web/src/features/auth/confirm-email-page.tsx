import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '#web/components/alert';
import { Button, ButtonLink } from '#web/components/button';
import { Spinner } from '#web/components/spinner';
import { usePageTitle } from '#web/components/use-page-title';
import {
  CONFIRMATION_CODE_WRONG,
  type ConfirmationOutcome,
  confirmationOutcome,
  serviceMessage,
} from '#web/lib/auth/auth-errors';
import { accountActions } from '#web/lib/auth/auth-ready';
import { paths } from '#web/lib/paths';
import { resendConfirmationLink } from './resend-confirmation';

type Result = { readonly outcome: ConfirmationOutcome; readonly message?: string };

async function confirm(email: string, code: string): Promise<Result> {
  try {
    await (await accountActions()).confirmAccount(email, code);
    return { outcome: 'confirmed' };
  } catch (error) {
    return { outcome: confirmationOutcome(error), message: serviceMessage(error) };
  }
}

// A confirmation link is used once, even if the page mounts twice.
let inFlight: { key: string; result: Promise<Result> } | undefined;

/** Confirms the account once the link is complete: a confirmed one goes home, a failure is returned. */
function useConfirmation(email: string, code: string, incomplete: boolean): Result | undefined {
  const navigate = useNavigate();
  const [result, setResult] = useState<Result | undefined>();
  useEffect(() => {
    if (incomplete) return;
    const key = `${email}\n${code}`;
    if (inFlight?.key !== key) inFlight = { key, result: confirm(email, code) };
    let active = true;
    void inFlight.result.then((settled) => {
      if (!active) return;
      if (settled.outcome === 'confirmed') navigate(`${paths.home}?email_confirmed=true`, { replace: true });
      else setResult(settled);
    });
    return () => {
      active = false;
    };
  }, [email, code, incomplete, navigate]);
  return result;
}

/** Opened from the link in the confirmation e-mail: confirms the account, then goes home. */
export function ConfirmEmailPage() {
  usePageTitle('Confirm Email');
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const incomplete = email === '' || code === '';
  const result = useConfirmation(email, code, incomplete);

  if (incomplete) {
    return (
      <StatusCard title="This confirmation link is incomplete">
        <p className="status-card__text">
          Please open the link from your confirmation e-mail again, or copy the whole address into your
          browser.
        </p>
        <div className="button-row">
          <ButtonLink to={paths.login}>Go to log in</ButtonLink>
        </div>
      </StatusCard>
    );
  }

  if (!result) {
    return (
      <StatusCard title="Confirming your email…" busy>
        <p className="status-card__text">This only takes a moment.</p>
      </StatusCard>
    );
  }

  return <ConfirmationFailed email={email} result={result} />;
}

/** Why the link did not confirm the account, and a way to get a new one. */
function ConfirmationFailed({ email, result }: { readonly email: string; readonly result: Result }) {
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');

  async function sendNewLink() {
    setResend('sending');
    setResend((await resendConfirmationLink(email)) ? 'sent' : 'idle');
  }

  return (
    <StatusCard title="We could not confirm your email">
      {result.outcome === 'link-expired' ? (
        <Alert tone="error">
          This confirmation link has expired or has already been used. If you have already confirmed your
          account, you can log in; otherwise, send yourself a new link.
        </Alert>
      ) : (
        <Alert tone="error">
          {result.outcome === 'code-wrong' ? CONFIRMATION_CODE_WRONG : result.message}
        </Alert>
      )}
      {resend === 'sent' && (
        <Alert tone="success" live>
          A new link is on its way to <strong>{email}</strong>. Please also check your junk or spam folder.
        </Alert>
      )}
      <div className="button-row">
        <Button onClick={() => void sendNewLink()} disabled={resend !== 'idle'}>
          {resend === 'sending' ? 'Sending…' : 'Send a new link'}
        </Button>
        <ButtonLink to={paths.login} variant="secondary">
          Go to log in
        </ButtonLink>
      </div>
    </StatusCard>
  );
}

function StatusCard({
  title,
  busy = false,
  children,
}: {
  readonly title: string;
  readonly busy?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <div className="page page--centred">
      <div className="card status-card">
        {busy && <Spinner label={title} />}
        <h1 className="status-card__title">{title}</h1>
        {children}
      </div>
    </div>
  );
}
