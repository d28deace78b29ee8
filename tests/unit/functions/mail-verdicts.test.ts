import { describe, expect, it } from 'vitest';
import {
  aligned,
  authenticatedSender,
  type SesReceipt,
  senderTrusted,
} from '#functions/policies/mail-verdicts';
import { localResolver, localSesRecord } from '#scripts/local/mail-verdicts';

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

const identity = (address: string) => ({ address, domain: address.split('@')[1] ?? '' });
const ann = identity('ann@example.com');

describe("trusting a sender on the receiving service's verdicts", () => {
  it('trusts DMARC PASS with clean spam and virus verdicts', () => {
    expect(senderTrusted(good, mail('ann@example.com'), ann)).toBe(true);
    expect(senderTrusted({ ...good, spamVerdict: { status: 'FAIL' } }, mail('ann@example.com'), ann)).toBe(
      false,
    );
    expect(senderTrusted({ ...good, virusVerdict: { status: 'FAIL' } }, mail('ann@example.com'), ann)).toBe(
      false,
    );
    expect(senderTrusted({ ...good, dmarcVerdict: { status: 'FAIL' } }, mail('ann@example.com'), ann)).toBe(
      false,
    );
    // DMARC could not be evaluated (From named no single address): neither a pass nor GRAY.
    const failed = { ...good, dmarcVerdict: { status: 'PROCESSING_FAILED' } };
    expect(senderTrusted(failed, mail('ann@example.com'), ann)).toBe(false);
  });

  it('without a DMARC policy (GRAY), needs SPF PASS for an envelope sender aligned with From', () => {
    const gray = { ...good, dmarcVerdict: { status: 'GRAY' } };
    expect(senderTrusted(gray, mail('ann@example.com', 'bounces@mail.example.com'), ann)).toBe(true);
    expect(senderTrusted(gray, mail('ann@example.com', 'bulk@other.example'), ann)).toBe(false);
    expect(senderTrusted({ ...gray, spfVerdict: { status: 'FAIL' } }, mail('ann@example.com'), ann)).toBe(
      false,
    );
  });

  it('trusts verdicts only for the very address the mail is filed under', () => {
    // The service checked x@policylens.local; a pass for that domain says nothing about anyone else.
    const victim = identity('victim@example.com');
    expect(senderTrusted(good, mail('x@policylens.local'), victim)).toBe(false);
    expect(senderTrusted(good, mail('x@policylens.local'), identity('y@policylens.local'))).toBe(false);
    const gray = { ...good, dmarcVerdict: { status: 'GRAY' } };
    expect(senderTrusted(gray, mail('x@policylens.local', 'victim@example.com'), victim)).toBe(false);
    const withFrom = (from: string[]) => ({
      messageId: 'm-1',
      source: 'x@policylens.local',
      commonHeaders: { from },
    });
    for (const from of [
      ['"<victim@example.com>" <x@policylens.local>'],
      ['x@policylens.local (<victim@example.com>)'],
      ['x@policylens.local, victim@example.com'],
      ['x@policylens.local', 'victim@example.com'],
      ['Friends: victim@example.com;'],
      [],
    ]) {
      for (const filed of [victim, identity('x@policylens.local')]) {
        expect(senderTrusted(good, withFrom(from), filed), from.join(' | ')).toBe(false);
        expect(senderTrusted({ ...good, dmarcVerdict: { status: 'GRAY' } }, withFrom(from), filed)).toBe(
          false,
        );
      }
    }
  });

  it('files a stored mail for the sender its header names, if the verdicts are for that sender', async () => {
    const raw = (from: string) => Buffer.from(`From: ${from}\r\nTo: upload@policylens.local\r\n\r\nHi\r\n`);
    expect(await authenticatedSender(raw('Ann <ann@example.com>'), mail('ann@example.com'), good)).toEqual({
      sender: ann,
    });
    expect(await authenticatedSender(raw('victim@example.com'), mail('x@policylens.local'), good)).toEqual({
      refused: 'verdicts',
    });
    const folded = raw('victim@example.com\r\n\f<x@policylens.local>');
    expect(await authenticatedSender(folded, mail('x@policylens.local'), good)).toEqual({
      refused: 'from header',
    });
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
    const check = async (from: string, connection: typeof local & { sender: string }) =>
      localSesRecord(raw(from), connection, 'm-1');
    const ok = await check('demo@policylens.local', { ...local, sender: 'demo@policylens.local' });
    expect(ok.receipt.dmarcVerdict.status).toBe('PASS');
    // The From it hands on is the one address mailauth checked.
    expect(ok.mail.commonHeaders.from).toEqual(['demo@policylens.local']);
    const elsewhere = await check('demo@policylens.local', {
      ...local,
      ip: '192.0.2.7',
      sender: 'demo@policylens.local',
    });
    expect(elsewhere.receipt.spfVerdict.status).toBe('FAIL');
    expect(elsewhere.receipt.dmarcVerdict.status).not.toBe('PASS');
    const unknown = await check('ann@outside.example', { ...local, sender: 'ann@outside.example' });
    expect(unknown.receipt.dmarcVerdict.status).not.toBe('PASS');
  });

  it('gives no GRAY DMARC verdict when From names several addresses: SPF alone cannot stand in', async () => {
    const local = {
      ip: '127.0.0.1',
      helo: 'localhost',
      domains: ['policylens.local'],
      sender: 'x@policylens.local',
    };
    const two = await localSesRecord(raw('x@policylens.local, y@policylens.local'), local, 'm-1');
    expect(two.receipt.spfVerdict.status).toBe('PASS');
    expect(two.receipt.dmarcVerdict.status).toBe('PROCESSING_FAILED');
    expect(two.mail.commonHeaders.from).toEqual(['x@policylens.local', 'y@policylens.local']);
  });
});
