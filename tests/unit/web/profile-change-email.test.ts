import { describe, expect, it } from 'vitest';
import { cognitoError } from '#tests/fixtures/cognito-errors';
import { CHANGE_EMAIL_MESSAGES, changeEmailFailure } from '#web/lib/auth/change-email';

describe('changing the email address on the profile', () => {
  it('says the current address stays until the code sent to the new one is entered', () => {
    const sent = CHANGE_EMAIL_MESSAGES.codeSent('new@example.com', 'old@example.com');
    expect(sent).toContain('We sent a code to new@example.com');
    expect(sent).toContain('your email address stays old@example.com');
  });

  it('puts a refused code beside the code field, in plain words', () => {
    expect(changeEmailFailure(cognitoError('CodeMismatchException', 'Invalid verification code'))).toEqual({
      field: 'code',
      message: "That code didn't match. Check the email and try again.",
    });
    expect(changeEmailFailure(cognitoError('ExpiredCodeException', 'Invalid code provided'))).toEqual({
      field: 'code',
      message: 'That code has expired. Send a new code and try again.',
    });
  });

  it("uses the spec's words for a taken or invalid address, limits and other failures", () => {
    expect(
      changeEmailFailure(cognitoError('AliasExistsException', 'An account with the given email')),
    ).toEqual({ field: 'email', message: 'An account with this email already exists' });
    expect(
      changeEmailFailure(cognitoError('InvalidParameterException', 'Invalid email address format.')),
    ).toEqual({ field: 'email', message: 'Please enter a valid email address' });
    expect(changeEmailFailure(cognitoError('LimitExceededException', 'Attempt limit exceeded'))).toEqual({
      message: 'Too many attempts. Please try again later.',
    });
    expect(
      changeEmailFailure(cognitoError('NotAuthorizedException', 'Access Token has been revoked')),
    ).toEqual({ message: CHANGE_EMAIL_MESSAGES.sessionEnded });
    expect(changeEmailFailure(new TypeError('Failed to fetch'))).toEqual({
      message: 'Error updating profile',
    });
  });
});
