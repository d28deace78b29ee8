import { type FormEvent, useId, useState } from 'react';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-fields';
import { prepare, publicSchemas } from '#web/lib/form-schemas';
import { toast } from '#web/lib/toast/toast';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

export const NEWSLETTER_MESSAGES = {
  success: 'Successfully signed up for our newsletter!',
  failure: 'Failed to sign up. Please try again later.',
} as const;

/** Newsletter sign-up (spec 4, 'Newsletter'): idle, loading, success (all disabled, 'Signed Up!'), error. */
export function NewsletterSignup() {
  const titleId = useId();
  const subscribe = useSubscribeNewsletter();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | undefined>();
  const done = subscribe.isSuccess;
  const busy = subscribe.isPending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { newsletterSchema } = await publicSchemas.load();
    const parsed = newsletterSchema.safeParse({ email, website });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    subscribe.submit(
      { email: parsed.data.email, website: parsed.data.website ?? '' },
      {
        onSuccess: () => toast.success(NEWSLETTER_MESSAGES.success),
        onError: () => toast.error(NEWSLETTER_MESSAGES.failure),
      },
    );
  }

  return (
    <section className="home-section newsletter" aria-labelledby={titleId}>
      <div className="container newsletter__inner">
        <div className="newsletter__text">
          <h2 id={titleId}>Get our guides in your inbox</h2>
          <p>
            New articles on understanding your cover and making claims, written in plain English. Unsubscribe
            at any time.
          </p>
        </div>
        <form className="newsletter__form" onSubmit={submit} onFocus={prepare(publicSchemas)} noValidate>
          <TextField
            label="Email address"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            error={error}
            disabled={done || busy}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
          {/* A field people never see or reach; automated sign-ups fill it in and are ignored. */}
          <div className="newsletter__trap" aria-hidden="true">
            <label>
              Website
              <input
                type="text"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(event) => setWebsite(event.target.value)}
              />
            </label>
          </div>
          <Button type="submit" disabled={done || busy} aria-busy={busy || undefined}>
            {done ? 'Signed Up!' : busy ? 'Signing up…' : 'Sign Up'}
          </Button>
        </form>
      </div>
    </section>
  );
}
