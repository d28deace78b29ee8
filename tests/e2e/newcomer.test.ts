import { readFileSync } from 'node:fs';
import { GetTokensFromRefreshTokenCommand, GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { schedulePdf } from '../fixtures/pdfs';
import { sha256 } from '../steps/account-export';
import { onTheLoginPage, toastWith, whenTheyLogIn } from '../steps/account-pages';
import { apiCall } from '../steps/api';
import { besides, chromiumForTests, theRunningApp } from '../steps/browser-session';
import { waitForMail } from '../steps/mailbox';
import { uploadPolicy } from '../steps/policies';
import {
  givenAFolderOfFiles,
  policiesPage,
  scannedSchedulePdf,
  whenUploadsAreSlow,
} from '../steps/policy-pages';
import { cognitoClient, givenARegistration, randomEmail } from '../steps/users';

const { appUrl, mailboxUrl } = theRunningApp();

/** What a newcomer tripped on, trying the app end to end. */
describe('a newcomer in Chromium', () => {
  const chromium = chromiumForTests();
  const files = givenAFolderOfFiles();
  afterAll(() => files.remove());

  it('downloads a zip of their data with their policy PDFs, byte for byte', async () => {
    const { page, problems, user } = await chromium.signedInPage();
    const schedule = schedulePdf(3);
    const { complete } = await uploadPolicy(appUrl, user, [{ name: 'home-schedule.pdf', bytes: schedule }], {
      name: 'Home cover 2025',
    });
    expect(complete?.status).toBe(200);

    await page.goto(`${appUrl}/profile`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^policylens-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
    expect(Object.keys(entries).sort()).toEqual([
      'export.json',
      'policies/Home cover 2025/home-schedule.pdf',
    ]);
    expect(sha256(entries['policies/Home cover 2025/home-schedule.pdf'] ?? new Uint8Array())).toBe(
      sha256(schedule),
    );
    const exported = JSON.parse(Buffer.from(entries['export.json'] ?? []).toString());
    expect(exported.profile.email).toBe(user.email);
    expect(JSON.stringify(exported)).not.toMatch(/"PK"|"SK"|uploads\/|text\//);
    // The page stays where it was.
    expect(new URL(page.url()).pathname).toBe('/profile');
    await toastWith(page, 'Your download has started.').waitFor();
    expect(problems).toEqual([]);
  });

  it('reads the confirmation mail in the local mailbox at once and follows its link', async () => {
    const { page, problems } = await chromium.newPage();
    const email = randomEmail();
    await givenARegistration(chromium.urls(), email, 'newcomer-password-1', { given_name: 'Nia' });

    await page.goto(mailboxUrl);
    const mail = page.locator('article').filter({ hasText: email });
    await mail.getByRole('heading', { name: 'Confirm your PolicyLens account' }).waitFor();
    // The body is on screen without pressing anything.
    const body = mail.frameLocator('iframe');
    await body.getByText('Confirm your e-mail address to finish creating your account.').waitFor();
    const [confirmPage] = await Promise.all([
      page.context().waitForEvent('page'),
      body.getByRole('link', { name: 'Confirm my account' }).click(),
    ]);
    await toastWith(confirmPage, 'Email verified successfully! You can now log in.').waitFor();
    expect(problems).toEqual([]);
  });

  it('changes the password on the profile; then only the new one logs in', async () => {
    const { page, problems, user } = await chromium.signedInPage();
    const newPassword = `changed-${user.password.slice(-8)}`;
    await page.getByRole('button', { name: 'Change password' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current Password', { exact: true }).fill('not-my-password');
    await form.getByLabel('New Password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Update Password' }).click();
    await form.getByText('Your current password is incorrect').waitFor();

    // The API signs every session out; the page then drops only its own revoked tokens: no call of
    // the user pool's is refused for a token it has already revoked.
    const refusedSignOuts: string[] = [];
    page.on('response', (response) => {
      const target = response.request().headers()['x-amz-target'] ?? '';
      if (/SignOut|RevokeToken/.test(target) && response.status() >= 400)
        refusedSignOuts.push(`${target} ${response.status()}`);
    });
    await form.getByLabel('Current Password', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Update Password' }).click();
    await toastWith(page, 'Password updated successfully').waitFor();
    expect(refusedSignOuts).toEqual([]);
    // Every other session is signed out (the one the test signed in apart from the browser), and
    // this one goes on, signed in again with the new password, after a reload too.
    const other = cognitoClient(appUrl);
    try {
      await expect(other.send(new GetUserCommand({ AccessToken: user.accessToken }))).rejects.toMatchObject({
        name: 'NotAuthorizedException',
      });
      await expect(
        other.send(
          new GetTokensFromRefreshTokenCommand({
            ClientId: chromium.urls().userPoolClientId,
            RefreshToken: user.refreshToken,
          }),
        ),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    } finally {
      other.destroy();
    }
    // The API refuses that session's unexpired access token at once, and the person is told by mail.
    expect((await apiCall(appUrl, user, 'GET', '/api/policies')).status).toBe(401);
    const told = await waitForMail(
      chromium.urls().mailboxUrl,
      user.email,
      'Your PolicyLens password was changed',
    );
    expect(told.body.text).toContain('If it was not you, reset your password now');
    await page.reload();
    await page.waitForURL(`${appUrl}/profile`);
    await page.getByRole('button', { name: 'Change password' }).waitFor();

    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await onTheLoginPage(page, appUrl);
    await whenTheyLogIn(page, appUrl, user.email, user.password);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await whenTheyLogIn(page, appUrl, user.email, newPassword);
    await page.waitForURL(`${appUrl}/profile`);
    expect(besides(problems, 400)).toEqual([]);
  });

  it('sends an 8 MB PDF at 10 Mbit/s with under a second of work on the page’s main thread', async () => {
    const { page, problems } = await chromium.signedInPage();
    await page.goto(`${appUrl}/policies`);
    const { quickUpload } = policiesPage(page);
    const pdf = scannedSchedulePdf(20, 8 * 1024 * 1024);
    await quickUpload
      .getByLabel('Policy document', { exact: true })
      .setInputFiles(files.write('big.pdf', pdf));

    const restoreNetwork = await whenUploadsAreSlow(page, 10_000_000 / 8);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () =>
      new Map((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value] as const));
    const before = await metrics();
    const started = Date.now();
    await quickUpload.getByRole('button', { name: 'Upload now' }).click();
    await page.waitForFunction(
      () => document.body.innerText.includes('Your policy documents have been uploaded successfully!'),
      null,
      { polling: 500, timeout: 60_000 },
    );
    const after = await metrics();
    await restoreNetwork();
    const change = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    // The upload itself takes seconds at this speed; the page meanwhile stays all but idle.
    expect(Date.now() - started).toBeGreaterThan(5_000);
    expect(change('TaskDuration') * 1000).toBeLessThan(1_000);
    expect(change('LayoutCount')).toBeLessThan(100);
    expect(problems).toEqual([]);
  });
});
