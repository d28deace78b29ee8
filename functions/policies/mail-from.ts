import emailAddresses from 'email-addresses';
import libmime from 'libmime';

/**
 * Who a received mail is from, read from its From header with an RFC 5322 parser. DMARC vouches
 * for the domain of the one address in From; anything that could make another reader (a mail
 * client, the receiving service, this code) see a different address is refused rather than
 * guessed at: several From fields or addresses, a group, a value that does not parse, a display
 * name or a comment that holds an address, a source route, a quoted or non-ASCII local part, or a
 * domain literal. The display name is never used for anything else.
 */
export interface MailIdentity {
  /** The address, lower-cased: the identity mail to the upload address is matched on. */
  readonly address: string;
  readonly domain: string;
}

type Node = emailAddresses.ASTNode;

/** A plain address: dot-atom local part, host name domain, ASCII only. */
const PLAIN_ADDRESS =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/;
/** What makes text read as an address, or part of one. */
const ADDRESS_LIKE = /[@<>]/;

function nodesNamed(node: Node | null | undefined, name: string, found: Node[] = []): Node[] {
  if (!node) return found;
  if (node.name === name) found.push(node);
  for (const child of node.children ?? []) nodesNamed(child, name, found);
  return found;
}

/** Text as a reader shows it: RFC 2047 encoded words decoded (an undecodable one counts as suspect). */
function decoded(text: string): string {
  try {
    return libmime.decodeWords(text);
  } catch {
    return '@';
  }
}

function looksLikeAddress(text: string | null | undefined): boolean {
  return !!text && (ADDRESS_LIKE.test(text) || ADDRESS_LIKE.test(decoded(text)));
}

/**
 * The one address one From header value names, or null when it names none, several, or names
 * one ambiguously.
 */
export function parseFromHeader(value: string): MailIdentity | null {
  const parsed = emailAddresses({ input: value, startAt: 'from', rfc6532: true });
  if (parsed?.addresses.length !== 1) return null;
  const mailbox = parsed.addresses[0];
  if (mailbox?.type !== 'mailbox') return null;
  if (looksLikeAddress(mailbox.name)) return null;
  if (nodesNamed(parsed.ast, 'comment').some((c) => looksLikeAddress(c.tokens))) return null;
  if (nodesNamed(parsed.ast, 'obs-route').length > 0) return null;
  const address = mailbox.address.toLowerCase();
  const domain = PLAIN_ADDRESS.exec(address)?.[1];
  return domain ? { address, domain } : null;
}

/** The sender of a mail from its From field values (one per field): exactly one field, one address. */
export function mailIdentity(fromValues: readonly string[] | undefined): MailIdentity | null {
  if (fromValues?.length !== 1) return null;
  return parseFromHeader(fromValues[0] ?? '');
}

/**
 * The value of every From field in a raw message's header, unfolded (RFC 5322 2.2.3), in order and
 * otherwise as written: what the receiving service hands over as the mail's From.
 */
export function fromHeaderFields(raw: Buffer | string): string[] {
  const text = typeof raw === 'string' ? raw : raw.toString('utf8');
  const end = /\r?\n\r?\n/.exec(text);
  const header = end ? text.slice(0, end.index) : text;
  const fields = header.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/);
  return fields.flatMap((field) => {
    const match = /^from[ \t]*:(.*)$/is.exec(field);
    return match ? [(match[1] ?? '').trim()] : [];
  });
}
