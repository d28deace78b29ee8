import nodemailer from 'nodemailer';
import { describe, expect, inject, it } from 'vitest';
import { classifyAttachments, verdictsPass } from '../../functions/policies/inbound-mail';
import { schedulePdf } from '../fixtures/pdfs';
import { apiCall } from '../steps/api';
import { listMail, waitForMail } from '../steps/mailbox';
import { givenASignedInUser, randomEmail } from '../steps/users';

const appUrl = inject('appUrl');
const env = inject('stackEnv');
const smtp = inject('smtp');
const mailboxUrl = inject('mailboxUrl');
const urls = { appUrl, mailboxUrl, userPoolClientId: env.USER_POOL_CLIENT_ID ?? '' };

function send(from: string, attachments: { filename: string; content: Buffer }[]) {
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
  it('needs every SES verdict to pass', () => {
    const headers = (entries: Record<string, string>) => new Map(Object.entries(entries)) as never;
    const good = {
      'x-ses-spam-verdict': 'PASS',
      'x-ses-virus-verdict': 'PASS',
      'authentication-results':
        'amazonses.com; spf=pass smtp.mailfrom=a.example; dkim=pass header.i=@a.example',
    };
    expect(verdictsPass(headers(good))).toBe(true);
    expect(verdictsPass(headers({ ...good, 'x-ses-spam-verdict': 'FAIL' }))).toBe(false);
    expect(
      verdictsPass(headers({ ...good, 'authentication-results': 'amazonses.com; spf=pass; dkim=fail' })),
    ).toBe(false);
    expect(
      verdictsPass(headers({ ...good, 'authentication-results': 'amazonses.com; spf=softfail; dkim=pass' })),
    ).toBe(false);
  });

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
