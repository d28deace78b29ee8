import {
  GetUserCommand,
  InitiateAuthCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import nodemailer from 'nodemailer';
import { ulid } from 'ulid';
import { describe, expect, inject, it } from 'vitest';
import { PDF_MESSAGES } from '#functions/analysis/read/pdf-messages';
import { handler } from '#functions/handlers/mail/receive-policy-mail';
import { s3 } from '#functions/lib/client-s3';
import { classifyAttachments } from '#functions/policies/inbound-mail';
import { lambdaContext } from '#scripts/local/lambda-context';
import { schedulePdf } from '../fixtures/pdfs';
import { SCANNED_WORDING, scannedPdf } from '../fixtures/scanned-pdfs';
import { apiCall } from '../steps/api';
import { theLocalStack } from '../steps/local-stack';
import { listMail, waitForMail } from '../steps/mailbox';
import { pollUntil } from '../steps/polling';
import { cognitoClient, givenASignedInUser, randomEmail, type TestUser } from '../steps/users';

const { appUrl, env, mailboxUrl, urls } = theLocalStack();
const smtp = inject('smtp');

function send(
  from: string,
  attachments: { filename: string; content: Buffer }[],
  headers: Record<string, string> = {},
) {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
  });
  return transport.sendMail({
    from,
    to: smtp.uploadAddress,
    subject: 'My policy',
    text: 'Please add this policy.',
    headers,
    attachments: attachments.map((a) => ({ ...a, contentType: 'application/pdf' })),
  });
}

/** A mail with one PDF, its From header written exactly as given (and any other headers given). */
function rawMail(fromHeader: string, headers: readonly string[] = []): string {
  return rawMailHeaded([`From: ${fromHeader}`, ...headers]);
}

/** A mail with one PDF whose header begins with the lines given, byte for byte. */
function rawMailHeaded(headerLines: readonly string[]): string {
  return [
    ...headerLines,
    `To: ${smtp.uploadAddress}`,
    'Subject: My policy',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b"',
    '',
    '--b',
    'Content-Type: application/pdf; name="schedule.pdf"',
    'Content-Disposition: attachment; filename="schedule.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    schedulePdf(1).toString('base64'),
    '--b--',
    '',
  ].join('\r\n');
}

/** Sends a raw mail through the local inbox, with its own envelope sender (MAIL FROM). */
function sendRaw(envelopeFrom: string, raw: string) {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
  });
  return transport.sendMail({ envelope: { from: envelopeFrom, to: [smtp.uploadAddress] }, raw });
}

async function storedMails(): Promise<string[]> {
  const out = await s3().send(new ListObjectsV2Command({ Bucket: env.INBOUND_BUCKET, Prefix: 'inbound/' }));
  return (out.Contents ?? []).map((o) => o.Key ?? '');
}

/**
 * Sends mail through the inbox and waits until the handler has decided it: the inbox stores each
 * mail it takes in under inbound/, and the handler removes it once decided, whatever the outcome.
 */
async function sentAndDecided(sending: () => Promise<unknown>): Promise<void> {
  const before = new Set(await storedMails());
  await sending();
  await pollUntil(async () => ((await storedMails()).every((key) => before.has(key)) ? true : undefined), {
    timeoutMs: 30_000,
    intervalMs: 100,
    awaited: 'the mail handler to decide the mail',
  });
}

async function policiesOf(user: TestUser) {
  const res = await apiCall(appUrl, user, 'GET', '/api/policies');
  return (
    (await res.json()) as {
      policies: { name: string; insuranceTypeId: string; startDate: string; files: { fileType: string }[] }[];
    }
  ).policies;
}

/** How many of the user's policies are still being read or were refused (and still shown). */
async function policiesInProgress(user: TestUser): Promise<number> {
  const res = await apiCall(appUrl, user, 'GET', '/api/policies');
  return ((await res.json()) as { inProgress: unknown[] }).inProgress.length;
}

