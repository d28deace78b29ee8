import { describe, expect, it } from 'vitest';
import { fieldErrorsAsync } from '#domain/schemas/form-errors';
import { cognitoError } from '#tests/fixtures/cognito-errors';
import { changePasswordSchema, changePasswordSchemaFor } from '#web/features/profile/change-password-values';
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordFailure,
  signInMethodOf,
} from '#web/lib/auth/change-password';

describe('changing the password on the profile', () => {
  it('checks the form with the rules and words of registration and reset', async () => {
    const empty = await fieldErrorsAsync(changePasswordSchema, {
      currentPassword: '',
      password: '',
      confirmPassword: '',
    });
    expect(empty.ok ? {} : empty.errors).toEqual({
      currentPassword: 'Please enter your current password',
      password: 'Password is required',
    });
    const short = await fieldErrorsAsync(changePasswordSchema, {
      currentPassword: 'old-password-1',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.ok ? {} : short.errors).toEqual({ password: 'Password must be at least 8 characters long' });
    const mismatch = await fieldErrorsAsync(changePasswordSchema, {
      currentPassword: 'old-password-1',
      password: 'a-new-password-2',
      confirmPassword: 'a-new-password-3',
    });
    expect(mismatch.ok ? {} : mismatch.errors).toEqual({ confirmPassword: 'Passwords do not match' });
    const common = await fieldErrorsAsync(changePasswordSchema, {
      currentPassword: 'old-password-1',
      password: 'password123',
      confirmPassword: 'password123',
    });
    expect(common.ok ? {} : common.errors.password).toBe(
      'This password is too common and easy to guess. Please choose a different one',
    );
    const good = await fieldErrorsAsync(changePasswordSchema, {
      currentPassword: 'old-password-1',
      password: 'a-new-password-2',
      confirmPassword: 'a-new-password-2',
    });
    expect(good.ok).toBe(true);
  });

  it("refuses the product's name, and the person's own e-mail address or name, as the new password", async () => {
    const schema = changePasswordSchemaFor(['marjorie.keating@example.com', 'Marjorie', undefined]);
    const tooPersonal =
      'This password is too easy to guess from your name, your email or PolicyLens. Please choose a different one';
    for (const password of [
      'policylens',
      'marjorie.keating@example.com',
      'MarjorieKeating1',
      'marjorie2024',
    ]) {
      const r = await fieldErrorsAsync(schema, {
        currentPassword: 'old-password-1',
        password,
        confirmPassword: password,
      });
      expect(r.ok ? {} : r.errors).toEqual({ password: tooPersonal });
    }
    const good = {
      currentPassword: 'old-password-1',
      password: 'marjorie-kettle-19',
      confirmPassword: 'marjorie-kettle-19',
    };
    expect((await fieldErrorsAsync(schema, good)).ok).toBe(true);
  });

  it('tells a wrong current password apart from a session that ended, limits and other failures', () => {
    expect(
      changePasswordFailure(cognitoError('NotAuthorizedException', 'Incorrect username or password.')),
    ).toEqual({ field: 'currentPassword', message: 'Your current password is incorrect' });
    expect(
      changePasswordFailure(cognitoError('NotAuthorizedException', 'Access Token has been revoked')),
    ).toEqual({
      message: CHANGE_PASSWORD_MESSAGES.sessionEnded,
    });
    expect(
      changePasswordFailure(cognitoError('InvalidPasswordException', 'Password did not conform')),
    ).toEqual({
      field: 'password',
      message: 'Password must be at least 8 characters long',
    });
    expect(changePasswordFailure(cognitoError('LimitExceededException', 'Attempt limit exceeded'))).toEqual({
      message: 'Too many attempts. Please try again later.',
    });
    expect(changePasswordFailure(new TypeError('Failed to fetch'))).toEqual({
      message: 'Error updating password',
    });
  });

  it('knows who signs in with Google or Facebook, and which', () => {
    const google = [{ providerName: 'Google', providerType: 'Google', userId: '1' }];
    expect(signInMethodOf({ identities: google })).toEqual({ kind: 'provider', provider: 'Google' });
    expect(signInMethodOf({ identities: JSON.stringify([{ providerName: 'Facebook' }]) })).toEqual({
      kind: 'provider',
      provider: 'Facebook',
    });
    expect(signInMethodOf({ email: 'a@example.com' })).toEqual({ kind: 'password' });
    expect(signInMethodOf({ identities: 'not json' })).toEqual({ kind: 'password' });
    expect(CHANGE_PASSWORD_MESSAGES.provider('Google')).toContain('You sign in with Google');
  });
});
