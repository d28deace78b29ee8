import { describe, expect, it } from 'vitest';
import {
  completeProfileSchema,
  composePhone,
  loginSchema,
  profileUpdateSchema,
  splitPhone,
} from '#domain/schemas/account';
import { fieldErrors, fieldErrorsAsync } from '#domain/schemas/form-errors';
import { registerSchema, resetPasswordSchema } from '#domain/schemas/new-password';
import { register } from '#tests/fixtures/registration';

describe('registration schema', () => {
  it('accepts a complete form and trims names and e-mail', async () => {
    const r = await register({ firstName: '  Ann ', email: ' ann@example.com ' });
    expect(r.ok && r.data.firstName).toBe('Ann');
    expect(r.ok && r.data.email).toBe('ann@example.com');
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', '', 'Email is required'],
    ['email', 'ann@example', 'Please enter a valid email address'],
    ['email', 'ann example.com', 'Please enter a valid email address'],
    ['password', '', 'Password is required'],
    ['password', 'short12', 'Password must be at least 8 characters long'],
    ['phone', '', 'Phone number is required'],
    ['country', '', 'Country of residence is required'],
    ['country', 'FR', 'Country of residence is required'],
  ])('%s = %j gives "%s"', async (field, value, message) => {
    const r = await register({ [field]: value });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors[field as keyof typeof r.errors]).toBe(message);
  });

  it('reports every missing field at once', async () => {
    const r = await fieldErrorsAsync(registerSchema, { phoneCode: '+44' });
    expect(!r.ok && r.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      country: 'Country of residence is required',
      password: 'Password is required',
    });
  });

  it('accepts only the offered country codes and digits-only phone numbers', async () => {
    expect((await register({ phoneCode: '+33' })).ok).toBe(false);
    expect((await register({ phone: '07700-900' })).ok).toBe(false);
  });
});

describe('login schema', () => {
  it('needs both fields, with one message', () => {
    for (const v of [{}, { email: 'a@b.co' }, { password: 'x' }, { email: '  ', password: 'x' }]) {
      const r = fieldErrors(loginSchema, v);
      expect(!r.ok && r.first).toBe('Please enter email and password');
    }
  });

  it('trims the e-mail', () => {
    const r = fieldErrors(loginSchema, { email: ' a@b.co ', password: 'pw' });
    expect(r.ok && r.data).toEqual({ email: 'a@b.co', password: 'pw' });
  });
});

describe('complete-profile and profile schemas', () => {
  it('gives the spec messages for complete profile', () => {
    const r = fieldErrors(completeProfileSchema, {
      firstName: ' ',
      lastName: '',
      phoneCode: '+44',
      phone: '',
      country: '',
    });
    expect(!r.ok && r.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone: 'Phone number is required',
      country: 'Country of residence is required',
    });
  });

  it('requires names and country on profile edit, phone optional', () => {
    expect(fieldErrors(profileUpdateSchema, { firstName: 'A', lastName: 'B', country: 'AU' }).ok).toBe(true);
    const r = fieldErrors(profileUpdateSchema, { firstName: 'A', lastName: '', country: 'US' });
    expect(!r.ok && r.errors.lastName).toBe('Last name is required');
  });
});

describe('reset password schema', () => {
  it('needs 8 characters and two equal entries', async () => {
    const short = await fieldErrorsAsync(resetPasswordSchema, { password: 'abc', confirmPassword: 'abc' });
    expect(!short.ok && short.first).toBe('Password must be at least 8 characters long');
    const differ = await fieldErrorsAsync(resetPasswordSchema, {
      password: 'abcdefgh',
      confirmPassword: 'abcdefgi',
    });
    expect(!differ.ok && differ.errors.confirmPassword).toBe('Passwords do not match');
    const same = { password: 'abcdefgh', confirmPassword: 'abcdefgh' };
    expect((await fieldErrorsAsync(resetPasswordSchema, same)).ok).toBe(true);
  });
});

describe('phone numbers', () => {
  it('joins code and digits, dropping a national trunk zero', () => {
    expect(composePhone('+44', '07700900123')).toBe('+447700900123');
    expect(composePhone('+61', '412345678')).toBe('+61412345678');
    expect(composePhone('+1', '2025550123')).toBe('+12025550123');
  });

  it('splits a stored number back for editing', () => {
    expect(splitPhone('+447700900123')).toEqual({ phoneCode: '+44', phone: '7700900123' });
    expect(splitPhone('+971501234567')).toEqual({ phoneCode: '+971', phone: '501234567' });
    expect(splitPhone(null)).toEqual({ phoneCode: '+44', phone: '' });
  });
});