describe('e-mail-to-upload', () => {
  it('turns a mail with PDFs from a registered address into a policy, and confirms by mail', async () => {
    const user = await givenASignedInUser(urls);
    await send(user.email, [
      { filename: 'home-schedule.pdf', content: schedulePdf(2) },
      { filename: 'home-ipid.pdf', content: schedulePdf(1) },
    ]);
    const confirmation = await waitForMail(mailboxUrl, user.email, 'is in PolicyLens', 20_000);
    expect(confirmation.body.text).toContain('home-schedule.pdf');
    const [policy] = await policiesOf(user);
    expect(policy).toMatchObject({
      name: 'Home Insurance',
      insuranceTypeId: 'home',
      startDate: '2025-03-01',
    });
    expect(policy?.files.map((f) => f.fileType)).toEqual(['policy_schedule', 'ipid']);
  });

  it('creates nothing, and tells no one, for mail from an address that is not registered', async () => {
    const stranger = randomEmail();
    const before = (await listMail(mailboxUrl)).length;
    await send(stranger, [{ filename: 'schedule.pdf', content: schedulePdf(1) }]);
    await new Promise((r) => setTimeout(r, 1500));
    const after = await listMail(mailboxUrl);
    expect(after.slice(before).filter((m) => m.destination.to.includes(stranger))).toEqual([]);
  });

  it('creates nothing for mail whose sender fails the checks, whatever authentication headers it carries', async () => {
    const user = await givenASignedInUser(urls, {}, randomEmail('outside.example'));
    const before = (await listMail(mailboxUrl)).length;
    await send(user.email, [{ filename: 'schedule.pdf', content: schedulePdf(1) }], {
      'Authentication-Results':
        'amazonses.com; spf=pass smtp.mailfrom=outside.example; dkim=pass; dmarc=pass',
      'X-SES-Spam-Verdict': 'PASS',
      'X-SES-Virus-Verdict': 'PASS',
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await policiesOf(user)).toEqual([]);
    const after = await listMail(mailboxUrl);
    expect(after.slice(before).filter((m) => m.destination.to.includes(user.email))).toEqual([]);
  });

  it('makes one policy of one message, however often its event is delivered', async () => {
    const user = await givenASignedInUser(urls);
    const messageId = ulid();
    const raw = rawMail(user.email);
    const pass = { status: 'PASS' };
    const event = {
      Records: [
        {
          ses: {
            mail: { messageId, source: user.email, commonHeaders: { from: [user.email] } },
            receipt: {
              spfVerdict: pass,
              dkimVerdict: pass,
              dmarcVerdict: pass,
              spamVerdict: pass,
              virusVerdict: pass,
            },
          },
        },
      ],
    };
    const store = () =>
      s3().send(new PutObjectCommand({ Bucket: env.INBOUND_BUCKET, Key: `inbound/${messageId}`, Body: raw }));
    for (let i = 0; i < 3; i++) {
      await store();
      await handler(event, lambdaContext('mail-receive-policy', `${messageId}-${i}`, 60));
    }
    await waitForMail(mailboxUrl, user.email, 'is in PolicyLens', 30_000);
    expect(await policiesOf(user)).toHaveLength(1);
    expect(await policiesInProgress(user)).toBe(0);
  });

  it.each([
    ['a display name that is an address', (victim: string, sender: string) => `"<${victim}>" <${sender}>`],
    ['a comment that holds an address', (victim: string, sender: string) => `${sender} (<${victim}>)`],
  ])("puts nothing in anyone's account, and mails no one, for a From with %s", async (_form, from) => {
    const victim = await givenASignedInUser(urls);
    // The sender's own domain passes SPF and DMARC here; only the From header names the victim.
    const sender = await givenASignedInUser(urls, {}, randomEmail('policylens.local'));
    const before = (await listMail(mailboxUrl)).length;
    await sentAndDecided(() => sendRaw(sender.email, rawMail(from(victim.email, sender.email))));
    expect(await policiesOf(victim)).toEqual([]);
    expect(await policiesOf(sender)).toEqual([]);
    const sent = (await listMail(mailboxUrl)).slice(before);
    expect(sent.filter((m) => m.destination.to.some((to) => to.includes(victim.email)))).toEqual([]);
    expect(sent.filter((m) => m.destination.to.some((to) => to.includes(sender.email)))).toEqual([]);
  });

  // A line that one reader takes for a field and another for a fold or for nothing, so mailauth
  // (which checked the sender, whose domain passes SPF and DMARC here) and a line reader see
  // different From fields; the victim's domain publishes nothing.
  it.each([
    [
      'a From line beginning with a tab',
      (victim: string, sender: string) => [`\tFrom: ${victim}`, `From: ${sender}`],
    ],
    [
      'a From line beginning with a form feed',
      (victim: string, sender: string) => [`\fFrom: ${victim}`, `From: ${sender}`],
    ],
    [
      'a form feed folding the sender onto From',
      (victim: string, sender: string) => [`From: ${victim}`, `\f<${sender}>`],
    ],
    [
      'a vertical tab folding the sender onto From',
      (victim: string, sender: string) => [`From: ${victim}`, `\vAnn <${sender}>`],
    ],
    [
      'a vertical tab folding a second From field',
      (victim: string, sender: string) => [`From: ${sender}`, `\vFrom: ${victim}`],
    ],
  ])("refuses a mail with %s: nothing in anyone's account, no mail to anyone", async (_form, header) => {
    const victim = await givenASignedInUser(urls, {}, randomEmail('outside.example'));
    const sender = await givenASignedInUser(urls, {}, randomEmail('policylens.local'));
    const before = (await listMail(mailboxUrl)).length;
    await sentAndDecided(() => sendRaw(sender.email, rawMailHeaded(header(victim.email, sender.email))));
    expect(await policiesOf(victim)).toEqual([]);
    expect(await policiesInProgress(victim)).toBe(0);
    expect(await policiesOf(sender)).toEqual([]);
    const sent = (await listMail(mailboxUrl)).slice(before);
    const to = (user: TestUser) => sent.filter((m) => m.destination.to.some((t) => t.includes(user.email)));
    expect(to(victim)).toEqual([]);
    expect(to(sender)).toEqual([]);
  });

  it('does not accept mail to any other address', async () => {
    const transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: false,
      ignoreTLS: true,
    });
    await expect(
      transport.sendMail({ from: randomEmail(), to: 'someone@policylens.local', subject: 'x', text: 'x' }),
    ).rejects.toThrow();
  });
});

