import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

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
  return useMutation({ mutationFn: subscribeNewsletter });
}
