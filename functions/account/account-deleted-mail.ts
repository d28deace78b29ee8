import { escapeHtml } from '../lib/escape-html';
import type { OutgoingMail } from '../lib/mail';
import { mailButton, mailFrame, smallPrint } from '../lib/mail-frame';
import { writtenMoment } from './password-changed-mail';

/**
 * The e-mail that confirms an account was deleted: when, what went with it, that every device was
 * signed out, and what to do if it was not them (the privacy policy's 30 days in which it can be
 * restored from backups, on request). Pure.
 */
export interface AccountDeletedMailInput {
  readonly to: string;
  readonly firstName: string | null;
  /** When the deletion finished (ms). */
  readonly deletedAt: number;
  readonly appUrl: string;
}

export const ACCOUNT_DELETED_SUBJECT = 'Your PolicyLens account was deleted';

function lines(input: AccountDeletedMailInput) {
  return {
    hello: `Hello${input.firstName ? ` ${input.firstName}` : ''},`,
    deleted: `Your PolicyLens account (${input.to}) was deleted on ${writtenMoment(input.deletedAt)}, with every policy document, coverage result and claim assessment in it. Every device signed in to it was signed out.`,
    ifYou: 'If you deleted it, there is nothing more to do. Thank you for using PolicyLens.',
    ifNot:
      'If it was not you, contact us within 30 days: until then we can restore the account from our backups.',
  };
}

export function accountDeletedMail(input: AccountDeletedMailInput): OutgoingMail {
  const contactUrl = `${input.appUrl}/contact`;
  const say = lines(input);
  return {
    to: input.to,
    subject: ACCOUNT_DELETED_SUBJECT,
    text: [
      say.hello,
      '',
      say.deleted,
      '',
      say.ifYou,
      '',
      `${say.ifNot} ${contactUrl}`,
      '',
      'PolicyLens',
    ].join('\n'),
    html: mailFrame('Your account was deleted', [
      `<p>${escapeHtml(say.hello)}</p>`,
      `<p>${escapeHtml(say.deleted)}</p>`,
      `<p>${escapeHtml(say.ifYou)}</p>`,
      `<p>${escapeHtml(say.ifNot)}</p>`,
      mailButton(escapeHtml(contactUrl), 'Contact us'),
      smallPrint('You get this e-mail because your PolicyLens account was deleted.'),
    ]),
  };
}
