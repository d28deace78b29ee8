/**
 * The 6-digit code an authenticator app (TOTP) shows, as typed at log-in and when setting the app
 * up: the same field, the same reading of it, and the same words for a code that is refused.
 */

/** The code as typed, without the spaces or dash some authenticator apps show in the middle. */
export function authenticatorCode(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

export function isAuthenticatorCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

export const AUTHENTICATOR_CODE_MESSAGES = {
  label: 'Enter the 6-digit code from your authenticator app',
  notSixDigits: 'Enter the 6 digits your authenticator app shows.',
  wrongCode: "That code didn't match. Check your authenticator app and try again.",
  usedCode: 'That code has already been used. Wait for your authenticator app to show a new one.',
} as const;
