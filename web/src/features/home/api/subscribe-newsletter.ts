import type { RouteBody } from '#domain/schemas/contract';
import { callRoute } from '#web/lib/api-client';
import { useSubmission } from '#web/lib/use-submission';

/** The address, and the hidden honeypot field that people leave empty. */
export type NewsletterSignUp = RouteBody<'subscribe-newsletter'>;

/** POST /api/newsletter: signs an address up (signing up twice is a success that changes nothing). */
export async function subscribeNewsletter(input: NewsletterSignUp): Promise<void> {
  await callRoute('subscribe-newsletter', { body: input });
}

export function useSubscribeNewsletter() {
  return useSubmission(subscribeNewsletter);
}
