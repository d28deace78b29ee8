import { describe, expect, it } from 'vitest';
import { cognitoError } from '#tests/fixtures/cognito-errors';
import { authenticatorCode } from '#web/components/authenticator-code';
import {
  groupSecretKey,
  isAuthenticatorOn,
  setupCodeErrorMessage,
  signsInWithProvider,
  TWO_STEP_MESSAGES,
} from '#web/features/profile/two-step-verification';

describe('two-step verification on the profile page', () => {
  it('shows the secret key in groups of four to type by hand', () => {
    expect(groupSecretKey('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(groupSecretKey('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupSecretKey('')).toBe('');
    // Grouping only adds spaces: taking them out gives back the key.
    const key = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(groupSecretKey(key).replaceAll(' ', '')).toBe(key);
  });

  it('takes the code as apps show it', () => {
    expect(authenticatorCode('482 913')).toBe('482913');
  });

  it('knows a person who signs in through Google or Facebook from the ID token', () => {
    const google = [{ providerName: 'Google', providerType: 'Google', userId: '1', primary: 'true' }];
    expect(signsInWithProvider({ email: 'a@example.com', identities: google })).toBe(true);
    expect(signsInWithProvider({ identities: JSON.stringify(google) })).toBe(true);
    expect(signsInWithProvider({ email: 'a@example.com' })).toBe(false);
    expect(signsInWithProvider({ identities: [] })).toBe(false);
    expect(signsInWithProvider({ identities: 'not json' })).toBe(false);
    expect(signsInWithProvider(undefined)).toBe(false);
  });

  it('reads whether the authenticator app is on from the MFA preference', () => {
    expect(isAuthenticatorOn({ enabled: ['TOTP'], preferred: 'TOTP' })).toBe(true);
    expect(isAuthenticatorOn({ enabled: ['TOTP'] })).toBe(true);
    expect(isAuthenticatorOn({})).toBe(false);
    expect(isAuthenticatorOn({ enabled: ['SMS'], preferred: 'SMS' })).toBe(false);
  });

  it('says plainly when the first code does not match', () => {
    expect(setupCodeErrorMessage(cognitoError('EnableSoftwareTokenMFAException', 'Code mismatch'))).toBe(
      "That code didn't match. Check your authenticator app and try again.",
    );
    expect(setupCodeErrorMessage(cognitoError('CodeMismatchException', 'Invalid code'))).toBe(
      TWO_STEP_MESSAGES.wrongCode,
    );
    expect(setupCodeErrorMessage(cognitoError('InternalErrorException', 'boom'))).toBe(
      TWO_STEP_MESSAGES.confirmFailed,
    );
  });
});
