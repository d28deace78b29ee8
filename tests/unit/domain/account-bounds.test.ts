import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_COUNTRY_CODES,
} from '#domain/constants';
import {
  completeProfileSchema,
  emailSchema,
  isEmailAddress,
  MESSAGES,
  phoneNumberProblem,
  profileUpdateSchema,
  signUpAttributesSchema,
} from '#domain/schemas/account';
import { fieldErrors, fieldErrorsAsync } from '#domain/schemas/form-errors';
import {
  isCommonPassword,
  registerSchema,
  resetPasswordSchema,
  resetPasswordSchemaFor,
} from '#domain/schemas/new-password';
import { REGISTRATION, register } from '#tests/fixtures/registration';

describe('phone numbers', () => {
  it.each([
    ['+44', '12'],
    ['+44', '123'],
    ['+44', '0123'],
    ['+44', '0000000'],
    ['+1', '123'],
    // 15 digits after +44 make 17 in all.
    ['+44', '770090012345678'],
    // 13 after +971 make 16.
    ['+971', '5012345678901'],
  ])('refuses %s %s as not a number that can be called', async (phoneCode, phone) => {
    const r = await register({ phoneCode, phone });
    expect(!r.ok && r.errors.phone).toBe('Please enter a valid phone number');
  });

  it.each([
    ['+44', '07700900123'],
    ['+44', '7700'],
    ['+1', '2025550123'],
    ['+971', '50123456789'],
    // 2 + 13: the 15 digits E.164 allows.
    ['+44', '7700900123456'],
    ['+353', '0851234567'],
  ])('takes %s %s', async (phoneCode, phone) => {
    expect((await register({ phoneCode, phone })).ok).toBe(true);
  });

  it('still says digits only when the number has other characters', async () => {
    for (const phone of ['07700-900', '+447700900123', '7700 900123', '٧٧٠٠٩٠٠١٢٣']) {
      const r = await register({ phone });
      expect(!r.ok && r.errors.phone, phone).toBe('Phone number must contain digits only');
    }
  });

  it('checks the complete-profile form the same way', () => {
    const profile = { firstName: 'Ann', lastName: 'Lee', phoneCode: '+44', phone: '12', country: 'GB' };
    const r = fieldErrors(completeProfileSchema, profile);
    expect(!r.ok && r.errors.phone).toBe('Please enter a valid phone number');
    expect(fieldErrors(completeProfileSchema, { ...profile, phone: '7700900123' }).ok).toBe(true);
  });

  it('checks a stored number: an offered code, 4 to 14 digits after it, 15 in all', () => {
    expect(phoneNumberProblem('+447700900123')).toBeUndefined();
    expect(phoneNumberProblem('+12025550123')).toBeUndefined();
    expect(phoneNumberProblem('+4412')).toBe(MESSAGES.phoneInvalid);
    expect(phoneNumberProblem('+44')).toBe(MESSAGES.phoneInvalid);
    expect(phoneNumberProblem('+3312345678')).toBe(MESSAGES.phoneInvalid);
    expect(phoneNumberProblem('447700900123')).toBe(MESSAGES.phoneInvalid);
    expect(phoneNumberProblem('+4477009001234567')).toBe(MESSAGES.phoneInvalid);
    expect(phoneNumberProblem('+44 7700 900123')).toBe(MESSAGES.phoneDigitsOnly);
    for (const code of PHONE_COUNTRY_CODES) {
      const longest = `${code}${'5'.repeat(15 - (code.length - 1))}`;
      expect(phoneNumberProblem(longest), longest).toBeUndefined();
      expect(phoneNumberProblem(`${longest}5`), `${longest}5`).toBe(MESSAGES.phoneInvalid);
    }
  });

  it('refuses a profile phone that is not a callable number, and takes none', () => {
    const base = { firstName: 'Ann', lastName: 'Lee', country: 'GB' };
    const r = fieldErrors(profileUpdateSchema, { ...base, phone: '+4412' });
    expect(!r.ok && r.errors.phone).toBe('Please enter a valid phone number');
    expect(fieldErrors(profileUpdateSchema, { ...base, phone: '+447700900123' }).ok).toBe(true);
    expect(fieldErrors(profileUpdateSchema, base).ok).toBe(true);
  });
});

