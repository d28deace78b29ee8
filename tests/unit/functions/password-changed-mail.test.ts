import { describe, expect, it } from 'vitest';
import {
  PASSWORD_CHANGED_SUBJECT,
  passwordChangedMail,
  writtenMoment,
} from '#functions/account/password-changed-mail';

const input = {
  to: 'ada@example.com',
  firstName: 'Ada <b>',
  changedAt: Date.UTC(2026, 10, 28, 11, 32, 5),
  appUrl: 'https://policylens.app',
};

describe('the mail that tells someone their password was changed', () => {
  it('says when, that other devices were signed out, and how to reset it if it was not them', () => {
    const mail = passwordChangedMail(input);
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe(PASSWORD_CHANGED_SUBJECT);
    expect(mail.text).toContain('was changed on 28 November 2026 at 11:32 UTC');
    expect(mail.text).toContain('Every other device signed in to your account was signed out.');
    expect(mail.text).toContain(
      'If it was not you, reset your password now: on the log-in page (https://policylens.app/login) choose "Forgot password?"',
    );
    expect(mail.html).toContain('href="https://policylens.app/login"');
    expect(mail.html).toContain('28 November 2026 at 11:32 UTC');
  });

  it('escapes what the person typed in the HTML', () => {
    const html = passwordChangedMail(input).html ?? '';
    expect(html).toContain('Hello Ada &#60;b&#62;,');
    expect(html).not.toContain('Ada <b>');
  });

  it('writes the moment in UTC, to the minute', () => {
    expect(writtenMoment(Date.UTC(2027, 0, 3, 7, 5))).toBe('3 January 2027 at 07:05 UTC');
  });
});
