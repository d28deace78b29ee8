import { ApiError } from '#web/lib/api-client';

export const CONTACT_FAILED_MESSAGE = 'Failed to send message. Please try again later.';

/**
 * What to show when a message could not be sent: the server's own words when it refused the input
 * (the same messages the form checks), otherwise the spec's general failure message.
 */
export function contactErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.message.trim() !== '') return error.message;
  return CONTACT_FAILED_MESSAGE;
}