describe('common passwords', () => {
  it.each([
    'password',
    'Password',
    'PASSWORD1',
    'password123',
    '12345678',
    'qwertyuiop',
    'iloveyou',
    'football',
  ])('refuses %s on registration and reset', async (password) => {
    const r = await register({ password });
    expect(!r.ok && r.errors.password).toBe(MESSAGES.passwordTooCommon);
    const reset = await fieldErrorsAsync(resetPasswordSchema, { password, confirmPassword: password });
    expect(!reset.ok && reset.errors.password).toBe(MESSAGES.passwordTooCommon);
  });

  it.each(['policylens', 'PolicyLens', 'PolicyLens2024!', 'policy lens 1'])(
    'refuses the product name %s on registration and reset',
    async (password) => {
      const r = await register({ password });
      expect(!r.ok && r.errors.password).toBe(MESSAGES.passwordTooPersonal);
      const reset = await fieldErrorsAsync(resetPasswordSchema, { password, confirmPassword: password });
      expect(!reset.ok && reset.errors.password).toBe(MESSAGES.passwordTooPersonal);
    },
  );

  it.each([
    ['the e-mail address', 'Ann.Keating@example.com', 'ann.keating@example.com'],
    ['the e-mail name', 'Ann.Keating@example.com', 'annkeating1'],
    ['the name', 'ann@example.com', 'MarjorieKeating'],
    ['the name with digits', 'ann@example.com', 'keating2024'],
  ])('refuses %s as a password on registration', async (_, email, password) => {
    const r = await register({ email, firstName: 'Marjorie', lastName: 'Keating', password });
    expect(!r.ok && r.errors.password).toBe(MESSAGES.passwordTooPersonal);
  });

  it.each([
    ['the e-mail address', 'Ann.Keating@example.com', 'ann.keating@example.com'],
    ['the e-mail name', 'Ann.Keating@example.com', 'annkeating1'],
    ['the name', 'ann@example.com', 'MarjorieKeating'],
    ['the name with digits', 'ann@example.com', 'keating2024'],
  ])('refuses %s as a password on reset, as on registration', async (_, email, password) => {
    const schema = resetPasswordSchemaFor([email, 'Marjorie', 'Keating']);
    const reset = await fieldErrorsAsync(schema, { password, confirmPassword: password });
    expect(!reset.ok && reset.errors.password).toBe(MESSAGES.passwordTooPersonal);
  });

  it('takes on reset a password that only contains the name among other words, or names no one gave', async () => {
    const schema = resetPasswordSchemaFor(['ann@example.com', 'Marjorie', 'Harbour']);
    const kept = 'kettle-harbour-19';
    expect((await fieldErrorsAsync(schema, { password: kept, confirmPassword: kept })).ok).toBe(true);
    const unnamed = resetPasswordSchemaFor(['ann@example.com', undefined]);
    const name = 'MarjorieKeating';
    expect((await fieldErrorsAsync(unnamed, { password: name, confirmPassword: name })).ok).toBe(true);
  });

  it('takes a password that only contains the name among other words', async () => {
    expect((await register({ lastName: 'Harbour', password: 'kettle-harbour-19' })).ok).toBe(true);
    expect((await register({ password: 'my policylens kettle' })).ok).toBe(true);
  });

  it('says the message in a clear sentence', () => {
    expect(MESSAGES.passwordTooCommon).toBe(
      'This password is too common and easy to guess. Please choose a different one',
    );
  });

  it('takes a password that is not on the list', async () => {
    expect(await isCommonPassword('kettle-harbour-19')).toBe(false);
    expect((await register({ password: 'kettle-harbour-19' })).ok).toBe(true);
  });

  it('tells a short password its length first', async () => {
    const r = await register({ password: 'abc123' });
    expect(!r.ok && r.errors.password).toBe('Password must be at least 8 characters long');
  });

  it('cannot be checked without waiting for the list', () => {
    expect(() => registerSchema.safeParse(REGISTRATION)).toThrow(/async/i);
  });
});

