import fc from 'fast-check';
import { authenticate } from 'mailauth';
import { describe, expect, it } from 'vitest';
import { aligned, authenticatedSender } from '#functions/policies/mail-verdicts';
import { localResolver, localSesRecord } from '#scripts/local/mail-verdicts';

/**
 * Whatever a mail's header block holds (whitespace and control characters where a field or a fold
 * begins, several From fields, folded From fields, display names and comments that hold
 * addresses, bare CR or LF line ends), the mail is filed for the one From address that SPF, DKIM
 * and DMARC were checked for, or not at all. The mail goes through the local inbox's check
 * (mailauth, as the SMTP inbox runs it) and then the app's decision, as the handler makes it.
 */
const DOMAINS = ['policylens.local'];
/** At a domain whose mail from 127.0.0.1 passes SPF and DMARC here. */
const SENDER = 'sender@policylens.local';
/** Another user of the sender's own domain, and one at a domain that publishes nothing. */
const NEIGHBOUR = 'neighbour@policylens.local';
const VICTIM = 'victim@outside.example';
const connection = { ip: '127.0.0.1', helo: 'localhost', sender: SENDER, domains: DOMAINS };

const address = fc.constantFrom(SENDER, NEIGHBOUR, VICTIM);
const pair = fc.tuple(address, address);
const mailbox = fc.oneof(
  address,
  address.map((a) => `<${a}>`),
  address.map((a) => `Ann <${a}>`),
  pair.map(([a, b]) => `"${b}" <${a}>`),
  pair.map(([a, b]) => `${b} <${a}>`),
  pair.map(([a, b]) => `${a} (${b})`),
  pair.map(([a, b]) => `${a}, ${b}`),
);
/** Whitespace and control characters, written as single bytes. */
const odd = fc.constantFrom('', ' ', '\t', '\f', '\v', '\r', '\x00', '\x1b', '\xa0');
const fieldName = fc.constantFrom('From', 'from', 'FROM', 'Subject', 'Sender', 'X-Note');
const field = fc
  .tuple(fc.constantFrom('', '', '', ' ', '\t', '\f', '\v', '\xa0'), fieldName, odd, odd, mailbox)
  .map(
    ([start, name, beforeColon, afterColon, value]) => `${start}${name}${beforeColon}:${afterColon}${value}`,
  );
/** A line that folds onto the one before, for some reader at least. */
const fold = fc
  .tuple(
    fc.constantFrom(' ', '\t', '\f', '\v', '\xa0', ' \v', '\t\f'),
    fc.oneof(
      mailbox,
      mailbox.map((m) => `From: ${m}`),
    ),
  )
  .map(([start, text]) => `${start}${text}`);
const plainFrom = address.map((a) => `From: ${a}`);
const lineEnd = fc.constantFrom('\r\n', '\r\n', '\r\n', '\n', '\r');
const headerBlock = fc
  .array(
    fc.tuple(
      fc.oneof(
        { arbitrary: plainFrom, weight: 3 },
        { arbitrary: field, weight: 3 },
        { arbitrary: fold, weight: 2 },
      ),
      lineEnd,
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((lines) => lines.map(([line, end]) => `${line}${end}`).join(''));

const message = (header: string) =>
  Buffer.from(
    `${header}To: upload@policylens.local\r\nSubject: My policy\r\n\r\nPlease add it.\r\n`,
    'latin1',
  );

/**
 * The one From address mailauth read and authenticated, or null: DMARC passed for its domain, or
 * that domain publishes no DMARC policy and SPF passed for an envelope sender aligned with it.
 */
async function checkedAddress(raw: Buffer): Promise<string | null> {
  const checked = await authenticate(raw, {
    ...connection,
    mta: 'inbox.test',
    resolver: localResolver(DOMAINS) as never,
    disableArc: true,
    disableBimi: true,
  });
  const [only, ...more] = checked.dkim.headerFrom;
  if (!only || more.length > 0) return null;
  const dmarc = checked.dmarc ? checked.dmarc.status.result : undefined;
  const spf = checked.spf && checked.spf.status.result === 'pass' ? checked.spf.domain : '';
  const spfAligned = aligned(spf, only.split('@').pop() ?? '');
  return dmarc === 'pass' || (dmarc === 'none' && spfAligned) ? only.toLowerCase() : null;
}

async function filedFor(raw: Buffer): Promise<string | null> {
  const { mail, receipt } = await localSesRecord(raw, connection, 'm-1');
  const checked = await authenticatedSender(raw, mail, receipt);
  return 'sender' in checked ? checked.sender.address : null;
}

describe('the address a received mail is filed under', () => {
  it('is the address authentication checked, or none, whatever the header block holds', async () => {
    let filed = 0;
    await fc.assert(
      fc.asyncProperty(headerBlock, async (header) => {
        const raw = message(header);
        const address = await filedFor(raw);
        if (address === null) return;
        filed++;
        expect(address).toBe(await checkedAddress(raw));
      }),
      {
        numRuns: 600,
        examples: [
          // A form feed or vertical tab that mailauth folds onto From, and a line reader does not.
          [`From: ${VICTIM}\r\n\f<${SENDER}>\r\n`],
          [`From: ${VICTIM}\r\n\vAnn <${SENDER}>\r\n`],
          // A first line beginning with a tab: a From field to mailauth, nothing to a line reader.
          [`\tFrom: ${SENDER}\r\nFrom: ${NEIGHBOUR}\r\n`],
        ],
      },
    );
    // Not vacuous: plain mail from the sender is filed.
    expect(filed).toBeGreaterThan(0);
  });

  it('files plain mail for its sender', async () => {
    expect(await filedFor(message(`From: Ann <${SENDER}>\r\n`))).toBe(SENDER);
    expect(await filedFor(message(`From: Ann\r\n <${SENDER}>\r\n`))).toBe(SENDER);
    expect(await filedFor(message(`From: ${VICTIM}\r\n`))).toBeNull();
  });
});
