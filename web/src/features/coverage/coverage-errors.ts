import { ApiError } from '#web/lib/api-client';

/** The words shown when working out cover fails (spec section 8, Coverage). */
export const HIGH_VOLUME_MESSAGE =
  'Service is currently experiencing high volume. Please try again in a minute.';
export const CALCULATE_FAILED_MESSAGE = 'Failed to calculate coverage';

/** HTTP 529: the analysis service is busy. */
export function isHighVolume(error: unknown): boolean {
  return error instanceof ApiError && error.status === 529;
}

/** The server's own message when it sent one; the spec's fallback otherwise. */
export function calculateErrorMessage(error: unknown): string {
  if (isHighVolume(error)) return HIGH_VOLUME_MESSAGE;
  if (error instanceof ApiError && error.status > 0 && !/^Error \d+:/.test(error.message))
    return error.message;
  return CALCULATE_FAILED_MESSAGE;
}
