import { type ReactElement, useState } from 'react';
import type { SocialProvider } from '../lib/auth/account-actions';
import { accountActions } from '../lib/auth/auth-ready';
import { useRuntimeConfig } from '../lib/runtime-config';
import { toast } from '../lib/toast/toast';

function GoogleMark() {
  // Four quarter arcs in the provider's colours around a crossbar.
  return (
    <svg viewBox="0 0 24 24" className="social-button__mark" aria-hidden="true" focusable="false">
      <g fill="none" strokeWidth="4">
        <path d="M20 12a8 8 0 0 0-2.34-5.66" stroke="#4285F4" />
        <path d="M17.66 6.34A8 8 0 0 0 4.86 8.4" stroke="#EA4335" />
        <path d="M4.86 8.4a8 8 0 0 0 0 7.2" stroke="#FBBC05" />
        <path d="M4.86 15.6A8 8 0 0 0 20 12" stroke="#34A853" />
      </g>
      <path d="M12 10h9v4h-9z" fill="#4285F4" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" className="social-button__mark" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="#1877F2" />
      <path
        d="M13.4 19.5v-6.2h2.1l.3-2.5h-2.4V9.3c0-.7.2-1.2 1.2-1.2h1.3V5.9c-.2 0-1-.1-1.9-.1-1.9 0-3.2 1.2-3.2 3.3v1.7H8.7v2.5h2.1v6.2z"
        fill="#fff"
      />
    </svg>
  );
}

const PROVIDERS: readonly { provider: SocialProvider; Mark: () => ReactElement }[] = [
  { provider: 'Google', Mark: GoogleMark },
  { provider: 'Facebook', Mark: FacebookMark },
];

interface SocialSignInProps {
  /** Wording of the buttons: 'Sign in with Google' on the login page, 'Sign up with Google' on register. */
  readonly verb: 'Sign in' | 'Sign up';
}

/**
 * Google and Facebook through the user pool's managed login. Where no managed-login domain exists
 * (the local stack), a press says it failed, and a hint under the buttons says why.
 */
export function SocialSignIn({ verb }: SocialSignInProps) {
  const { oauthDomain } = useRuntimeConfig();
  const [pending, setPending] = useState<SocialProvider | undefined>();

  async function start(provider: SocialProvider) {
    setPending(provider);
    try {
      if (!oauthDomain) throw new Error(`${provider} sign-in is not available here`);
      await (await accountActions()).signInWithProvider(provider);
      // The browser is on its way to the provider; the button stays busy until it has gone.
    } catch {
      toast.error(`Error signing in with ${provider}`);
      setPending(undefined);
    }
  }

  return (
    <div className="social-sign-in">
      <div className="social-sign-in__buttons">
        {PROVIDERS.map(({ provider, Mark }) => (
          <button
            key={provider}
            type="button"
            className="button button--secondary social-button"
            disabled={pending !== undefined}
            aria-busy={pending === provider || undefined}
            onClick={() => void start(provider)}
          >
            <Mark />
            {verb} with {provider}
          </button>
        ))}
      </div>
      {!oauthDomain && (
        <p className="social-sign-in__hint">
          Google and Facebook sign-in need the AWS deployment; locally, use your email and password.
        </p>
      )}
    </div>
  );
}
