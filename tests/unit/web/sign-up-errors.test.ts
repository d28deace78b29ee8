import { describe, expect, it } from 'vitest';
import { signUpErrorMessage, withoutTriggerWrapping } from '#web/features/auth/api/sign-up-errors';

const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('sign-up errors', () => {
  it.each([
    ['PreSignUp failed with error Please enter a valid phone number.', 'Please enter a valid phone number'],
    [
      'preSignUp failed with error Phone number must contain digits only.',
      'Phone number must contain digits only',
    ],
    ['PreSignUp failed with error First name is required', 'First name is required'],
    ['CustomMessage failed with error Something broke..', 'Something broke.'],
    ['Plain message', 'Plain message'],
  ])('shows %j as %j', (message, shown) => {
    expect(withoutTriggerWrapping(message)).toBe(shown);
  });

  it('shows the sign-up check in the words of the form, without the wrapping', () => {
    expect(
      signUpErrorMessage(
        cognitoError(
          'UserLambdaValidationException',
          'preSignUp failed with error Please enter a valid phone number.',
        ),
      ),
    ).toBe('Please enter a valid phone number');
    expect(
      signUpErrorMessage(
        cognitoError('UserLambdaValidationException', 'PreSignUp failed with error Last name is required.'),
      ),
    ).toBe('Last name is required');
  });

  it('keeps the plain words for a taken address, the password rule and a busy service', () => {
    expect(signUpErrorMessage(cognitoError('UsernameExistsException', 'User already exists'))).toBe(
      'An account with this email already exists',
    );
    expect(signUpErrorMessage(cognitoError('InvalidPasswordException', 'Password did not conform'))).toBe(
      'Password must be at least 8 characters long',
    );
    expect(signUpErrorMessage(cognitoError('TooManyRequestsException', 'Rate exceeded'))).toBe(
      'Too many attempts. Please try again later.',
    );
    expect(signUpErrorMessage(undefined)).toBe('Something went wrong. Please try again.');
  });
});
