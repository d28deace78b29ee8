import { describe, expect, it } from 'vitest';
import { mailIdentity, parseFromHeader, readMailSender } from '#functions/policies/mail-from';

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

describe('the sender of a raw message, read once as mailauth reads it', () => {
  const sender = (header: string) =>
    readMailSender(
      Buffer.from(
        `${header}To: upload@policylens.local\r\nSubject: x\r\n\r\nFrom: b@example.com\r\n`,
        'latin1',
      ),
    );

  it('reads one From field, folded or not, with CRLF or LF line ends', async () => {
    expect(await sender('From: Ann <ann@example.com>\r\n')).toEqual(identity('ann@example.com'));
    expect(await sender('Subject: hi\r\nFrom: "Lee, Ann"\r\n\t<Ann@Example.com>\r\n')).toEqual(
      identity('ann@example.com'),
    );
    expect(await sender('from : ann@example.com\n')).toEqual(identity('ann@example.com'));
    expect(await sender('From: =?UTF-8?B?QW5uIEzDqWU=?= <ann@example.com>\r\n')).toEqual(
      identity('ann@example.com'),
    );
    expect(await sender(Buffer.from('From: Zoë <zoe@example.com>\r\n').toString('latin1'))).toEqual(
      identity('zoe@example.com'),
    );
  });

  it('refuses a header that another reader could split into other fields', async () => {
    for (const header of [
      // A From line that begins with a tab or a form feed: a field to mailauth, a fold or nothing to others.
      '\tFrom: victim@example.com\r\nFrom: x@policylens.local\r\n',
      '\fFrom: victim@example.com\r\nFrom: x@policylens.local\r\n',
      ' From: x@policylens.local\r\n',
      // A form feed, vertical tab or no-break space that mailauth reads as a fold and others do not.
      'From: victim@example.com\r\n\f<x@policylens.local>\r\n',
      'From: victim@example.com\r\n\vAnn <x@policylens.local>\r\n',
      'From: x@policylens.local\r\n\vFrom: victim@example.com\r\n',
      'From: victim@example.com\r\n\xa0<x@policylens.local>\r\n',
      'Subject: hi\r\n\fFrom: victim@example.com\r\nFrom: x@policylens.local\r\n',
      // Control characters in a field name or a value, a bare CR among them.
      'From\v: x@policylens.local\r\n',
      'Fr\x00om: x@policylens.local\r\n',
      'From: x@policylens.local\x00\r\n',
      'From: victim@example.com\r<x@policylens.local>\r\n',
      'X-Note: a\x1bb\r\nFrom: x@policylens.local\r\n',
      // A line that is no field at all.
      'From x@policylens.local\r\n',
    ])
      expect(await sender(header), JSON.stringify(header)).toBeNull();
  });

  it('refuses several From fields, none, or a From that does not name one plain address', async () => {
    expect(await sender('From: x@policylens.local\r\nFrom: x@policylens.local\r\n')).toBeNull();
    expect(await sender('From: x@policylens.local\r\nfrom: victim@example.com\r\n')).toBeNull();
    expect(await sender('Sender: x@policylens.local\r\n')).toBeNull();
    expect(await sender('From: x@policylens.local, victim@example.com\r\n')).toBeNull();
    expect(await sender('From: "victim@example.com" <x@policylens.local>\r\n')).toBeNull();
    expect(await sender('From: Friends: victim@example.com;\r\n')).toBeNull();
  });
});
