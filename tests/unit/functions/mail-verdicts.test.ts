import { describe, expect, it } from 'vitest';
import { aligned, fromAddress, type SesReceipt, senderTrusted } from '#functions/policies/mail-verdicts';
import { localResolver, localVerdicts } from '#scripts/local/mail-verdicts';

const pass = { status: 'PASS' };
const good: SesReceipt = {
  spfVerdict: pass,
  dkimVerdict: pass,
  dmarcVerdict: pass,
  spamVerdict: pass,
  virusVerdict: pass,
};
const mail = (from: string, source = from) => ({
  messageId: 'm-1',
  source,
  commonHeaders: { from: [`Ann <${from}>`] },
});

describe("trusting a sender on the receiving service's verdicts", () => {
  it('trusts DMARC PASS with clean spam and virus verdicts', () => {
    expect(senderTrusted(good, mail('ann@example.com'))).toBe(true);
    expect(senderTrusted({ ...good, spamVerdict: { status: 'FAIL' } }, mail('ann@example.com'))).toBe(false);
    expect(senderTrusted({ ...good, virusVerdict: { status: 'FAIL' } }, mail('ann@example.com'))).toBe(false);
    expect(senderTrusted({ ...good, dmarcVerdict: { status: 'FAIL' } }, mail('ann@example.com'))).toBe(false);
  });

  it('without a DMARC policy (GRAY), needs SPF PASS for an envelope sender aligned with From', () => {
    const gray = { ...good, dmarcVerdict: { status: 'GRAY' } };
    expect(senderTrusted(gray, mail('ann@example.com', 'bounces@mail.example.com'))).toBe(true);
    expect(senderTrusted(gray, mail('ann@example.com', 'bulk@other.example'))).toBe(false);
    expect(senderTrusted({ ...gray, spfVerdict: { status: 'FAIL' } }, mail('ann@example.com'))).toBe(false);
  });

  it('names the one From address, and trusts nothing when From is ambiguous', () => {
    const withFrom = (from: string[], source = 'x@policylens.local') => ({
      messageId: 'm-1',
      source,
      commonHeaders: { from },
    });
    expect(fromAddress(withFrom(['Ann <Ann@Example.com>']))).toBe('ann@example.com');
    for (const from of [
      ['"<victim@example.com>" <x@policylens.local>'],
      ['x@policylens.local (<victim@example.com>)'],
      ['x@policylens.local, victim@example.com'],
      ['x@policylens.local', 'victim@example.com'],
      ['Friends: victim@example.com;'],
      [],
    ]) {
      expect(fromAddress(withFrom(from)), from.join(' | ')).toBeNull();
      // DMARC passed for the sender's own domain; that says nothing about anyone else.
      expect(senderTrusted(good, withFrom(from)), from.join(' | ')).toBe(false);
      expect(senderTrusted({ ...good, dmarcVerdict: { status: 'GRAY' } }, withFrom(from))).toBe(false);
    }
  });

  it('aligns a domain with itself and its subdomains only', () => {
    expect(aligned('mail.example.com', 'example.com')).toBe(true);
    expect(aligned('example.com', 'badexample.com')).toBe(false);
    expect(aligned('', 'example.com')).toBe(false);
  });
});

describe('the local inbox check', () => {
  const raw = (from: string) =>
    Buffer.from(`From: ${from}\r\nTo: upload@policylens.local\r\nSubject: x\r\n\r\nHello\r\n`);

  it('publishes SPF and DMARC for the local mail domains only', async () => {
    const resolve = localResolver(['policylens.local']);
    expect(await resolve('policylens.local', 'TXT')).toEqual([['v=spf1 ip4:127.0.0.1 -all']]);
    expect(await resolve('_dmarc.policylens.local', 'TXT')).toEqual([['v=DMARC1; p=reject']]);
    await expect(resolve('example.org', 'TXT')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('passes mail from a local domain sent from 127.0.0.1, and nothing from elsewhere', async () => {
    const local = { ip: '127.0.0.1', helo: 'localhost', domains: ['policylens.local'] };
    const ok = await localVerdicts(raw('demo@policylens.local'), {
      ...local,
      sender: 'demo@policylens.local',
    });
    expect(ok.dmarcVerdict.status).toBe('PASS');
    const elsewhere = await localVerdicts(raw('demo@policylens.local'), {
      ...local,
      ip: '192.0.2.7',
      sender: 'demo@policylens.local',
    });
    expect(elsewhere.spfVerdict.status).toBe('FAIL');
    expect(elsewhere.dmarcVerdict.status).not.toBe('PASS');
    const unknown = await localVerdicts(raw('ann@outside.example'), {
      ...local,
      sender: 'ann@outside.example',
    });
    expect(unknown.dmarcVerdict.status).not.toBe('PASS');
  });
});
