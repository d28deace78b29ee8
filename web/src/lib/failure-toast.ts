import type { ExternalToast } from 'sonner';
import { ApiError } from './api-client';
import { toast } from './toast/toast';

export const TRY_AGAIN_LABEL = 'Try again';

/** A failure that may pass: the server was busy (503) or could not be reached. */
export function isPassing(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 503 || error.status === 0);
}

/**
 * The toast of a failed action. When the failure may pass, it says so in the server's words (or
 * that PolicyLens could not be reached) and offers to try again; otherwise it shows `message`.
 */
export function failureToast(
  message: string,
  error: unknown,
  retry?: () => void,
  options: ExternalToast = {},
) {
  if (!isPassing(error) || !retry) return toast.error(message, options);
  return toast.error(error.message, {
    ...options,
    action: {
      label: TRY_AGAIN_LABEL,
      onClick: () => retry(),
    },
  });
}
