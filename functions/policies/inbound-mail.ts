import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { type Attachment, type ParsedMail, simpleParser } from 'mailparser';
import { MAIL_ATTACHMENT_MAX_BYTES, MAIL_MAX_ATTACHMENTS } from '#domain/constants';
import { type FileType, isPdfName } from '#domain/schemas/policy';
import { accountWithVerifiedEmail } from '../account/verified-email';
import { writeObject } from '../data/document-store';
import { INBOUND_MAIL_PREFIX } from '../data/keys';
import { releaseMail, takeMailOnce } from '../data/mail-receipts';
import { getPolicy } from '../data/policy-store';
import type { UserRecord } from '../data/user-record';
import { s3 } from '../lib/client-s3';
import { config } from '../lib/config';
import { AppError } from '../lib/errors';
import { logger } from '../lib/logger';
import { count, METRIC } from '../lib/observability';
import { replyAccepted, replyRefused, replyTo } from './mail-replies';
import { authenticatedSender, type SesMail, type SesReceipt } from './mail-verdicts';
import { submitPolicy } from './policy-completion';
import { type NewFile, startPolicy } from './policy-creation';
import { deletePolicy } from './policy-deletion';

/**
 * E-mail-to-upload: a mail with PDF attachments, sent from an account's verified address to the
 * upload address, becomes a policy of that account. Anything else is dropped quietly: the sender never learns
 * whether an address has an account.
 */
export type InboundOutcome = 'created' | 'refused' | 'dropped';

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

async function startFromMail(user: UserRecord, attachments: Attachment[]) {
  const names = attachments.map((a, i) => a.filename ?? `document-${i + 1}.pdf`);
  const kinds = classifyAttachments(names);
  const files: NewFile[] = attachments.map((a, i) => ({
    name: names[i] ?? 'document.pdf',
    size: a.size,
    fileType: kinds[i]?.fileType ?? 'other',
    customName: kinds[i]?.customName ?? null,
    maxBytes: MAIL_ATTACHMENT_MAX_BYTES,
  }));
  const base = names[0]?.replace(/\.pdf$/i, '').replace(/[-_]+/g, ' ') ?? 'Policy';
  return startPolicy(
    user.sub,
    { name: base, insuranceTypeId: 'other', insurer: null, startDate: null, endDate: null, source: 'email' },
    files,
  );
}

/**
 * Stores the attachments as the policy's uploads and hands it to the worker, telling the sender it
 * is being read once all are in; a failure leaves no policy behind.
 */
async function storeAndSubmit(
  user: UserRecord,
  policyId: string,
  attachments: Attachment[],
  leftOut: readonly string[],
) {
  try {
    const stored = await getPolicy(user.sub, policyId);
    await Promise.all(
      stored.files.map((f, i) =>
        writeObject(f.uploadKey, attachments[i]?.content ?? new Uint8Array(), 'application/pdf'),
      ),
    );
    const names = stored.files.map((f) => f.name);
    await submitPolicy(user.sub, policyId, () =>
      replyAccepted(user, stored.name, names, leftOut, MAIL_MAX_ATTACHMENTS),
    );
  } catch (error) {
    // A refusal has removed the policy already; anything else removes it here, so a retry starts clean.
    if (!(error instanceof AppError)) await deletePolicy(user.sub, policyId).catch(() => undefined);
    throw error;
  }
}

/**
 * Takes the mail's documents as a policy (the first MAIL_MAX_ATTACHMENTS; the reply names any left
 * out) and says so; the worker that settles it mails the outcome (added, or refused with why) when
 * reading ends, however long that takes.
 */
async function createFromMail(user: UserRecord, all: Attachment[]): Promise<InboundOutcome> {
  const attachments = all.slice(0, MAIL_MAX_ATTACHMENTS);
  const leftOut = all
    .slice(MAIL_MAX_ATTACHMENTS)
    .map((a, i) => a.filename ?? `document-${MAIL_MAX_ATTACHMENTS + i + 1}.pdf`);
  try {
    const started = await startFromMail(user, attachments);
    await storeAndSubmit(user, started.policy.id, attachments, leftOut);
    return 'created';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await replyRefused(user, error.message);
    return 'refused';
  }
}

async function readStoredMail(bucket: string, key: string): Promise<Buffer> {
  const raw = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from((await raw.Body?.transformToByteArray()) ?? new Uint8Array());
}

async function handleMail(raw: Buffer, from: string): Promise<InboundOutcome> {
  const user = await accountWithVerifiedEmail(from);
  if (!user) {
    logger.info('inbound mail dropped', { reason: 'unknown sender' });
    return 'dropped';
  }
  const parsed = await simpleParser(raw);
  const messageId = parsed.messageId?.trim();
  // The same mail sent again (one Message-ID from one sender) is taken once, whatever SES calls it.
  if (messageId && !(await takeMailOnce(user.sub, from, messageId))) {
    logger.info('inbound mail dropped', { reason: 'already taken' });
    return 'dropped';
  }
  try {
    return await answerMail(user, pdfAttachments(parsed));
  } catch (error) {
    // Not decided: the retry (or the same mail sent again) is taken afresh.
    if (messageId) await releaseMail(user.sub, from, messageId);
    throw error;
  }
}

async function answerMail(user: UserRecord, attachments: Attachment[]): Promise<InboundOutcome> {
  if (attachments.length === 0) {
    await replyTo(user, 'We could not find a policy in your e-mail', [
      'We received your e-mail, but it had no PDF attached.',
      'Attach your policy documents as PDF files and send it again.',
    ]);
    return 'refused';
  }
  return createFromMail(user, attachments);
}

/**
 * Handles one mail SES received and stored under its message id. The sender is the one address
 * of the stored mail's From field, read once (a header that could be read another way is
 * dropped), and is trusted only on the receiving service's verdicts for that very address, never
 * on headers inside the mail. The account is the one whose verified address that is. The stored
 * mail is removed once it is decided; when handling fails it stays for the retry (and expires
 * with the bucket's lifecycle rule).
 */
export async function receiveMail(mail: SesMail, receipt: SesReceipt): Promise<InboundOutcome> {
  const bucket = config().inboundBucket;
  if (!bucket) throw new Error('INBOUND_BUCKET is not set for the mail handler');
  const key = `${INBOUND_MAIL_PREFIX}${mail.messageId}`;
  const raw = await readStoredMail(bucket, key);
  const checked = await authenticatedSender(raw, mail, receipt);
  if ('refused' in checked) logger.info('inbound mail dropped', { reason: checked.refused });
  const outcome = 'sender' in checked ? await handleMail(raw, checked.sender.address) : 'dropped';
  count(outcome === 'created' ? METRIC.mailAccepted : METRIC.mailRefused);
  await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  return outcome;
}
