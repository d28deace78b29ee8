import emailAddresses from 'email-addresses';
import libmime from 'libmime';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';

/**
 * Who a received mail is from. The header is split into fields once, by mailauth, the reader that
 * authenticates mail in the local inbox, and its one From field is read with an RFC 5322 parser
 * as well. DMARC vouches for the domain of the one address in From; anything that could make
 * another reader (a mail client, the receiving service, this code) see a different address is
 * refused rather than guessed at: a header block that splits differently for another reader,
 * several From fields or addresses, a group, a value that does not parse, a display name or a
 * comment that holds an address, a source route, a quoted or non-ASCII local part, a domain
 * literal, or two readings that differ. The display name is never used for anything else.
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

/** A field's first line: an RFC 5322 field name (printable ASCII but the colon), optional WSP, the colon. */
const FIELD_START = /^[!-9;-~]+[ \t]*:/;
/** A fold begins with a space or a tab (RFC 5322 WSP); mailauth folds more (form feed, vertical tab…). */
const FOLD = /^[ \t]/;
/** Control characters other than HTAB; CR and LF only end lines. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL = /[\x00-\x08\x0a-\x1f\x7f]/;

/** One header field as mailauth splits a message: its lower-cased name and its lines (CRLF between). */
interface HeaderField {
  readonly key: string | null;
  readonly line: Buffer | string;
}

/** A field's bytes, one character each, with CRLF between its lines. */
const bytesOf = (field: HeaderField) =>
  typeof field.line === 'string' ? field.line : Buffer.from(field.line).toString('latin1');

/**
 * Whether some reader could split this header block into fields differently from mailauth: a field
 * whose first line is not a plain name and a colon (it begins with whitespace, or its name holds a
 * control character or a space), a fold that begins with anything but a space or a tab, or a
 * control character other than HTAB anywhere (a bare CR among them).
 */
function ambiguousHeader(fields: readonly HeaderField[]): boolean {
  return fields.some((field) => {
    const [first = '', ...folds] = bytesOf(field).split('\r\n');
    if (!FIELD_START.test(first) || folds.some((fold) => !FOLD.test(fold))) return true;
    return [first, ...folds].some((line) => CONTROL.test(line));
  });
}

/** No DNS: the sender is only read here; the receiving service has checked it. */
async function noDns(name: string): Promise<string[][]> {
  throw Object.assign(new Error(`${name}: not looked up`), { code: 'ENOTFOUND' });
}

/**
 * The sender of a raw message, read once, by the reader that authenticates mail in the local inbox
 * (mailauth: its split of the header into fields, and the From addresses its DMARC check is for),
 * or null when the header could be read another way: the block is ambiguous (see ambiguousHeader),
 * there is not exactly one From field, or mailauth and the RFC 5322 parser above do not read the
 * same one address in it.
 */
export async function readMailSender(raw: Buffer): Promise<MailIdentity | null> {
  const read = await dkimVerify(raw, { resolver: noDns });
  const fields = (read.headers?.parsed ?? []) as readonly HeaderField[];
  if (ambiguousHeader(fields)) return null;
  const from = fields.filter((field) => field.key === 'from');
  const [field] = from;
  if (!field || from.length !== 1 || read.headerFrom.length !== 1) return null;
  const text = Buffer.from(bytesOf(field), 'latin1').toString('utf8');
  const value = text.slice(text.indexOf(':') + 1).replace(/\r\n(?=[ \t])/g, '');
  const identity = parseFromHeader(value);
  return identity?.address === read.headerFrom[0]?.toLowerCase() ? identity : null;
}
