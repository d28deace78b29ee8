import { PutObjectCommand } from '@aws-sdk/client-s3';
import nodemailer from 'nodemailer';
import { ulid } from 'ulid';
import { describe, expect, inject, it } from 'vitest';
import { handler } from '#functions/handlers/mail/receive-policy-mail';
import { s3 } from '#functions/lib/client-s3';
import { classifyAttachments } from '#functions/policies/inbound-mail';
import { lambdaContext } from '#scripts/local/lambda-context';
import { schedulePdf } from '../fixtures/pdfs';
import { apiCall } from '../steps/api';
import { theLocalStack } from '../steps/local-stack';
import { listMail, waitForMail } from '../steps/mailbox';
import { givenASignedInUser, randomEmail } from '../steps/users';

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

async function policiesOf(user: Awaited<ReturnType<typeof givenASignedInUser>>) {
  const res = await apiCall(appUrl, user, 'GET', '/api/policies');
  return (
    (await res.json()) as {
      policies: { name: string; insuranceTypeId: string; startDate: string; files: { fileType: string }[] }[];
    }
  ).policies;
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
    const raw = [
      `From: ${user.email}`,
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
    expect(await policiesOf(user)).toHaveLength(1);
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
