import { useId, useState } from 'react';
import { Button } from '#web/components/button';
import { CHANGE_EMAIL_MESSAGES } from '#web/lib/auth/change-email';
import { useSession } from '#web/lib/auth/session-provider';
import { useProfile } from '../api/get-profile';
import { useSignInMethod } from '../api/get-sign-in-method';
import { EmailCodeForm, NewEmailForm } from './change-email-form';

type Step =
  | { readonly kind: 'view' }
  | { readonly kind: 'new' }
  | { readonly kind: 'code'; newEmail: string };

/**
 * The e-mail address: changed here in two steps, the new address and then the code mailed to it.
 * Until the code is entered the current address stays, for logging in and for policies e-mailed
 * to us. People who sign in with Google or Facebook have the address their provider gives.
 */
export function ChangeEmailCard() {
  const titleId = useId();
  const method = useSignInMethod();
  const profile = useProfile();
  const { refresh } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'view' });

  // Until it is known how the person signs in, the card stays away rather than offer the wrong thing.
  if (method.isPending || !profile.data) return null;
  const provider = method.data?.kind === 'provider' ? method.data.provider : undefined;
  const current = profile.data.email;
  const view = () => setStep({ kind: 'view' });

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card__header">
        <h2 id={titleId} className="card__title">
          Email address
        </h2>
        {!provider && step.kind === 'view' && (
          <Button variant="secondary" className="button--small" onClick={() => setStep({ kind: 'new' })}>
            Change email
          </Button>
        )}
      </div>
      {provider && <p className="data-action__text">{CHANGE_EMAIL_MESSAGES.provider(provider)}</p>}
      {!provider && step.kind === 'view' && <p className="data-action__text">You log in with {current}.</p>}
      {!provider && step.kind === 'new' && (
        <NewEmailForm
          current={current}
          onCodeSent={(newEmail) => setStep({ kind: 'code', newEmail })}
          onCancel={view}
        />
      )}
      {!provider && step.kind === 'code' && (
        <EmailCodeForm
          current={current}
          newEmail={step.newEmail}
          onDone={() => {
            view();
            void refresh();
          }}
          onCancel={view}
        />
      )}
    </section>
  );
}
