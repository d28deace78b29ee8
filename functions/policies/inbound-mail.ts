import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { type Attachment, type ParsedMail, simpleParser } from 'mailparser';
import { MAIL_ATTACHMENT_MAX_BYTES, MAIL_MAX_ATTACHMENTS } from '../../domain/constants';
import { type FileType, isPdfName } from '../../domain/schemas/policy';
import { writeObject } from '../data/document-store';
import { getPolicy } from '../data/policy-store';
import { findUserByEmail, type UserRecord } from '../data/user-record';
import { s3 } from '../lib/clients';
import { config } from '../lib/config';
import { AppError } from '../lib/errors';
import { logger } from '../lib/logger';
import { escapeHtml, sendMail } from '../lib/mail';
import { completePolicy, type NewFile, startPolicy } from './policies';

/**
 * E-mail-to-upload: a mail with PDF attachments, sent from a registered address to the upload
 * address, becomes a policy of that user. Anything else is dropped quietly: the sender never learns
 * whether an address has an account.
 */
export type InboundOutcome = 'created' | 'refused' | 'dropped';

/** SES's verdicts on an inbound mail, from the headers it adds; all must pass in AWS. */
export function verdictsPass(headers: ParsedMail['headers']): boolean {
  const header = (name: string) => {
    const value = headers.get(name);
    return typeof value === 'string' ? value : JSON.stringify(value ?? '');
  };
  const results = header('authentication-results').toLowerCase();
  return (
    header('x-ses-spam-verdict').toUpperCase() === 'PASS' &&
    header('x-ses-virus-verdict').toUpperCase() === 'PASS' &&
    /\bspf=pass\b/.test(results) &&
    /\bdkim=pass\b/.test(results)
  );
}

/** Which document each attachment is, from its name; exactly one becomes the schedule. */
export function classifyAttachments(
  names: readonly string[],
): { fileType: FileType; customName: string | null }[] {
  const typed = names.map((name): { fileType: FileType; customName: string | null } => {
    const n = name.toLowerCase();
    if (/ipid|product information/.test(n)) return { fileType: 'ipid', customName: null };
    if (/certificate/.test(n)) return { fileType: 'certificate', customName: null };
    if (/wording|booklet|terms|pds/.test(n)) return { fileType: 'policy_wording', customName: null };
    if (/schedule/.test(n)) return { fileType: 'policy_schedule', customName: null };
    return { fileType: 'other', customName: name.replace(/\.pdf$/i, '') };
  });
  const schedules = typed.filter((t) => t.fileType === 'policy_schedule');
  for (const extra of schedules.slice(1)) {
    extra.fileType = 'other';
    extra.customName = 'Policy schedule';
  }
  if (schedules.length === 0 && typed.length > 0) {
    // The first document that is not a summary stands as the schedule.
    const first = typed.find((t) => t.fileType !== 'ipid') ?? typed[0];
    if (first) {
      first.fileType = 'policy_schedule';
      first.customName = null;
    }
  }
  return typed;
}

function pdfAttachments(mail: ParsedMail): Attachment[] {
  return mail.attachments.filter(
    (a) => a.contentType === 'application/pdf' || (a.filename !== undefined && isPdfName(a.filename)),
  );
}

async function reply(user: UserRecord, subject: string, lines: string[]): Promise<void> {
  await sendMail({
    to: user.email,
    subject,
    text: lines.join('\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  });
}

async function createFromMail(user: UserRecord, attachments: Attachment[]): Promise<InboundOutcome> {
  const names = attachments.map((a, i) => a.filename ?? `document-${i + 1}.pdf`);
  const kinds = classifyAttachments(names);
  const files: NewFile[] = attachments.map((a, i) => ({
    name: names[i] ?? 'document.pdf',
    size: a.size,
    fileType: kinds[i]?.fileType ?? 'other',
    customName: kinds[i]?.customName ?? null,
    maxBytes: MAIL_ATTACHMENT_MAX_BYTES,
  }));
  const policyUrl = `${config().appUrl}/policies`;
  try {
    const base = names[0]?.replace(/\.pdf$/i, '').replace(/[-_]+/g, ' ') ?? 'Policy';
    const started = await startPolicy(
      user.sub,
      {
        name: base,
        insuranceTypeId: 'other',
        insurer: null,
        startDate: null,
        endDate: null,
        source: 'email',
      },
      files,
    );
    const stored = await getPolicy(user.sub, started.policy.id);
    await Promise.all(
      stored.files.map((f, i) =>
        writeObject(f.uploadKey, attachments[i]?.content ?? new Uint8Array(), 'application/pdf'),
      ),
    );
    const policy = await completePolicy(user.sub, started.policy.id);
    await reply(user, `Your policy "${policy.name}" is in PolicyLens`, [
      `Hello${user.firstName ? ` ${user.firstName}` : ''},`,
      `We received your e-mail and added a policy to your account: ${policy.name} (${policy.insuranceTypeName}).`,
      ...policy.files.map((f) => `- ${f.name}, ${f.pages ?? '?'} pages`),
      `Check the details we read from it and correct anything we missed: ${policyUrl}`,
    ]);
    return 'created';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await reply(user, 'We could not add your policy to PolicyLens', [
      `Hello${user.firstName ? ` ${user.firstName}` : ''},`,
      'We received your e-mail but could not add the policy:',
      error.message,
      `You can also upload it at ${policyUrl}`,
    ]);
    return 'refused';
  }
}

/** Handles one raw mail stored in the inbound bucket, then removes it. */
export async function receiveMail(bucket: string, key: string): Promise<InboundOutcome> {
  const raw = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  const bytes = Buffer.from((await raw.Body?.transformToByteArray()) ?? new Uint8Array());
  try {
    const mail = await simpleParser(bytes);
    // The local inbox has no SPF or DKIM to check; in AWS, SES's verdicts must all pass.
    if (!config().local && !verdictsPass(mail.headers)) {
      logger.info('inbound mail dropped', { reason: 'verdicts' });
      return 'dropped';
    }
    const from = mail.from?.value[0]?.address;
    const user = from ? await findUserByEmail(from) : undefined;
    if (!user) {
      logger.info('inbound mail dropped', { reason: 'unknown sender' });
      return 'dropped';
    }
    const attachments = pdfAttachments(mail);
    if (attachments.length === 0) {
      await reply(user, 'We could not find a policy in your e-mail', [
        'We received your e-mail, but it had no PDF attached.',
        'Attach your policy documents as PDF files and send it again.',
      ]);
      return 'refused';
    }
    return await createFromMail(user, attachments.slice(0, MAIL_MAX_ATTACHMENTS));
  } finally {
    await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  }
}
