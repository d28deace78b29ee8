import { z } from 'zod';
import { type MailIdentity, mailIdentity, readMailSender } from './mail-from';

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
  /**
   * `from`: the From the receiving service read (SES: the From field's value(s); the local inbox:
   * the addresses mailauth read there), the one its DMARC verdict is for.
   */
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
 * Trusted when spam and virus checks pass and the verdicts speak for the very address the mail is
 * filed under: the receiving service read From as that one address, so its DMARC verdict is for
 * that address's domain (a pass for any other domain is not enough), and DMARC passed; or, for a
 * From domain that publishes no DMARC policy (GRAY), SPF passed for an envelope sender aligned
 * with that domain. A DMARC verdict that could not be reached (several From addresses, say) is
 * neither.
 */
export function senderTrusted(receipt: SesReceipt, mail: SesMail, sender: MailIdentity): boolean {
  const pass = (v: { status: string }) => v.status.toUpperCase() === 'PASS';
  if (!pass(receipt.spamVerdict) || !pass(receipt.virusVerdict)) return false;
  if (mailIdentity(mail.commonHeaders.from)?.address !== sender.address) return false;
  if (pass(receipt.dmarcVerdict)) return true;
  if (receipt.dmarcVerdict.status.toUpperCase() !== 'GRAY') return false;
  return pass(receipt.spfVerdict) && aligned(domainOf(mail.source), sender.domain);
}

export type SenderCheck =
  | { readonly sender: MailIdentity }
  | { readonly refused: 'from header' | 'verdicts' };

/**
 * Who a stored mail is filed under: the one sender its header names, read once and unambiguously
 * (see readMailSender), if the receiving service's verdicts vouch for that very address.
 */
export async function authenticatedSender(
  raw: Buffer,
  mail: SesMail,
  receipt: SesReceipt,
): Promise<SenderCheck> {
  const sender = await readMailSender(raw);
  if (!sender) return { refused: 'from header' };
  return senderTrusted(receipt, mail, sender) ? { sender } : { refused: 'verdicts' };
}
