import { describe, expect, it } from 'vitest';
import { cognitoError } from '#tests/fixtures/cognito-errors';
import {
  asServiceError,
  CONFIRMATION_CODE_WRONG,
  confirmationOutcome,
  isUnknownAccount,
  loginErrorMessage,
  registrationErrorMessage,
  resendErrorMessage,
  resetFailure,
  serviceMessage,
  triggerMessage,
} from '#web/lib/auth/auth-errors';

describe('login errors', () => {
  it('says nothing about which part was wrong', () => {
    expect(loginErrorMessage(cognitoError('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      'Invalid email or password',
    );
    expect(loginErrorMessage(cognitoError('UserNotFoundException', 'User does not exist.'))).toBe(
      'Invalid email or password',
    );
    expect(loginErrorMessage('network down')).toBe('Invalid email or password');
  });

  it('tells a rate limit apart', () => {
    for (const error of [
      cognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
      cognitoError('TooManyRequestsException', 'Too many requests'),
      cognitoError('NotAuthorizedException', 'Password attempts exceeded'),
      cognitoError('Error', 'Request rate limit reached'),
    ]) {
      expect(loginErrorMessage(error)).toBe('Too many attempts. Please try again later.');
    }
  });

  it('tells an unconfirmed account apart', () => {
    expect(loginErrorMessage(cognitoError('UserNotConfirmedException', 'User is not confirmed.'))).toBe(
      'Email not confirmed. Please check your inbox.',
    );
  });
});

describe('registration errors', () => {
  it('says an address is taken in the spec words', () => {
    expect(
      registrationErrorMessage(
        cognitoError('UsernameExistsException', 'An account with the given email already exists.'),
      ),
    ).toBe('An account with this email already exists');
    expect(registrationErrorMessage(new Error('duplicate key violates unique constraint'))).toBe(
      'An account with this email already exists',
    );
  });

  it('puts the password policy in plain words', () => {
    expect(
      registrationErrorMessage(
        cognitoError(
          'InvalidPasswordException',
          'Password did not conform with policy: Password not long enough',
        ),
      ),
    ).toBe('Password must be at least 8 characters long');
  });

  it('shows only the inner message of the pre-sign-up check', () => {
    expect(
      registrationErrorMessage(
        cognitoError('UserLambdaValidationException', 'PreSignUp failed with error Last name is required.'),
      ),
    ).toBe('Last name is required');
    // The local emulator names the trigger in lower camel case; the spec's words have no full stop.
    expect(triggerMessage('preSignUp failed with error Phone number must contain digits only.')).toBe(
      'Phone number must contain digits only',
    );
    expect(triggerMessage('Plain message')).toBe('Plain message');
  });

  it('shows any other service message as it is', () => {
    expect(
      registrationErrorMessage(cognitoError('InvalidParameterException', 'Invalid phone number format.')),
    ).toBe('Invalid phone number format.');
  });
});

describe('confirmation link outcomes', () => {
  it('counts an already confirmed account as confirmed', () => {
    expect(
      confirmationOutcome(
        cognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'),
      ),
    ).toBe('confirmed');
  });

  it('offers a new link for a spent or expired code', () => {
    for (const name of ['ExpiredCodeException', 'UserNotFoundException']) {
      expect(confirmationOutcome(cognitoError(name, 'x'))).toBe('link-expired');
    }
  });

  it('says a wrong code is wrong, not expired', () => {
    const wrong = cognitoError(
      'CodeMismatchException',
      'Invalid verification code provided, please try again.',
    );
    expect(confirmationOutcome(wrong)).toBe('code-wrong');
    expect(CONFIRMATION_CODE_WRONG).toMatch(/^That confirmation code didn't match\./);
    expect(CONFIRMATION_CODE_WRONG).not.toMatch(/expired|already been used/);
  });

  it('passes anything else on', () => {
    expect(confirmationOutcome(cognitoError('InternalErrorException', 'boom'))).toBe('failed');
  });
});

describe('password reset errors', () => {
  it('hides whether an account exists when a link is asked for', () => {
    expect(
      isUnknownAccount(cognitoError('UserNotFoundException', 'Username/client id combination not found.')),
    ).toBe(true);
    expect(isUnknownAccount(cognitoError('LimitExceededException', 'x'))).toBe(false);
  });

  it('maps a spent or expired link, a weak password and anything else', () => {
    expect(resetFailure(cognitoError('CodeMismatchException', 'Invalid verification code provided'))).toEqual(
      {
        kind: 'invalid-link',
        message: 'Invalid or expired password reset link',
      },
    );
    expect(resetFailure(cognitoError('ExpiredCodeException', 'x'))).toMatchObject({ kind: 'invalid-link' });
    expect(resetFailure(cognitoError('InvalidPasswordException', 'x'))).toEqual({
      kind: 'password',
      message: 'Password must be at least 8 characters long',
    });
    expect(resetFailure(new Error('socket hang up'))).toEqual({
      kind: 'other',
      message: 'Error updating password',
    });
  });
});

describe('service errors', () => {
  it('reads name and message from anything thrown', () => {
    expect(asServiceError({ name: 'X', message: 'y' })).toEqual({ name: 'X', message: 'y' });
    expect(asServiceError('text')).toEqual({ name: 'Error', message: 'text' });
    expect(serviceMessage(undefined)).toBe('Something went wrong. Please try again.');
  });
});

describe('asking for a new confirmation link', () => {
  it('says a limit was reached, and anything else plainly', () => {
    expect(resendErrorMessage(cognitoError('LimitExceededException', 'Attempt limit exceeded'))).toBe(
      'Too many attempts. Please try again later.',
    );
    expect(resendErrorMessage(cognitoError('InternalErrorException', 'Unsupported x-amz-target'))).toBe(
      'We could not send a new link just now. Please try again later.',
    );
  });
});
