import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { benefitTablePdf, PRE_EXISTING_PLANS, twoPlanSetsPdf } from '../fixtures/benefit-tables';
import { accessibilityViolations } from '../steps/accessibility';
import { toastWith } from '../steps/account-pages';
import { chromiumForTests, theRunningApp } from '../steps/browser-session';
import { coverageCard, subCover } from '../steps/coverage-pages';
import { givenAReadyTravelPolicy } from '../steps/policies';
import { selectedOptionText } from '../steps/policy-pages';
import type { TestUser } from '../steps/users';

const { appUrl } = theRunningApp();
const POLICY = 'Holiday cover';

async function amountOf(row: Locator): Promise<string | null> {
  return row.locator('.coverage-figure__amount').first().textContent();
}

describe('the plan picker on Item Coverage, in Chromium', () => {
  const chromium = chromiumForTests();

  async function givenATravelPolicyWithPlans(user: TestUser) {
    await givenAReadyTravelPolicy(appUrl, user, POLICY, { name: 'wording.pdf', bytes: benefitTablePdf() });
  }

  async function openCoverage(page: Page) {
    await page.goto(`${appUrl}/item-coverage`);
    await page.getByRole('heading', { name: 'Item Coverage', level: 1 }).waitFor();
  }

  it('changes the figures to the chosen plan and keeps the choice on the policy', async () => {
    const { page, problems, user } = await chromium.signedInPage({ attributes: { country: 'GB' } });
    await givenATravelPolicyWithPlans(user);
    await openCoverage(page);

    const travel = coverageCard(page, 'Travel Insurance');
    await travel.getByRole('button', { name: `Calculate ${POLICY}` }).click();
    await toastWith(page, 'Coverage calculated successfully').waitFor();
    const picker = travel.getByLabel('Your plan');
    await picker.waitFor();
    expect(await picker.locator('option').allTextContents()).toEqual([
      'Not sure',
      'Bronze',
      'Silver',
      'Gold',
    ]);
    expect(await selectedOptionText(picker)).toBe('Not sure');
    // Until a plan is chosen each figure is the first plan's that states one.
    await travel.locator('.coverage-card__headline').getByText('£2,000,000', { exact: true }).waitFor();
    // Each plan's figure is listed by name beside it.
    expect(await subCover(travel, 'Trip cancellation').textContent()).toContain(
      'Bronze £1,000 · Silver £3,000 · Gold £5,000',
    );
    const found = await accessibilityViolations(page, 'coverage with plans');

    await picker.selectOption({ label: 'Gold' });
    await travel.locator('.coverage-card__headline').getByText('£10,000,000', { exact: true }).waitFor();
    expect(await amountOf(subCover(travel, 'Lost baggage'))).toBe('£4,000');
    expect(await amountOf(subCover(travel, 'Travel delay'))).toBe('£250');
    await travel.getByText('Figures for the Gold plan.').waitFor();
    expect(await subCover(travel, 'Trip cancellation').textContent()).not.toContain('Bronze');

    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/policies/') && r.request().method() === 'PATCH',
    );
    await picker.selectOption({ label: 'Bronze' });
    expect((await saved).status()).toBe(200);
    await travel.locator('.coverage-card__headline').getByText('£2,000,000', { exact: true }).waitFor();
    // Bronze has no delay cover: no figure for it.
    expect(await amountOf(subCover(travel, 'Travel delay'))).toBe('N/A');
    found.push(...(await accessibilityViolations(page, 'coverage for the Bronze plan')));

    // The choice is kept on the policy: after a reload, and on the Policies page.
    await openCoverage(page);
    const again = coverageCard(page, 'Travel Insurance').getByLabel('Your plan');
    await again.waitFor();
    await expect.poll(() => selectedOptionText(again)).toBe('Bronze');
    await page.goto(`${appUrl}/policies`);
    const card = page.getByRole('article', { name: POLICY });
    await card.getByText('Bronze', { exact: true }).waitFor();

    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('offers every set of plans a wording prints, with and without pre-existing conditions', async () => {
    const { page, problems, user } = await chromium.signedInPage({ attributes: { country: 'GB' } });
    await givenAReadyTravelPolicy(appUrl, user, POLICY, { name: 'wording.pdf', bytes: twoPlanSetsPdf() });
    await openCoverage(page);

    const travel = coverageCard(page, 'Travel Insurance');
    await travel.getByRole('button', { name: `Calculate ${POLICY}` }).click();
    await toastWith(page, 'Coverage calculated successfully').waitFor();
    const picker = travel.getByLabel('Your plan');
    await picker.waitFor();
    expect(await picker.locator('option').allTextContents()).toEqual([
      'Not sure',
      ...PRE_EXISTING_PLANS,
      'Bronze',
      'Silver',
      'Gold',
    ]);
    expect(problems).toEqual([]);
  });
});
