import { describe, expect, it, vi } from 'vitest';

vi.mock('#web/lib/auth/cognito-session', () => ({ getAccessToken: async () => undefined }));

import { POLICY_MESSAGES } from '#domain/schemas/policy';
import {
  SIGNED_OUT_UPLOAD_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  uploadFailureMessage,
} from '#web/features/policies/upload-errors';
import { ApiError, NETWORK_ERROR_MESSAGE } from '#web/lib/api-client';

describe('a failed upload', () => {
  it("is explained in the server's words when it refused the upload", () => {
    expect(uploadFailureMessage(new ApiError(409, POLICY_MESSAGES.limitReached))).toBe(
      POLICY_MESSAGES.limitReached,
    );
    expect(uploadFailureMessage(new ApiError(400, 'schedule.pdf must be a PDF file'))).toBe(
      'schedule.pdf must be a PDF file',
    );
    expect(uploadFailureMessage(new ApiError(0, NETWORK_ERROR_MESSAGE))).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('asks a signed-out user to log in', () => {
    expect(uploadFailureMessage(new ApiError(401, 'No active session'))).toBe(SIGNED_OUT_UPLOAD_MESSAGE);
  });

  it("falls back to 'Error uploading policy' otherwise", () => {
    expect(uploadFailureMessage(new ApiError(500, 'Something went wrong. Please try again.'))).toBe(
      UPLOAD_FAILED_MESSAGE,
    );
    expect(uploadFailureMessage(new Error('storage refused the file'))).toBe(UPLOAD_FAILED_MESSAGE);
    expect(UPLOAD_FAILED_MESSAGE).toBe('Error uploading policy');
  });
});