/** The code the pool mailed to a new address, as its owner reads it. */
async function codeMailedTo(address: string): Promise<string> {
  const mail = await waitForMail(mailboxUrl, address, 'Confirm your new PolicyLens e-mail address');
  const code = />\s*(\d{6})\s*</.exec(mail.body.html ?? '')?.[1];
  if (!code) throw new Error('no code in the mail to the new address');
  return code;
}

async function emailOf(user: TestUser) {
  const client = cognitoClient(appUrl);
  try {
    const out = await client.send(new GetUserCommand({ AccessToken: user.accessToken }));
    const value = (name: string) => out.UserAttributes?.find((a) => a.Name === name)?.Value;
    return { email: value('email'), verified: value('email_verified') };
  } finally {
    client.destroy();
  }
}

describe('e-mail-to-upload after a change of e-mail address', () => {
  it('keeps the old address until the new one is verified, and takes mail only from the verified one', async () => {
    const user = await givenASignedInUser(urls);
    const newEmail = randomEmail();
    const client = cognitoClient(appUrl);
    try {
      const asked = await client.send(
        new UpdateUserAttributesCommand({
          AccessToken: user.accessToken,
          UserAttributes: [{ Name: 'email', Value: newEmail }],
        }),
      );
      expect(asked.CodeDeliveryDetailsList?.[0]).toMatchObject({
        AttributeName: 'email',
        DeliveryMedium: 'EMAIL',
      });
      const code = await codeMailedTo(newEmail);
      // Not applied: the old address is still the account's, verified, and the one to log in with.
      expect(await emailOf(user)).toEqual({ email: user.email, verified: 'true' });
      await expect(
        client.send(
          new InitiateAuthCommand({
            ClientId: urls.userPoolClientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: newEmail, PASSWORD: user.password },
          }),
        ),
      ).rejects.toThrow();
      // Nor can the user mark the new address verified themselves.
      await expect(
        client.send(
          new UpdateUserAttributesCommand({
            AccessToken: user.accessToken,
            UserAttributes: [
              { Name: 'email', Value: newEmail },
              { Name: 'email_verified', Value: 'true' },
            ],
          }),
        ),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException' });

      // Mail from the unverified new address lands nowhere and is not answered.
      const before = (await listMail(mailboxUrl)).length;
      await sentAndDecided(() => send(newEmail, [{ filename: 'schedule.pdf', content: schedulePdf(1) }]));
      expect(await policiesOf(user)).toEqual([]);
      const answered = (await listMail(mailboxUrl)).slice(before);
      const toEither = (m: { destination: { to: string[] } }) =>
        m.destination.to.some((to) => to.includes(newEmail) || to.includes(user.email));
      expect(answered.filter(toEither)).toEqual([]);

      // A wrong code changes nothing; the code mailed to the new address switches it.
      const wrong = code === '000000' ? '111111' : '000000';
      await expect(
        client.send(
          new VerifyUserAttributeCommand({
            AccessToken: user.accessToken,
            AttributeName: 'email',
            Code: wrong,
          }),
        ),
      ).rejects.toMatchObject({ name: 'CodeMismatchException' });
      expect((await emailOf(user)).email).toBe(user.email);
      await client.send(
        new VerifyUserAttributeCommand({ AccessToken: user.accessToken, AttributeName: 'email', Code: code }),
      );
      expect(await emailOf(user)).toEqual({ email: newEmail, verified: 'true' });
    } finally {
      client.destroy();
    }

    // Now mail from the verified new address lands, and mail from the old one no longer does.
    await sentAndDecided(() => send(user.email, [{ filename: 'old-schedule.pdf', content: schedulePdf(1) }]));
    expect(await policiesOf(user)).toEqual([]);
    await send(newEmail, [{ filename: 'home-schedule.pdf', content: schedulePdf(2) }]);
    await waitForMail(mailboxUrl, newEmail, 'is in PolicyLens', 20_000);
    expect(await policiesOf(user)).toHaveLength(1);
  }, 120_000);
});

