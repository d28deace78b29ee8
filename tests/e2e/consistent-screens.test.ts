import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { writePdf } from '#scripts/pdf/write-pdf';
import { schedulePdf } from '../fixtures/pdfs';
import { toastWith } from '../steps/account-pages';
import { apiCall } from '../steps/api';
import { untilSettled } from '../steps/assessments';
import { chromiumForTests, theRunningApp } from '../steps/browser-session';
import { calculatedCoverage } from '../steps/coverage';
import { coverageCard } from '../steps/coverage-pages';
import { uploadPolicy } from '../steps/policies';
import { givenAFolderOfFiles, policiesPage } from '../steps/policy-pages';

const { appUrl } = theRunningApp();

/** A home contents wording that grants theft cover and states neither a period nor any figure. */
function contentsWordingPdf(): Buffer {
  return writePdf(
    [
      {
        lines: [
          '# Home Contents Insurance Policy Wording',
          'Insurer: Example Mutual Insurance plc',
          '# Section 1: Contents',
          'We will pay for loss of or damage to your contents caused by theft or attempted theft from your home.',
        ],
      },
    ],
    { title: 'Home Contents Insurance Policy Wording' },
  );
}

/** A burglary at home, inside the period of the policies these tests give dates. */
const burglary = (policyId: string | undefined) => ({
  policyId,
  incidentDateTime: '2025-06-01T10:00:00.000Z',
  reportDateTime: '2025-06-02T09:00:00.000Z',
  claimStatus: 'new',
  itemPurchaseStatus: 'used',
  itemPurchaseEvidence: 'yes',
  location: 'Leeds, UK',
  estimatedValue: 900,
  description: 'Thieves broke into my home and stole my laptop.',
});

/** The site's own links, as a signed-in user follows them (the page is not loaded again). */
const followNavLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true }).click();

