import { z } from 'zod';
import { mailIdentity } from './mail-from';

/**
 * Whether mail to the upload address really comes from the address it claims. The verdicts come
 * from the receiving service's own checks of the connection (SES's receipt, or the local inbox's
 * check), never from headers inside the mail, which anyone can write.
 */
const verdict = z.object({ status: z.string() });

export const sesReceiptSchema = z.object({
  spfVerdict: verdict,
  dkimVerdict: verdict,
  dmarcVerdict: verdict,
  spamVerdict: verdict,
  virusVerdict: verdict,
});

export const sesMailSchema = z.object({
  messageId: z.string().min(1).max(200),
  /** The envelope sender (MAIL FROM), which SPF speaks for. */
  source: z.string(),
  /** `from`: the From field's value(s), which mail-from.ts reads the sender from. */
  commonHeaders: z.object({ from: z.array(z.string()).optional() }).passthrough(),
});

/** One record of the event SES (or the local inbox) hands the handler for a received mail. */
export const sesRecordSchema = z.object({
  ses: z.object({ mail: sesMailSchema, receipt: sesReceiptSchema }),
});
export const sesEventSchema = z.object({ Records: z.array(sesRecordSchema).min(1) });

export type SesReceipt = z.infer<typeof sesReceiptSchema>;
export type SesMail = z.infer<typeof sesMailSchema>;
export type SesEvent = z.infer<typeof sesEventSchema>;

const domainOf = (address: string) =>
  (/@([^@>\s]+)>?\s*$/.exec(address)?.[1] ?? '').toLowerCase().replace(/\.$/, '');

/** Two domains are aligned when one is the other or lies under it (mail.example.com and example.com). */
export function aligned(a: string, b: string): boolean {
  if (!a || !b) return false;
  return a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);
}

/**
 * The sender's address: the one address of the mail's From field, or null when From is missing,
 * names several addresses, or names one ambiguously (see mail-from.ts).
 */
export function fromAddress(mail: SesMail): string | null {
  return mailIdentity(mail.commonHeaders.from)?.address ?? null;
}

/**
 * Trusted when spam and virus checks pass, the From field names exactly one address, and DMARC
 * passes (for that address's domain, the only one in From); for a From domain that publishes no
 * DMARC policy (GRAY), SPF must pass for an envelope sender aligned with the From domain.
 */
export function senderTrusted(receipt: SesReceipt, mail: SesMail): boolean {
  const pass = (v: { status: string }) => v.status.toUpperCase() === 'PASS';
  if (!pass(receipt.spamVerdict) || !pass(receipt.virusVerdict)) return false;
  const from = mailIdentity(mail.commonHeaders.from);
  if (!from) return false;
  if (pass(receipt.dmarcVerdict)) return true;
  if (receipt.dmarcVerdict.status.toUpperCase() !== 'GRAY') return false;
  return pass(receipt.spfVerdict) && aligned(domainOf(mail.source), from.domain);
}
