import { describe, expect, it } from 'vitest';
import { cognitoError } from '#tests/fixtures/cognito-errors';
import { authenticatorCode, isAuthenticatorCode } from '#web/components/authenticator-code';
import { CODE_STEP_MESSAGES, codeFailure, signInStepOf } from '#web/features/auth/api/sign-in-steps';
import { LOGIN_MESSAGES } from '#web/lib/auth/auth-errors';

describe('log-in steps', () => {
  it('asks for the authenticator code when the user pool sends the TOTP challenge', () => {
    expect(signInStepOf({ isSignedIn: true, nextStep: { signInStep: 'DONE' } })).toBe('signedIn');
    expect(
      signInStepOf({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } }),
    ).toBe('authenticatorCode');
    expect(signInStepOf({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } })).toBe(
      'notConfirmed',
    );
  });

  it('does not pretend to handle steps this pool never asks for', () => {
    for (const step of [
      'CONFIRM_SIGN_IN_WITH_SMS_CODE',
      'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
      'RESET_PASSWORD',
    ])
      expect(signInStepOf({ isSignedIn: false, nextStep: { signInStep: step } })).toBe('unsupportedStep');
  });

  it('takes the code as apps show it, and only six digits', () => {
    expect(authenticatorCode(' 123 456 ')).toBe('123456');
    expect(authenticatorCode('123-456')).toBe('123456');
    expect(isAuthenticatorCode('123456')).toBe(true);
    for (const typed of ['12345', '1234567', '12345a', '']) expect(isAuthenticatorCode(typed)).toBe(false);
  });

  it('lets the person try another code after a wrong or spent one', () => {
    expect(codeFailure(cognitoError('CodeMismatchException', 'Invalid code received for user'))).toEqual({
      next: 'retry',
      message: "That code didn't match. Check your authenticator app and try again.",
    });
    expect(
      codeFailure(cognitoError('CodeMismatchException', 'Your software token has already been used once.')),
    ).toEqual({ next: 'retry', message: CODE_STEP_MESSAGES.usedCode });
    expect(codeFailure(cognitoError('TooManyRequestsException', 'Rate exceeded'))).toEqual({
      next: 'retry',
      message: LOGIN_MESSAGES.tooMany,
    });
  });

  it('starts again from the password when the sign-in has ended', () => {
    expect(
      codeFailure(
        cognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
      ),
    ).toEqual({
      next: 'restart',
      message: CODE_STEP_MESSAGES.timedOut,
    });
    // The auth library's own error when it holds no sign-in to confirm (e.g. after a reload).
    expect(
      codeFailure(cognitoError('SignInException', 'An error occurred during the sign in process.')).next,
    ).toBe('restart');
    expect(codeFailure(new Error('network down'))).toEqual({
      next: 'retry',
      message: CODE_STEP_MESSAGES.failed,
    });
  });
});
