import { describe, expect, it } from 'vitest';
import { fromHeaderFields, mailIdentity, parseFromHeader } from '#functions/policies/mail-from';

const identity = (address: string) => ({ address, domain: address.split('@')[1] });

describe('the sender of a mail, from its From header', () => {
  it('reads plain, valid From values', () => {
    expect(parseFromHeader('ann@example.com')).toEqual(identity('ann@example.com'));
    expect(parseFromHeader('Ann <ann@example.com>')).toEqual(identity('ann@example.com'));
    expect(parseFromHeader('"Doe, Ann" <ann@example.com>')).toEqual(identity('ann@example.com'));
    expect(parseFromHeader('John Q. Public <john@mail.example.com>')).toEqual(
      identity('john@mail.example.com'),
    );
    expect(parseFromHeader('  Ann  <Ann.Lee+policies@Example.COM>  ')).toEqual(
      identity('ann.lee+policies@example.com'),
    );
    expect(parseFromHeader('Zoë Brontë <zoe@example.com>')).toEqual(identity('zoe@example.com'));
    // A comment that says nothing about addresses is harmless.
    expect(parseFromHeader('ann@example.com (Ann at home)')).toEqual(identity('ann@example.com'));
  });

  it('reads display names written as encoded words', () => {
    expect(parseFromHeader('=?UTF-8?B?QW5uIEzDqWU=?= <ann@example.com>')).toEqual(
      identity('ann@example.com'),
    );
    expect(parseFromHeader('=?ISO-8859-1?Q?Zo=EB?= <zoe@example.com>')).toEqual(identity('zoe@example.com'));
  });

  it('refuses a display name that is, or holds, an address', () => {
    // The reported attack: the first <…> of the value is the victim, the real address is the sender's.
    expect(parseFromHeader('"<victim@example.com>" <x@policylens.local>')).toBeNull();
    expect(parseFromHeader('"victim@example.com" <x@policylens.local>')).toBeNull();
    expect(parseFromHeader('"Victim <victim@example.com>" <x@policylens.local>')).toBeNull();
    expect(parseFromHeader('"Ann\\"<victim@example.com>" <x@policylens.local>')).toBeNull();
    // Unquoted, these do not even parse.
    expect(parseFromHeader('victim@example.com <x@policylens.local>')).toBeNull();
    expect(parseFromHeader('<victim@example.com> <x@policylens.local>')).toBeNull();
  });

  it('refuses an encoded-word display name that decodes to an address', () => {
    expect(parseFromHeader('=?UTF-8?Q?victim=40example.com?= <x@policylens.local>')).toBeNull();
    expect(parseFromHeader('=?UTF-8?B?PHZpY3RpbUBleGFtcGxlLmNvbT4=?= <x@policylens.local>')).toBeNull();
  });

  it('refuses comments that hold an address', () => {
    expect(parseFromHeader('x@policylens.local (<victim@example.com>)')).toBeNull();
    expect(parseFromHeader('x@policylens.local (victim@example.com)')).toBeNull();
    expect(parseFromHeader('Sender (victim@example.com) <x@policylens.local>')).toBeNull();
    expect(parseFromHeader('x(victim@example.com)@policylens.local')).toBeNull();
    expect(parseFromHeader('x@policylens.local (=?UTF-8?Q?victim=40example.com?=)')).toBeNull();
  });

  it('refuses several addresses and groups', () => {
    expect(parseFromHeader('x@policylens.local, victim@example.com')).toBeNull();
    expect(parseFromHeader('Ann <ann@example.com>, Bob <bob@example.com>')).toBeNull();
    expect(parseFromHeader('Friends: victim@example.com;')).toBeNull();
    expect(parseFromHeader('Friends: x@policylens.local, victim@example.com;')).toBeNull();
    expect(parseFromHeader('undisclosed-recipients:;')).toBeNull();
  });

  it('refuses what does not parse, or parses to an unusual address', () => {
    for (const value of [
      '',
      'nobody',
      '<x@policylens.local',
      'Ann <ann@example.com> trailing words',
      'ann@example.com,',
      '<@route.example:x@policylens.local>',
      'Ann <ann@[127.0.0.1]>',
      '"victim@example.com"@policylens.local',
      'ann@localhost',
    ])
      expect(parseFromHeader(value), value).toBeNull();
  });

  it('needs exactly one From field', () => {
    expect(mailIdentity(['Ann <ann@example.com>'])).toEqual(identity('ann@example.com'));
    expect(mailIdentity([])).toBeNull();
    expect(mailIdentity(undefined)).toBeNull();
    expect(mailIdentity(['x@policylens.local', 'victim@example.com'])).toBeNull();
  });
});

describe('the From fields of a raw message', () => {
  it('gives every From field of the header, unfolded and otherwise as written', () => {
    const raw = [
      'Subject: My policy',
      'From: "<victim@example.com>"',
      '  <x@policylens.local>',
      'from : second@example.com',
      'To: upload@policylens.local',
      '',
      'From: not-a-header@example.com',
      '',
    ].join('\r\n');
    expect(fromHeaderFields(Buffer.from(raw))).toEqual([
      '"<victim@example.com>"  <x@policylens.local>',
      'second@example.com',
    ]);
    expect(fromHeaderFields('To: a@example.com\n\nFrom: b@example.com\n')).toEqual([]);
  });
});