/** The mails to a user, oldest first. */
async function mailsTo(address: string) {
  return (await listMail(mailboxUrl)).filter((m) => m.destination.to.some((to) => to.includes(address)));
}

describe('e-mail-to-upload of a scan, however long it takes to read', () => {
  it('says the scan is being read, then that it was added once read, and never refuses it for slowness', async () => {
    const user = await givenASignedInUser(urls);
    await send(user.email, [
      { filename: 'scanned-wording.pdf', content: await scannedPdf([SCANNED_WORDING, SCANNED_WORDING]) },
    ]);
    const accepted = await waitForMail(mailboxUrl, user.email, 'We are reading your policy', 20_000);
    expect(accepted.body.text).toContain('scanned-wording.pdf');
    const added = await waitForMail(mailboxUrl, user.email, 'is in PolicyLens', 90_000);
    expect(added.body.text).toContain('scanned-wording.pdf, 2 pages');
    const subjects = (await mailsTo(user.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('could not add'))).toEqual([]);
    expect(subjects.findIndex((s) => s.includes('We are reading'))).toBeLessThan(
      subjects.findIndex((s) => s.includes('is in PolicyLens')),
    );
    expect(await policiesOf(user)).toHaveLength(1);
  }, 120_000);

  it('refuses a scan with no readable text once it was read, with the reason, and keeps nothing', async () => {
    const user = await givenASignedInUser(urls);
    await send(user.email, [{ filename: 'blank.pdf', content: await scannedPdf([[]]) }]);
    await waitForMail(mailboxUrl, user.email, 'We are reading your policy', 20_000);
    const refused = await waitForMail(mailboxUrl, user.email, 'could not add your policy', 90_000);
    expect(refused.body.text).toContain(PDF_MESSAGES.noTextInScan('blank.pdf'));
    expect(refused.body.text).not.toContain('still being processed');
    await pollUntil(async () => ((await policiesInProgress(user)) === 0 ? true : undefined), {
      timeoutMs: 10_000,
      intervalMs: 200,
      awaited: 'the refused policy removed',
    });
    expect(await policiesOf(user)).toEqual([]);
  }, 120_000);
});