describe('screens that say one true thing, in Chromium', () => {
  const chromium = chromiumForTests();
  const files = givenAFolderOfFiles();
  afterAll(() => files.remove());

  /** A new user on the Policies page, with the detailed form's name and type filled in. */
  async function givenAnUploadFormFilledIn(name: string) {
    const signedIn = await chromium.signedInPage();
    await signedIn.page.goto(`${appUrl}/policies`);
    const parts = policiesPage(signedIn.page);
    await parts.uploadForm.getByLabel('Policy name').fill(name);
    await parts.uploadForm.getByLabel('Insurance type').selectOption({ label: 'Home & Property' });
    return { ...signedIn, ...parts };
  }

  it('uploads a wording on its own in the detailed form, and it is read as the policy', async () => {
    const { page, problems, user, uploadForm, policyCard } =
      await givenAnUploadFormFilledIn('Contents wording');
    await uploadForm.getByLabel('Start date').fill('2025-01-01');
    await uploadForm.getByLabel('End date').fill('2025-12-31');
    await uploadForm
      .getByLabel('Policy Wording')
      .setInputFiles(files.write('contents-wording.pdf', contentsWordingPdf()));
    // Nothing stops it: no Policy Schedule is asked for beside the wording.
    expect(await uploadForm.locator('.policy-upload__problem').count()).toBe(0);
    await uploadForm.getByRole('button', { name: 'Upload Policy', disabled: false }).click();
    await toastWith(page, 'Policy uploaded successfully').waitFor({ timeout: 30_000 });

    const card = policyCard('Contents wording');
    await card.waitFor({ timeout: 30_000 });
    const file = card.locator('.policy-file').filter({ hasText: 'contents-wording.pdf' });
    expect(await file.locator('.policy-file__label').textContent()).toBe('Policy Wording');
    // The wording alone is enough to work out cover and to assess a claim.
    const listed = (await (await apiCall(appUrl, user, 'GET', '/api/policies')).json()) as {
      policies: { id: string; name: string }[];
    };
    const policyId = listed.policies.find((p) => p.name === 'Contents wording')?.id;
    expect((await apiCall(appUrl, user, 'POST', '/api/coverage/home', { policyId })).status).toBe(202);
    expect((await apiCall(appUrl, user, 'POST', '/api/assessments', burglary(policyId))).status).toBe(202);
    expect(problems).toEqual([]);
  });

  it('offers no dates of its own, and says "Dates not known" when neither the user nor the documents give any', async () => {
    const { page, problems, uploadForm, policyCard } = await givenAnUploadFormFilledIn('Contents, no dates');
    const start = uploadForm.getByLabel('Start date');
    const end = uploadForm.getByLabel('End date');
    expect(await start.inputValue()).toBe('');
    expect(await end.inputValue()).toBe('');
    // A start typed does not make up an end; cleared again, the form goes without dates.
    await start.fill('2025-03-01');
    expect(await end.inputValue()).toBe('');
    await start.fill('');
    await uploadForm
      .getByLabel('Policy Schedule')
      .setInputFiles(files.write('contents.pdf', contentsWordingPdf()));
    await uploadForm.getByRole('button', { name: 'Upload Policy', disabled: false }).click();
    await toastWith(page, 'Policy uploaded successfully').waitFor({ timeout: 30_000 });

    const card = policyCard('Contents, no dates');
    await card.getByText('Dates not known', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await card.textContent()).not.toContain('No date given');
    expect(problems).toEqual([]);
  });

  it('shows no payout line, and no account of an estimate, when a covered claim has no figure', async () => {
    const { page, problems, user } = await chromium.signedInPage({ attributes: { country: 'GB' } });
    const { created, complete } = await uploadPolicy(
      appUrl,
      user,
      [{ name: 'contents.pdf', bytes: contentsWordingPdf() }],
      { name: 'Contents cover', startDate: '2025-01-01', endDate: '2025-12-31' },
    );
    expect(complete?.status).toBe(200);
    const res = await apiCall(appUrl, user, 'POST', '/api/assessments', burglary(created?.policy.id));
    const { id } = (await res.json()) as { id: string };
    const settled = await untilSettled(appUrl, user, id);
    expect(settled).toMatchObject({ verdict: 'likely_covered', estimatedPayout: null });

    await page.goto(`${appUrl}/assess-claim?assessment=${id}`);
    const money = page.getByRole('region', { name: 'Limit, excess and payout' });
    await money.getByText('No payout could be estimated', { exact: false }).waitFor({ timeout: 30_000 });
    const text = (await money.textContent()) ?? '';
    expect(text).not.toContain('Estimated payout');
    expect(text).not.toContain('The estimate is your claimed value');
    expect(problems).toEqual([]);
  });

  it("shows a renamed policy's new name on its coverage card", async () => {
    const { page, problems, user } = await chromium.signedInPage();
    const { created, complete } = await uploadPolicy(
      appUrl,
      user,
      [{ name: 'home-schedule.pdf', bytes: schedulePdf(1) }],
      { name: 'Home cover 2025' },
    );
    expect(complete?.status).toBe(200);
    await calculatedCoverage(appUrl, user, 'home', { policyId: created?.policy.id ?? '' });

    await page.goto(`${appUrl}/item-coverage`);
    const home = coverageCard(page, 'Home Insurance');
    const source = home.locator('.coverage-card__source');
    await source.getByText('Home cover 2025', { exact: true }).waitFor();

    await followNavLink(page, 'Policies');
    const card = policiesPage(page).policyCard('Home cover 2025');
    await card.getByRole('button', { name: /^Edit / }).click();
    const form = card.getByRole('form', { name: 'Edit details' });
    await form.getByLabel('Policy name').fill('Renamed home cover');
    await form.getByRole('button', { name: 'Save details' }).click();
    await policiesPage(page).policyCard('Renamed home cover').waitFor();

    await followNavLink(page, 'Coverage');
    await source.getByText('Renamed home cover', { exact: true }).waitFor();
    expect(await home.textContent()).not.toContain('Home cover 2025');
    await page.reload();
    await source.getByText('Renamed home cover', { exact: true }).waitFor();
    expect(problems).toEqual([]);
  });
});
