import { useId, useState } from 'react';
import { Button } from '#web/components/button';
import { CHANGE_PASSWORD_MESSAGES } from '#web/lib/auth/change-password';
import { useSignInMethod } from '../api/get-sign-in-method';
import { ChangePasswordForm } from './change-password-form';

/**
 * Password: changed here with the current one. People who sign in with Google or Facebook have no
 * PolicyLens password, and are told so.
 */
export function ChangePasswordCard() {
  const titleId = useId();
  const method = useSignInMethod();
  const [changing, setChanging] = useState(false);

  // Until it is known how the person signs in, the card stays away rather than offer the wrong thing.
  if (method.isPending) return null;
  const provider = method.data?.kind === 'provider' ? method.data.provider : undefined;

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card__header">
        <h2 id={titleId} className="card__title">
          Password
        </h2>
        {!provider && !changing && (
          <Button variant="secondary" className="button--small" onClick={() => setChanging(true)}>
            Change password
          </Button>
        )}
      </div>
      {provider && <p className="data-action__text">{CHANGE_PASSWORD_MESSAGES.provider(provider)}</p>}
      {!provider &&
        (changing ? (
          <ChangePasswordForm onDone={() => setChanging(false)} />
        ) : (
          <p className="data-action__text">You log in with your e-mail address and password.</p>
        ))}
    </section>
  );
}
