import { ApiError } from '#web/lib/api-client';

export const UPLOAD_FAILED_MESSAGE = 'Error uploading policy';
export const SIGNED_OUT_UPLOAD_MESSAGE = 'You must be logged in to upload a policy';

/**
 * What to tell the user when an upload fails: the server's own words when it refused the upload
 * (a bad file, the policy limit) or could not be reached, otherwise the spec's generic message.
 */
export function uploadFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UPLOAD_FAILED_MESSAGE;
  if (error.status === 401) return SIGNED_OUT_UPLOAD_MESSAGE;
  if (error.status === 0 || (error.status >= 400 && error.status < 500)) return error.message;
  return UPLOAD_FAILED_MESSAGE;
}
