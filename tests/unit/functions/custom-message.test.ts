import { describe, expect, it } from 'vitest';
import { authMessageKind, buildAuthMessage } from '#functions/auth/custom-message';

describe('auth e-mails', () => {
  it('chooses the message by Cognito trigger source', () => {
    expect(authMessageKind('CustomMessage_SignUp')).toBe('confirm-sign-up');
    expect(authMessageKind('CustomMessage_ResendCode')).toBe('confirm-sign-up');
    expect(authMessageKind('CustomMessage_ForgotPassword')).toBe('reset-password');
    expect(authMessageKind('CustomMessage_UpdateUserAttribute')).toBe('confirm-new-email');
    expect(authMessageKind('CustomMessage_VerifyUserAttribute')).toBe('confirm-new-email');
    expect(authMessageKind('CustomMessage_AdminCreateUser')).toBeUndefined();
  });

  it('gives a new e-mail address a code to type on the profile page, and says the old one stays', () => {
    const m = buildAuthMessage('confirm-new-email', 'https://app.example', 'new@example.com');
    expect(m.subject).toBe('Confirm your new PolicyLens e-mail address');
    expect(m.html).toContain('{####}');
    expect(m.html).toContain('https://app.example/profile');
    expect(m.html).toContain('keeps its current e-mail address');
  });

  it('puts a confirmation link into the app, carrying the address and the code placeholder', () => {
    const m = buildAuthMessage('confirm-sign-up', 'https://app.example', 'a+b@example.com');
    expect(m.subject).toBe('Confirm your PolicyLens account');
    expect(m.html).toContain(
      'href="https://app.example/auth/confirm?email=a%2Bb%40example.com&amp;code={####}"',
    );
  });

  it('tells a new user the upload address they can forward policies to', () => {
    const m = buildAuthMessage(
      'confirm-sign-up',
      'https://app.example',
      'a@example.com',
      'upload@example.app',
    );
    expect(m.html).toContain('<strong>upload@example.app</strong>');
    expect(buildAuthMessage('confirm-sign-up', 'https://app.example', 'a@example.com').html).not.toContain(
      'forward your policy PDFs',
    );
  });

  it('puts a recovery link with the secret in the address fragment', () => {
    const m = buildAuthMessage('reset-password', 'https://app.example', 'x@example.com');
    expect(m.subject).toBe('Reset your PolicyLens password');
    expect(m.html).toContain(
      'href="https://app.example/reset-password#type=recovery&amp;email=x%40example.com&amp;code={####}"',
    );
  });

  it('carries the names in the recovery link, so the reset page refuses a password made of them', () => {
    const m = buildAuthMessage('reset-password', 'https://app.example', 'x@example.com', '', [
      'Ann',
      'Lee <Smith>',
      '',
    ]);
    expect(m.html).toContain(
      'href="https://app.example/reset-password#type=recovery&amp;email=x%40example.com&amp;name=Ann&amp;name=Lee%20%3CSmith%3E&amp;code={####}"',
    );
  });
});
