import { readFileSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { POLICY_MESSAGES } from '#domain/schemas/policy';
import { keys } from '#functions/data/keys';
import { schedulePdf } from '../fixtures/pdfs';
import { accessibilityViolations } from '../steps/accessibility';
import { fieldMessage, toastWith } from '../steps/account-pages';
import { besides, chromiumForTests, theRunningApp } from '../steps/browser-session';
import { uploadPolicy } from '../steps/policies';
import {
  givenAFolderOfFiles,
  policiesPage,
  scannedSchedulePdf,
  selectedOptionText,
  whenUploadsAreSlow,
} from '../steps/policy-pages';
import { decodeJwt } from '../steps/tokens';
import type { TestUser } from '../steps/users';

const { appUrl, mailboxUrl } = theRunningApp();

const NO_POLICIES = 'No policies uploaded yet';

describe('policy documents in Chromium', () => {
  const chromium = chromiumForTests();
  let page: Page;
  let problems: string[];
  const files = givenAFolderOfFiles();
  afterAll(() => files.remove());

  /** A new user, logged in through the login page, looking at /policies. */
  async function givenTheirPoliciesPage(viewport?: { width: number; height: number }): Promise<TestUser> {
    const signedIn = await chromium.signedInPage({ viewport });
    ({ page, problems } = signedIn);
    await page.goto(`${appUrl}/policies`);
    await page.getByRole('heading', { name: 'Policy Documents', level: 1 }).waitFor();
    return signedIn.user;
  }

  it('uploads a schedule and an IPID with progress, lists, downloads and deletes them', async () => {
    await givenTheirPoliciesPage();
    const { uploadForm, list, policyCard } = policiesPage(page);
    await list.getByText(NO_POLICIES).waitFor();
    expect(await uploadForm.getByText('10 slots remaining').count()).toBe(1);

    // No period is offered until the user gives one.
    expect(await uploadForm.getByLabel('Start date').inputValue()).toBe('');
    expect(await uploadForm.getByLabel('End date').inputValue()).toBe('');

    const submit = uploadForm.getByRole('button', { name: 'Upload Policy' });
    expect(await submit.isDisabled()).toBe(true);
    const schedule = scannedSchedulePdf(24, 1_500_000);
    const ipid = schedulePdf(1);
    await uploadForm.getByLabel('Policy name').fill('Home cover 2025');
    await uploadForm.getByLabel('Insurance type').selectOption({ label: 'Home & Property' });
    await uploadForm.getByLabel('Start date').fill('2025-03-01');
    await uploadForm.getByLabel('End date').fill('2026-03-01');
    await uploadForm.getByLabel('Policy Schedule').setInputFiles(files.write('home-schedule.pdf', schedule));
    await uploadForm.getByLabel('IPID', { exact: true }).setInputFiles(files.write('home-ipid.pdf', ipid));
    expect(await submit.isEnabled()).toBe(true);

    // A slow connection, so each file's progress bar can be seen moving.
    const restoreNetwork = await whenUploadsAreSlow(page, 512 * 1024);
    await submit.click();
    await toastWith(page, 'Uploading your policy documents...').waitFor();
    const bars = uploadForm.getByRole('progressbar');
    await bars.first().waitFor();
    expect(await bars.count()).toBe(2);
    const scheduleBar = uploadForm.getByRole('progressbar', { name: 'Uploading home-schedule.pdf' });
    // Read the schedule's bar while it fills: it moves through values between none and all.
    const seen = new Set<number>();
    while ((await scheduleBar.count()) > 0 && !seen.has(100)) {
      const value = await scheduleBar.getAttribute('aria-valuenow').catch(() => null);
      if (value !== null) seen.add(Number(value));
      await page.waitForTimeout(50);
    }
    expect([...seen].every((value) => value >= 0 && value <= 100)).toBe(true);
    expect([...seen].some((value) => value > 0 && value < 100)).toBe(true);
    await toastWith(page, 'Policy uploaded successfully').waitFor({ timeout: 30_000 });
    await restoreNetwork();
    await bars.first().waitFor({ state: 'detached' });

    // The form is ready for the next policy, and the policy is in the list.
    expect(await uploadForm.getByLabel('Policy name').inputValue()).toBe('');
    await uploadForm.getByText('9 slots remaining').waitFor();
    const card = policyCard('Home cover 2025');
    await card.waitFor();
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toContain('Home & Property');
    expect(cardText).toContain('01-03-2025 to 01-03-2026');
    const scheduleRow = card.getByRole('listitem').filter({ hasText: 'home-schedule.pdf' });
    expect(await scheduleRow.textContent()).toMatch(/Policy Schedule[\s\S]*24 pages/);
    const ipidRow = card.getByRole('listitem').filter({ hasText: 'home-ipid.pdf' });
    expect(await ipidRow.textContent()).toMatch(/IPID[\s\S]*1 page(?!s)/);

    // Download the schedule: the very bytes that were uploaded.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      scheduleRow.getByRole('button', { name: /^Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('home-schedule.pdf');
    const saved = readFileSync(await download.path());
    expect(Buffer.compare(saved, schedule)).toBe(0);

    // Delete, after confirming.
    await card.getByRole('button', { name: 'Delete Home cover 2025' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this policy?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete policy' }).click();
    await toastWith(page, 'Policy deleted successfully').waitFor();
    await list.getByText(NO_POLICIES).waitFor();
    await uploadForm.getByText('10 slots remaining').waitFor();

    expect(problems).toEqual([]);
  });

  it('explains at once why a non-PDF or a 6 MB file cannot be uploaded', async () => {
    await givenTheirPoliciesPage();
    const { uploadForm, quickUpload } = policiesPage(page);
    await uploadForm.getByLabel('Insurance type').selectOption({ label: 'Travel' });
    await uploadForm.getByLabel('Policy name').fill('Annual travel');
    await uploadForm
      .getByLabel('Policy Schedule')
      .setInputFiles(files.write('notes.txt', 'My notes about the policy.\n'));
    await uploadForm
      .getByLabel('IPID', { exact: true })
      .setInputFiles(
        files.write('large.pdf', Buffer.concat([schedulePdf(1), Buffer.alloc(6 * 1024 * 1024)])),
      );

    expect(await fieldMessage(page, 'Policy Schedule')).toBe('notes.txt must be a PDF file');
    expect(await fieldMessage(page, 'IPID')).toBe('large.pdf size must be less than 5MB');
    expect(await uploadForm.getByRole('button', { name: 'Upload Policy' }).isDisabled()).toBe(true);

    // Fixing the files enables the form; an end before the start is explained.
    await uploadForm.getByLabel('Policy Schedule').setInputFiles(files.write('travel.pdf', schedulePdf(2)));
    await uploadForm.getByLabel('IPID', { exact: true }).setInputFiles([]);
    expect(await fieldMessage(page, 'Policy Schedule')).toBeNull();
    expect(await uploadForm.getByRole('button', { name: 'Upload Policy' }).isEnabled()).toBe(true);
    await uploadForm.getByLabel('Start date').fill('2025-03-01');
    await uploadForm.getByLabel('End date').fill('2001-01-01');
    expect(await fieldMessage(page, 'End date')).toBe(POLICY_MESSAGES.endAfterStart);
    expect(await uploadForm.getByRole('button', { name: 'Upload Policy' }).isDisabled()).toBe(true);

    // An 'other' document needs a name.
    await uploadForm.getByLabel('End date').fill('2040-01-01');
    await uploadForm.getByRole('button', { name: 'Add another document' }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toMatch(/-name$/);
    await uploadForm
      .getByLabel('File', { exact: true })
      .setInputFiles(files.write('extra.pdf', schedulePdf(1)));
    expect(await fieldMessage(page, 'Document name')).toBe(POLICY_MESSAGES.customNames);
    expect(await uploadForm.getByRole('button', { name: 'Upload Policy' }).isDisabled()).toBe(true);
    await uploadForm.getByLabel('Document name').fill('Winter sports');
    expect(await uploadForm.getByRole('button', { name: 'Upload Policy' }).isEnabled()).toBe(true);

    // 1 Click Upload has its own limits and words.
    await quickUpload.getByRole('button', { name: 'Upload now' }).click();
    expect(await fieldMessage(page, 'Policy document')).toBe(POLICY_MESSAGES.quickPolicyRequired);
    await quickUpload.getByLabel('Policy document').setInputFiles(files.write('policy.txt', 'not a pdf'));
    expect(await fieldMessage(page, 'Policy document')).toBe(POLICY_MESSAGES.quickPolicyNotPdf);
    await quickUpload
      .getByLabel('IPID (optional)')
      .setInputFiles(files.write('ipid-large.pdf', Buffer.alloc(6 * 1024 * 1024)));
    expect(await fieldMessage(page, 'IPID (optional)')).toBe(POLICY_MESSAGES.quickIpidTooLarge);

    expect(problems).toEqual([]);
  });

  it('1 Click Upload reads the details, lets the user correct them, and lists the policy', async () => {
    await givenTheirPoliciesPage();
    const { quickUpload, list, policyCard } = policiesPage(page);
    await list.getByText(NO_POLICIES).waitFor();
    await quickUpload.getByLabel('Policy document').setInputFiles(files.write('my-home.pdf', schedulePdf(2)));
    await quickUpload.getByRole('button', { name: 'Upload now' }).click();
    await toastWith(page, 'Your policy documents have been uploaded successfully!').waitFor();

    const thanks = quickUpload.getByRole('region', { name: /Thank you/ });
    await thanks.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/Thank you/);
    expect(await thanks.getByLabel('Policy name').inputValue()).toBe('Home Insurance');
    expect(await selectedOptionText(thanks.getByLabel('Insurance type'))).toBe('Home & Property');
    expect(await thanks.getByLabel('Insurer').inputValue()).toBe('Example Mutual Insurance plc');
    expect(await thanks.getByLabel('Start date').inputValue()).toBe('2025-03-01');
    expect(await thanks.getByLabel('End date').inputValue()).toBe('2026-02-28');

    // The detected policy is already in the list, marked as a 1 Click Upload.
    const detected = policyCard('Home Insurance');
    await detected.waitFor();
    expect(await detected.textContent()).toContain('1 Click Upload');
    expect(await detected.textContent()).toContain('01-03-2025 to 28-02-2026');

    // A correction is saved and shown in the list.
    await thanks.getByLabel('Policy name').fill('Our home');
    await thanks.getByRole('button', { name: 'Save details' }).click();
    await toastWith(page, 'Policy details saved').waitFor();
    await policyCard('Our home').waitFor();

    await thanks.getByRole('button', { name: 'Upload another policy' }).click();
    await quickUpload.getByLabel('Policy document').waitFor();
    expect(await quickUpload.getByRole('region', { name: /Thank you/ }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('quick-policy-file');
    expect(await list.getByRole('article').count()).toBe(1);

    expect(problems).toEqual([]);
  });

  it('edits any policy from its card: dates may stay empty, notes are kept, and the e-mail link opens the form', async () => {
    const user = await givenTheirPoliciesPage();
    const { list, policyCard } = policiesPage(page);
    const { created } = await uploadPolicy(appUrl, user, [{ name: 'travel.pdf', bytes: schedulePdf(1) }], {
      name: 'Family travel',
    });
    await page.reload();
    const card = policyCard('Family travel');
    await card.getByRole('button', { name: 'Edit Family travel' }).click();
    const form = card.getByRole('form', { name: 'Edit details' });
    await form.waitFor();
    await form.getByLabel('Start date').fill('');
    await form.getByLabel('End date').fill('');
    await form.getByLabel('Notes').fill('Renew before the summer holiday');
    await form.getByRole('button', { name: 'Save details' }).click();
    await toastWith(page, 'Policy details saved').waitFor();
    await card.getByRole('button', { name: 'Edit Family travel' }).waitFor();
    expect(await card.textContent()).toContain('Renew before the summer holiday');
    expect(await card.textContent()).not.toContain('2025');

    // One date without the other is refused beside the field, in the spec words.
    await card.getByRole('button', { name: 'Edit Family travel' }).click();
    await form.getByLabel('Start date').fill('2025-06-01');
    await form.getByRole('button', { name: 'Save details' }).click();
    expect(await fieldMessage(form, 'End date')).toBe(POLICY_MESSAGES.datesRequired);
    await form.getByRole('button', { name: 'Cancel' }).click();

    // The e-mail confirmation's link opens the policy's form.
    await page.goto(`${appUrl}/policies?edit=${created?.policy.id}`);
    await list.getByRole('form', { name: 'Edit details' }).waitFor();
    expect(await list.getByRole('form', { name: 'Edit details' }).getByLabel('Notes').inputValue()).toBe(
      'Renew before the summer holiday',
    );
    expect(problems).toEqual([]);
  });

  it('says when PolicyLens is busy while deleting, and Try again deletes the policy', async () => {
    const user = await givenTheirPoliciesPage();
    const { list, policyCard } = policiesPage(page);
    await uploadPolicy(appUrl, user, [{ name: 'travel.pdf', bytes: schedulePdf(1) }], {
      name: 'Spare travel',
    });
    await page.reload();
    // The first delete meets a busy service, as API Gateway answers when a dependency is slow.
    let refusals = 0;
    await page.route('**/api/policies/*', async (route) => {
      if (route.request().method() !== 'DELETE' || refusals > 0) return route.fallback();
      refusals++;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'PolicyLens is busy right now. Please try again in a moment.' }),
      });
    });
    await policyCard('Spare travel').getByRole('button', { name: 'Delete Spare travel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this policy?' });
    await dialog.getByRole('button', { name: 'Delete policy' }).click();
    const busy = toastWith(page, 'PolicyLens is busy right now. Please try again in a moment.');
    await busy.getByRole('button', { name: 'Try again' }).click();
    await toastWith(page, 'Policy deleted successfully').waitFor();
    await list.getByText(NO_POLICIES).waitFor();
    expect(refusals).toBe(1);
    expect(besides(problems, 503)).toEqual([]);
  });

  it('shows a policy being read as Processing… until it is ready, and one refused with why, to remove', async () => {
    const user = await givenTheirPoliciesPage();
    const { list, policyCard } = policiesPage(page);
    const db = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: 'eu-west-2',
        endpoint: inject('e2eDynamoDbEndpoint'),
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    const sub = String(decodeJwt(user.accessToken).sub);
    const setStatus = (id: string, status: string, failure?: string) =>
      db.send(
        new UpdateCommand({
          TableName: 'policylens-local',
          Key: keys.policy(sub, id),
          // As a completed upload is while it is read: its upload window still open.
          UpdateExpression: 'SET #s = :s, failure = :f, uploadExpiresAt = :until',
          ExpressionAttributeNames: { '#s': 'status' },
          ExpressionAttributeValues: {
            ':s': status,
            ':f': failure ?? null,
            ':until': status === 'ready' ? null : Date.now() + 3_600_000,
          },
        }),
      );
    const { created } = await uploadPolicy(appUrl, user, [{ name: 'a.pdf', bytes: schedulePdf(1) }], {
      name: 'Being read',
    });
    const { created: refused } = await uploadPolicy(
      appUrl,
      user,
      [{ name: 'b.pdf', bytes: schedulePdf(1) }],
      {
        name: 'Refused one',
      },
    );
    await setStatus(created?.policy.id ?? '', 'processing');
    await setStatus(
      refused?.policy.id ?? '',
      'failed',
      'b.pdf contains a script that runs when it is opened, which PolicyLens does not accept.',
    );
    await page.reload();
    await policyCard('Being read').getByText('Processing…').waitFor();
    await policyCard('Refused one').getByText('b.pdf contains a script').waitFor();

    // Ready in the background: the card turns into the policy without a reload.
    await setStatus(created?.policy.id ?? '', 'ready');
    await policyCard('Being read')
      .getByRole('button', { name: 'Edit Being read' })
      .waitFor({ timeout: 10_000 });

    await policyCard('Refused one').getByRole('button', { name: 'Remove Refused one' }).click();
    await toastWith(page, 'Policy removed').waitFor();
    await list.getByRole('heading', { name: 'Refused one' }).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('shows the upload address on the Policies page and copies it', async () => {
    await givenTheirPoliciesPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
    const card = page.getByRole('region', { name: 'Upload by e-mail' });
    expect(await card.locator('.email-upload__address-value').textContent()).toBe('upload@policylens.local');
    await card.getByRole('button', { name: 'Copy the upload address' }).click();
    await toastWith(page, 'Upload address copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('upload@policylens.local');
    expect(problems).toEqual([]);
  });

  it('says, running locally, that mail comes in only through the local inbox from a local mail domain', async () => {
    const user = await givenTheirPoliciesPage();
    const note = page.getByRole('region', { name: 'Upload by e-mail' }).locator('.alert');
    expect(await note.locator('.alert__title').textContent()).toBe('Running locally');
    const said = (await note.textContent())?.replace(/\s+/g, ' ') ?? '';
    expect(said).toContain(
      `only through the local SMTP inbox at ${inject('e2eSmtpAddress')}, sent from a verified address at policylens.local`,
    );
    expect(said).toContain('LOCAL_MAIL_DOMAINS');
    // The test user's address is at example.com, which this stack was not started to trust.
    expect(said).toContain(
      `Your address, ${user.email}, is at example.com, which is not one of them: start PolicyLens with LOCAL_MAIL_DOMAINS=example.com`,
    );
    expect(await note.getByRole('link', { name: /local mailbox/ }).getAttribute('href')).toBe(mailboxUrl);
    expect(problems).toEqual([]);
  });

  it('refuses an eleventh policy with a clear message and shows 0 slots remaining', async () => {
    const user = await givenTheirPoliciesPage();
    const { uploadForm, quickUpload, list } = policiesPage(page);
    /** Policies that arrive through the API, one after another, as another device would add them. */
    async function givenMorePolicies(count: number, from: number) {
      for (let i = from; i < from + count; i++) {
        const { complete } = await uploadPolicy(
          appUrl,
          user,
          [{ name: 'schedule.pdf', bytes: schedulePdf(1) }],
          {
            name: `Policy ${i}`,
          },
        );
        expect(complete?.status).toBe(200);
      }
    }
    await givenMorePolicies(9, 1);

    await page.reload();
    await uploadForm.getByText('1 slot remaining').waitFor();
    expect(await list.getByRole('article').count()).toBe(9);

    // The user fills the form while a tenth policy arrives some other way.
    await uploadForm.getByLabel('Policy name').fill('One too many');
    await uploadForm.getByLabel('Insurance type').selectOption({ label: 'Car' });
    await uploadForm.getByLabel('Policy Schedule').setInputFiles(files.write('car.pdf', schedulePdf(1)));
    await givenMorePolicies(1, 10);
    await uploadForm.getByRole('button', { name: 'Upload Policy' }).click();
    await toastWith(page, POLICY_MESSAGES.limitReached).waitFor();

    // The page now knows: no slots, the limit explained, both ways of uploading closed.
    await uploadForm.getByText('0 slots remaining').waitFor();
    expect(await uploadForm.getByRole('alert').textContent()).toContain(POLICY_MESSAGES.limitReached);
    await page.reload();
    await uploadForm.getByText('0 slots remaining').waitFor();
    expect(await uploadForm.getByText(POLICY_MESSAGES.limitReached).count()).toBe(1);
    expect(await quickUpload.getByText(POLICY_MESSAGES.limitReached).count()).toBe(1);
    expect(await uploadForm.getByRole('button', { name: 'Upload Policy' }).isDisabled()).toBe(true);
    expect(await uploadForm.getByLabel('Policy name').isDisabled()).toBe(true);
    expect(await quickUpload.getByRole('button', { name: 'Upload now' }).isDisabled()).toBe(true);
    expect(await list.getByRole('article').count()).toBe(10);

    expect(besides(problems, 409)).toEqual([]);
  });

  it('has no accessibility violations on /policies, empty, with policies and after 1 Click Upload', async () => {
    const user = await givenTheirPoliciesPage();
    const { list, quickUpload, uploadForm } = policiesPage(page);
    await list.getByText(NO_POLICIES).waitFor();
    const found = await accessibilityViolations(page, 'empty');

    await uploadForm.getByLabel('Policy Schedule').setInputFiles(files.write('bad.txt', 'not a pdf'));
    expect(await fieldMessage(page, 'Policy Schedule')).toBe('bad.txt must be a PDF file');
    found.push(...(await accessibilityViolations(page, 'with a file error')));

    await uploadPolicy(appUrl, user, [
      { name: 'schedule.pdf', bytes: schedulePdf(2) },
      { name: 'ipid.pdf', bytes: schedulePdf(1), fileType: 'ipid' },
      { name: 'extra.pdf', bytes: schedulePdf(1), fileType: 'other', customName: 'Key cover' },
    ]);
    await page.reload();
    await list.getByRole('article').first().waitFor();
    found.push(...(await accessibilityViolations(page, 'with a policy')));

    await quickUpload.getByLabel('Policy document').setInputFiles(files.write('quick.pdf', schedulePdf(2)));
    await quickUpload.getByRole('button', { name: 'Upload now' }).click();
    await quickUpload.getByRole('region', { name: /Thank you/ }).waitFor();
    found.push(...(await accessibilityViolations(page, 'thank-you panel')));
    expect(problems).toEqual([]);

    await givenTheirPoliciesPage({ width: 375, height: 800 });
    await policiesPage(page).list.getByText(NO_POLICIES).waitFor();
    found.push(...(await accessibilityViolations(page, '375px')));
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });
});
