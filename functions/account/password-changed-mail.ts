import { escapeHtml } from '../lib/escape-html';
import type { OutgoingMail } from '../lib/mail';
import { mailButton, mailFrame, smallPrint } from '../lib/mail-frame';

/**
 * The e-mail that tells someone their password was changed: when, that every other device was
 * signed out, and what to do if it was not them (reset it from the log-in page). Pure.
 */
export interface PasswordChangedMailInput {
  readonly to: string;
  readonly firstName: string | null;
  /** When the change was made (ms). */
  readonly changedAt: number;
  readonly appUrl: string;
}

export const PASSWORD_CHANGED_SUBJECT = 'Your PolicyLens password was changed';

/** '28 November 2026 at 11:32 UTC'. */
export function writtenMoment(at: number): string {
  const when = new Date(at);
  const day = when.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = when.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${day} at ${time} UTC`;
}

function lines(input: PasswordChangedMailInput, loginUrl: string) {
  return {
    hello: `Hello${input.firstName ? ` ${input.firstName}` : ''},`,
    changed: `The password of your PolicyLens account (${input.to}) was changed on ${writtenMoment(input.changedAt)}. Every other device signed in to your account was signed out.`,
    ifYou: 'If you changed it, there is nothing more to do.',
    ifNot: `If it was not you, reset your password now: on the log-in page (${loginUrl}) choose "Forgot password?", and we will e-mail a reset link to this address.`,
  };
}

export function passwordChangedMail(input: PasswordChangedMailInput): OutgoingMail {
  const loginUrl = `${input.appUrl}/login`;
  const say = lines(input, loginUrl);
  return {
    to: input.to,
    subject: PASSWORD_CHANGED_SUBJECT,
    text: [say.hello, '', say.changed, '', say.ifYou, '', say.ifNot, '', 'PolicyLens'].join('\n'),
    html: mailFrame('Your password was changed', [
      `<p>${escapeHtml(say.hello)}</p>`,
      `<p>${escapeHtml(say.changed)}</p>`,
      `<p>${escapeHtml(say.ifYou)}</p>`,
      `<p>If it was not you, reset your password now: on the log-in page choose "Forgot password?", and we will e-mail a reset link to this address.</p>`,
      mailButton(escapeHtml(loginUrl), 'Reset your password'),
      smallPrint('You get this e-mail because the password of your PolicyLens account was changed.'),
    ]),
  };
}
