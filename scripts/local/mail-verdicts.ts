import { type AuthenticateResult, authenticate } from 'mailauth';
import type { SesMail, SesReceipt } from '#functions/policies/mail-verdicts';

/**
 * The local inbox's verdicts on a received mail, from a real check of the message and of the
 * connection it came on (SPF, DKIM and DMARC with mailauth), in the shape SES gives. There is no
 * internet here, so DNS answers come from a resolver that knows only the local mail domains: each
 * publishes SPF that allows 127.0.0.1 alone and a DMARC policy of reject. Mail claiming any other
 * domain finds no records, so its DMARC verdict is not PASS and it is not trusted, whatever its
 * headers say. The local inbox has no spam or virus scanner; those two verdicts are PASS. The From
 * it hands on is the one mailauth read, the one its DMARC verdict is for.
 */
export const DEFAULT_LOCAL_MAIL_DOMAINS: readonly string[] = ['policylens.local'];

function notFound(name: string): Error {
  return Object.assign(new Error(`${name} not found`), { code: 'ENOTFOUND' });
}

export function localResolver(domains: readonly string[]) {
  const known = new Set(domains.map((d) => d.toLowerCase()));
  return async (name: string, type: string): Promise<string[][]> => {
    const host = name.toLowerCase().replace(/\.$/, '');
    if (type === 'TXT' && known.has(host)) return [['v=spf1 ip4:127.0.0.1 -all']];
    if (type === 'TXT' && host.startsWith('_dmarc.') && known.has(host.slice('_dmarc.'.length)))
      return [['v=DMARC1; p=reject']];
    throw notFound(name);
  };
}

type Result = string | undefined;
interface Checked {
  readonly status?: { readonly result?: string };
}

/** mailauth's result words as SES's verdicts. */
function asSes(result: Result): string {
  if (result === 'pass') return 'PASS';
  if (result === 'fail' || result === 'softfail') return 'FAIL';
  if (result === 'none' || result === 'neutral' || result === undefined) return 'GRAY';
  return 'PROCESSING_FAILED';
}

/** mailauth's results as SES's receipt. */
function asReceipt(checked: AuthenticateResult): SesReceipt {
  const resultOf = (part: unknown): Result =>
    ((part as Checked | false | undefined) || undefined)?.status?.result;
  const dkim = (checked.dkim?.results ?? []) as Checked[];
  return {
    spfVerdict: { status: asSes(resultOf(checked.spf)) },
    dkimVerdict: { status: dkim.some((r) => resultOf(r) === 'pass') ? 'PASS' : asSes(resultOf(dkim[0])) },
    // No DMARC result at all: From did not name exactly one address, so there was no domain to check.
    dmarcVerdict: { status: checked.dmarc ? asSes(resultOf(checked.dmarc)) : 'PROCESSING_FAILED' },
    spamVerdict: { status: 'PASS' },
    virusVerdict: { status: 'PASS' },
  };
}

/** What SES's Lambda action hands over for a received mail, checked here: the mail and its receipt. */
export async function localSesRecord(
  raw: Buffer,
  connection: { ip: string; helo: string; sender: string; domains: readonly string[] },
  messageId: string,
): Promise<{ mail: SesMail; receipt: SesReceipt }> {
  const checked = await authenticate(raw, {
    ip: connection.ip,
    helo: connection.helo,
    sender: connection.sender,
    mta: 'inbox.policylens.local',
    resolver: localResolver(connection.domains) as never,
    disableArc: true,
    disableBimi: true,
  });
  const from = checked.dkim?.headerFrom ?? [];
  return {
    mail: { messageId, source: connection.sender, commonHeaders: { from } },
    receipt: asReceipt(checked),
  };
}
