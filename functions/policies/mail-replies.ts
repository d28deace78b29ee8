import { POLICY_MESSAGES, type PolicyView } from '#domain/schemas/policy';
import type { Policy } from '../data/policy-entity';
import { config } from '../lib/config';
import { escapeHtml } from '../lib/escape-html';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail';
import { recipientOf } from '../reminders/recipient';

/**
 * The replies to a mail sent to the upload address: that it was taken and is being read, then
 * (once the extraction or OCR worker settles the policy) that it was added or why it was refused.
 */
export interface MailRecipient {
  readonly email: string;
  readonly firstName: string | null;
}

const policiesUrl = () => `${config().appUrl}/policies`;
const hello = (to: MailRecipient) => `Hello${to.firstName ? ` ${to.firstName}` : ''},`;

export async function replyTo(to: MailRecipient, subject: string, lines: readonly string[]): Promise<void> {
  await sendMail({
    to: to.email,
    subject,
    text: lines.join('\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  });
}

/** The lines naming the attachments a mail had beyond what one policy takes (none when there were none). */
export function leftOutLines(leftOut: readonly string[], taken: number): string[] {
  if (leftOut.length === 0) return [];
  return [
    `${POLICY_MESSAGES.tooManyFiles}, so we took the first ${taken} and left out:`,
    ...leftOut.map((name) => `- ${name}`),
  ];
}

/** The mail taken: its documents are being read, and a second mail tells the outcome. */
export function replyAccepted(
  to: MailRecipient,
  name: string,
  files: readonly string[],
  leftOut: readonly string[],
  taken: number,
): Promise<void> {
  return replyTo(to, `We are reading your policy "${name}"`, [
    hello(to),
    'We received your e-mail and we are reading your policy documents:',
    ...files.map((f) => `- ${f}`),
    ...leftOutLines(leftOut, taken),
    'We will e-mail you again when we have finished reading them.',
  ]);
}

export function replyAdded(to: MailRecipient, policy: PolicyView): Promise<void> {
  // The link opens this policy's details to edit.
  const editUrl = `${policiesUrl()}?edit=${encodeURIComponent(policy.id)}`;
  return replyTo(to, `Your policy "${policy.name}" is in PolicyLens`, [
    hello(to),
    `We received your e-mail and added a policy to your account: ${policy.name} (${policy.insuranceTypeName}).`,
    ...policy.files.map((f) => `- ${f.name}, ${f.pages ?? '?'} pages`),
    `Check the details we read from it and correct anything we missed: ${editUrl}`,
  ]);
}

export function replyRefused(to: MailRecipient, reason: string): Promise<void> {
  return replyTo(to, 'We could not add your policy to PolicyLens', [
    hello(to),
    'We received your e-mail but could not add the policy:',
    reason,
    `You can also upload it at ${policiesUrl()}`,
  ]);
}

/**
 * Tells the sender of a mailed policy how its reading ended, once the worker settled it (the one
 * conditional write that settled it decides who sends this). A mail that cannot be sent is logged:
 * the policy stays as it was settled.
 */
export async function mailSettled(
  policy: Policy,
  outcome: { ready: PolicyView } | { refused: string },
): Promise<void> {
  if (policy.source !== 'email') return;
  try {
    const to = await recipientOf(policy.sub);
    if (!to) return;
    if ('ready' in outcome) await replyAdded(to, outcome.ready);
    else await replyRefused(to, outcome.refused);
  } catch (error) {
    logger.warn('mailed policy outcome not sent', { policyId: policy.id, error: (error as Error).name });
  }
}
