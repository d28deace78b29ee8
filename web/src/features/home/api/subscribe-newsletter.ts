import { apiFetch } from '../../../lib/api-client';
import { useSubmission } from '../../../lib/use-submission';

export interface NewsletterSignUp {
  readonly email: string;
  /** The hidden honeypot field; people leave it empty. */
  readonly website: string;
}

/** POST /api/newsletter: signs an address up (signing up twice is a success that changes nothing). */
export async function subscribeNewsletter(input: NewsletterSignUp): Promise<void> {
  await apiFetch<unknown>('/api/newsletter', { method: 'POST', body: input });
}

export function useSubscribeNewsletter() {
  return useSubmission(subscribeNewsletter);
}
