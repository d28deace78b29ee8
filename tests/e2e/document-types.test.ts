import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { schedulePdf } from '../fixtures/pdfs';
import { toastWith } from '../steps/account-pages';
import { chromiumForTests, theRunningApp } from '../steps/browser-session';
import { CORPUS_DOCS, uploadPolicy } from '../steps/policies';
import { givenAFolderOfFiles, policiesPage } from '../steps/policy-pages';
import type { TestUser } from '../steps/users';

const { appUrl } = theRunningApp();

describe('what each policy document is, and which policies have ended, in Chromium', () => {
  const chromium = chromiumForTests();
  let page: Page;
  let problems: string[];
  const files = givenAFolderOfFiles();
  afterAll(() => files.remove());

  async function givenTheirPoliciesPage(): Promise<TestUser> {
    const signedIn = await chromium.signedInPage();
    ({ page, problems } = signedIn);
    await page.goto(`${appUrl}/policies`);
    await page.getByRole('heading', { name: 'Policy Documents', level: 1 }).waitFor();
    return signedIn.user;
  }

  it('labels an IPID given to 1 Click Upload as an IPID, read from the document itself', async () => {
    await givenTheirPoliciesPage();
    const { quickUpload, list } = policiesPage(page);
    const ipid = readFileSync(path.join(CORPUS_DOCS, 'keycare-uk-ipid.pdf'));
    await quickUpload.getByLabel('Policy document').setInputFiles(files.write('my-key-cover.pdf', ipid));
    await quickUpload.getByRole('button', { name: 'Upload now' }).click();
    await toastWith(page, 'Your policy documents have been uploaded successfully!').waitFor();

    const file = list.locator('.policy-file').filter({ hasText: 'my-key-cover.pdf' });
    await file.waitFor({ timeout: 30_000 });
    expect(await file.locator('.policy-file__label').textContent()).toBe('IPID');
    expect(await file.getByRole('button', { name: 'Download IPID (my-key-cover.pdf)' }).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('lets the user set what a document is on its policy, and keeps it so', async () => {
    await givenTheirPoliciesPage();
    const { quickUpload, list } = policiesPage(page);
    const ipid = readFileSync(path.join(CORPUS_DOCS, 'keycare-uk-ipid.pdf'));
    await quickUpload.getByLabel('Policy document').setInputFiles(files.write('key-facts.pdf', ipid));
    await quickUpload.getByRole('button', { name: 'Upload now' }).click();
    await toastWith(page, 'Your policy documents have been uploaded successfully!').waitFor();
    const file = list.locator('.policy-file').filter({ hasText: 'key-facts.pdf' });
    await file.waitFor({ timeout: 30_000 });
    expect(await file.locator('.policy-file__label').textContent()).toBe('IPID');

    const card = list
      .locator('article')
      .filter({ has: page.locator('.policy-file', { hasText: 'key-facts.pdf' }) });
    await card.getByRole('button', { name: /^Edit / }).click();
    const form = card.getByRole('form', { name: 'Edit details' });
    const type = form.getByLabel('Type of key-facts.pdf');
    expect(await type.inputValue()).toBe('ipid');
    await type.selectOption({ label: 'Other' });
    await form.getByRole('button', { name: 'Save details' }).click();
    await form.getByText('Please provide names for all custom documents').waitFor();
    await form.getByLabel('Name of key-facts.pdf').fill('Key Facts Sheet');
    await form.getByRole('button', { name: 'Save details' }).click();
    await form.waitFor({ state: 'detached' });
    expect(await file.locator('.policy-file__label').textContent()).toBe('Key Facts Sheet');

    await page.reload();
    await file.waitFor({ timeout: 30_000 });
    expect(await file.locator('.policy-file__label').textContent()).toBe('Key Facts Sheet');
    expect(problems).toEqual([]);
  });

  it('marks a policy that has ended as expired, and not one still running', async () => {
    const user = await givenTheirPoliciesPage();
    const { policyCard } = policiesPage(page);
    const year = new Date().getFullYear();
    for (const [name, startDate, endDate] of [
      ['Last year home', `${year - 2}-01-01`, `${year - 1}-01-01`],
      ['Running home', `${year}-01-01`, `${year + 1}-12-31`],
    ] as const) {
      const { complete } = await uploadPolicy(appUrl, user, [{ name: 'home.pdf', bytes: schedulePdf(1) }], {
        name,
        startDate,
        endDate,
      });
      expect(complete?.status).toBe(200);
    }
    await page.reload();
    const ended = policyCard('Last year home');
    const running = policyCard('Running home');
    await ended.waitFor({ timeout: 30_000 });
    await running.waitFor({ timeout: 30_000 });
    expect(await ended.getByText('Expired', { exact: true }).count()).toBe(1);
    expect(await running.getByText('Expired', { exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
