import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants';

/*
 * The forms' words, the e-mail check and the phone number's composition, apart from the schemas:
 * a page can show a message or check an address without loading the validation library.
 */

/**
 * A whole number with its thousands separated by commas (10,000), as `toLocaleString('en-US')`
 * writes it. Written out because these messages are made when a module loads, and a Lambda's first
 * call into Intl loads ICU's data: some 25 ms of every cold start (docs/performance.md).
 */
export function withThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A field's message when its value is longer than it may be, in the words of the spec's minimums. */
export function tooLong(field: string, max: number): string {
  return `${field} must be at most ${withThousands(max)} characters long`;
}

/** Account forms, with the spec's messages; the browser and the API validate with these. */
export const MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  phoneRequired: 'Phone number is required',
  countryRequired: 'Country of residence is required',
  loginRequired: 'Please enter email and password',
  passwordsDoNotMatch: 'Passwords do not match',
  phoneDigitsOnly: 'Phone number must contain digits only',
  phoneInvalid: 'Please enter a valid phone number',
  phoneCodeInvalid: 'Please choose a country code from the list',
  firstNameTooLong: tooLong('First name', NAME_MAX_LENGTH),
  lastNameTooLong: tooLong('Last name', NAME_MAX_LENGTH),
  emailTooLong: tooLong('Email', EMAIL_MAX_LENGTH),
  passwordTooLong: tooLong('Password', PASSWORD_MAX_LENGTH),
  passwordTooCommon: 'This password is too common and easy to guess. Please choose a different one',
  passwordTooPersonal:
    'This password is too easy to guess from your name, your email or PolicyLens. Please choose a different one',
} as const;

/** A basic x@y.z pattern, as the spec asks. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The spec's e-mail pattern, tried only on an address short enough to be one: on a long run of
 * dots the pattern backtracks for a time that grows with the square of the length.
 */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * The stored phone number: country code plus the digits typed. A national trunk prefix (the
 * leading 0 of UK, Irish, Australian... numbers) is dropped, so 07700 900123 with +44 is stored as
 * +447700900123, the form Cognito requires.
 */
export function composePhone(code: string, digits: string): string {
  const national = code === '+1' ? digits : digits.replace(/^0+/, '');
  return `${code}${national}`;
}