describe('e-mail-to-upload of the same mail sent again, or of too many documents', () => {
  it('makes one policy of one mail sent three times (one Message-ID), answering it once', async () => {
    const user = await givenASignedInUser(urls);
    const raw = rawMail(user.email, [`Message-ID: <${ulid()}@mail.example>`]);
    for (let i = 0; i < 3; i++) await sentAndDecided(() => sendRaw(user.email, raw));
    await waitForMail(mailboxUrl, user.email, 'is in PolicyLens', 30_000);
    expect(await policiesOf(user)).toHaveLength(1);
    expect(await policiesInProgress(user)).toBe(0);
    const subjects = (await mailsTo(user.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('We are reading'))).toHaveLength(1);
  });

  it('takes another mail from the same sender with its own Message-ID', async () => {
    const user = await givenASignedInUser(urls);
    await sentAndDecided(() =>
      sendRaw(user.email, rawMail(user.email, [`Message-ID: <${ulid()}@a.example>`])),
    );
    await sentAndDecided(() =>
      sendRaw(user.email, rawMail(user.email, [`Message-ID: <${ulid()}@a.example>`])),
    );
    await pollUntil(async () => ((await policiesOf(user)).length === 2 ? true : undefined), {
      timeoutMs: 30_000,
      intervalMs: 200,
      awaited: 'both mails made a policy',
    });
  });

  it('names the documents left out of a mail with more than a policy can have', async () => {
    const user = await givenASignedInUser(urls);
    const names = Array.from({ length: 20 }, (_, i) => `document-${String(i + 1).padStart(2, '0')}.pdf`);
    await send(
      user.email,
      names.map((filename) => ({ filename, content: schedulePdf(1) })),
    );
    const accepted = await waitForMail(mailboxUrl, user.email, 'We are reading your policy', 20_000);
    const text = accepted.body.text ?? '';
    expect(text).toContain('A policy can have at most 10 documents, so we took the first 10 and left out:');
    const [taken = '', leftOut = ''] = text.split('left out:');
    for (const name of names.slice(0, 10)) expect(taken).toContain(name);
    for (const name of names.slice(10)) expect(leftOut).toContain(`- ${name}`);
    expect(leftOut).not.toContain(names[9] ?? '');
    await waitForMail(mailboxUrl, user.email, 'is in PolicyLens', 30_000);
    const [policy] = await policiesOf(user);
    expect(policy?.files).toHaveLength(10);
  }, 90_000);
});

describe('inbound mail rules', () => {
  it('names exactly one schedule among the attachments', () => {
    expect(classifyAttachments(['ipid.pdf', 'my policy.pdf']).map((k) => k.fileType)).toEqual([
      'ipid',
      'policy_schedule',
    ]);
    expect(classifyAttachments(['schedule.pdf', 'schedule-2.pdf']).map((k) => k.fileType)).toEqual([
      'policy_schedule',
      'other',
    ]);
    expect(
      classifyAttachments(['Policy Wording.pdf', 'certificate.pdf', 'photo.pdf']).map((k) => k.fileType),
    ).toEqual(['policy_schedule', 'certificate', 'other']);
  });
});
