import { createConnection, type Socket } from 'node:net';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import nodemailer from 'nodemailer';
import { describe, expect, inject, it } from 'vitest';
import { INBOUND_MAIL_PREFIX } from '#functions/data/keys';
import { s3 } from '#functions/lib/client-s3';
import { MAX_MESSAGE_BYTES } from '#scripts/local/smtp-inbox';
import { theLocalStack } from '../steps/local-stack';

/**
 * The local inbox takes mail up to its size limit, says the limit in its greeting (SIZE, RFC 1870)
 * and refuses more with 552, whether the sender says the size first or just sends it; a refused
 * mail is never stored, so no handler sees it.
 */
const { env } = theLocalStack();
const smtp = inject('smtp');

async function storedMailCount(): Promise<number> {
  const out = await s3().send(
    new ListObjectsV2Command({ Bucket: env.INBOUND_BUCKET, Prefix: INBOUND_MAIL_PREFIX }),
  );
  return out.KeyCount ?? 0;
}

/** A line-by-line SMTP conversation: each command's whole reply (multi-line replies joined). */
function conversation(socket: Socket) {
  let buffered = '';
  const waiting: ((reply: string) => void)[] = [];
  socket.setEncoding('utf8');
  socket.on('data', (text: string) => {
    buffered += text;
    // A reply ends with a line whose code is followed by a space.
    const end = /(^|\r\n)\d{3} [^\r\n]*\r\n/.exec(buffered);
    if (!end) return;
    const reply = buffered.slice(0, end.index + end[0].length);
    buffered = buffered.slice(reply.length);
    waiting.shift()?.(reply);
  });
  const next = () => new Promise<string>((resolve) => waiting.push(resolve));
  return {
    greeting: next(),
    say: (line: string) => {
      const reply = next();
      socket.write(`${line}\r\n`);
      return reply;
    },
  };
}

describe('the local SMTP inbox', () => {
  it('says its size limit, and refuses a MAIL FROM whose SIZE is over it with 552', async () => {
    const socket = createConnection(smtp.port, smtp.host);
    try {
      const talk = conversation(socket);
      expect(await talk.greeting).toMatch(/^220 /);
      expect(await talk.say('EHLO localhost')).toMatch(
        new RegExp(`^250[ -]SIZE ${MAX_MESSAGE_BYTES}\r$`, 'm'),
      );
      const over = await talk.say(`MAIL FROM:<someone@policylens.local> SIZE=${MAX_MESSAGE_BYTES + 1}`);
      expect(over).toMatch(/^552 /);
      expect(await talk.say(`MAIL FROM:<someone@policylens.local> SIZE=${MAX_MESSAGE_BYTES}`)).toMatch(
        /^250 /,
      );
    } finally {
      socket.destroy();
    }
  });

  it('refuses a mail over its limit with 552 once sent, and stores nothing of it', async () => {
    const before = await storedMailCount();
    const transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: false,
      ignoreTLS: true,
    });
    const sent = transport.sendMail({
      from: 'someone@policylens.local',
      to: smtp.uploadAddress,
      subject: 'A very large policy',
      text: 'x'.repeat(32 * 1024 * 1024),
    });
    await expect(sent).rejects.toMatchObject({ responseCode: 552 });
    transport.close();
    expect(await storedMailCount()).toBe(before);
  });
});