describe('lengths', () => {
  it.each([
    ['firstName', 'First name must be at most 100 characters long'],
    ['lastName', 'Last name must be at most 100 characters long'],
  ])('bounds %s at 100 characters on every account form', async (field, message) => {
    const long = 'A'.repeat(NAME_MAX_LENGTH + 1);
    const r = await register({ [field]: long });
    expect(!r.ok && r.errors[field as 'firstName']).toBe(message);
    expect((await register({ [field]: 'A'.repeat(NAME_MAX_LENGTH) })).ok).toBe(true);
    const profile = { firstName: 'Ann', lastName: 'Lee', country: 'GB', [field]: long };
    expect(fieldErrors(profileUpdateSchema, profile).ok).toBe(false);
    const complete = { ...profile, phoneCode: '+44', phone: '7700900123' };
    expect(fieldErrors(completeProfileSchema, complete).ok).toBe(false);
  });

  it('bounds the e-mail at 254 characters, and does not take long to refuse a long one', async () => {
    const at254 = `${'a'.repeat(EMAIL_MAX_LENGTH - 'example.com'.length - 1)}@example.com`;
    expect(at254).toHaveLength(254);
    expect(emailSchema.safeParse(at254).success).toBe(true);
    const r = await register({ email: `a${at254}` });
    expect(!r.ok && r.errors.email).toBe('Email must be at most 254 characters long');
    // A run of dots makes the e-mail pattern backtrack: the length is checked first.
    const started = performance.now();
    expect(isEmailAddress(`a@${'.'.repeat(200_000)}`)).toBe(false);
    expect(emailSchema.safeParse(`a@${'.'.repeat(200_000)}@`).success).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('bounds the password at 256 characters', async () => {
    const r = await register({ password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) });
    expect(!r.ok && r.errors.password).toBe('Password must be at most 256 characters long');
  });

  it('refuses wrong types in the form words', async () => {
    const r = await register({ firstName: 42, email: ['a@b.co'], phone: 7700900123, password: null });
    expect(!r.ok && r.errors).toMatchObject({
      firstName: 'First name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      password: 'Password is required',
    });
    const notAnObject = fieldErrors(profileUpdateSchema, ['Ann']);
    expect(!notAnObject.ok && notAnObject.first).toBe('The request must be a JSON object');
  });
});

describe('the sign-up check in the user pool', () => {
  const attributes = {
    given_name: 'Ann',
    family_name: 'Lee',
    email: 'ann@example.com',
    phone_number: '+447700900123',
    'custom:country': 'GB',
  };
  const problem = (change: Record<string, unknown>) => {
    const r = signUpAttributesSchema.safeParse({ ...attributes, ...change });
    return r.success ? undefined : r.error.issues[0]?.message;
  };

  it('agrees with the form', () => {
    expect(problem({})).toBeUndefined();
    expect(problem({ phone_number: '+4412' })).toBe('Please enter a valid phone number');
    expect(problem({ phone_number: '+44abc' })).toBe('Phone number must contain digits only');
    expect(problem({ phone_number: '' })).toBe('Phone number is required');
    expect(problem({ given_name: 'A'.repeat(301) })).toBe('First name must be at most 100 characters long');
    expect(problem({ family_name: 'A'.repeat(101) })).toBe('Last name must be at most 100 characters long');
    expect(problem({ email: `${'a'.repeat(250)}@example.com` })).toBe(
      'Email must be at most 254 characters long',
    );
  });
});
