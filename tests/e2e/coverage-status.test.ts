import { describe, expect, it } from 'vitest';
import { keyFactsPdf } from '../fixtures/cover-status-pdfs';
import { accessibilityViolations } from '../steps/accessibility';
import { toastWith } from '../steps/account-pages';
import { chromiumForTests, theRunningApp } from '../steps/browser-session';
import { coverageCard, subCover } from '../steps/coverage-pages';
import { uploadPolicy } from '../steps/policies';

const { appUrl } = theRunningApp();
const POLICY = 'Contents cover';

describe('each cover’s status on Item Coverage, in Chromium', () => {
  const chromium = chromiumForTests();

  it('shows Covered for a "Storm Yes" row, and the optional and unstated covers as they are given', async () => {
    const { page, problems, user } = await chromium.signedInPage({ attributes: { country: 'AU' } });
    const { complete } = await uploadPolicy(appUrl, user, [{ name: 'key-facts.pdf', bytes: keyFactsPdf() }], {
      name: POLICY,
      insuranceTypeId: 'home',
      startDate: '2025-04-01',
      endDate: '2026-03-31',
    });
    expect(complete?.status).toBe(200);

    await page.goto(`${appUrl}/item-coverage`);
    await page.getByRole('heading', { name: 'Item Coverage', level: 1 }).waitFor();
    const home = coverageCard(page, 'Home Insurance');
    await home.getByRole('button', { name: `Calculate ${POLICY}` }).click();
    await toastWith(page, 'Coverage calculated successfully').waitFor();

    const storm = subCover(home, 'Wind, hail and rain');
    await storm.getByText('Covered', { exact: true }).waitFor();
    expect(await storm.textContent()).not.toContain('Not covered');
    expect(await subCover(home, 'Weather and flooding').textContent()).toContain('Covered');
    expect(await subCover(home, 'Accidental damage').textContent()).toContain('Optional extra');
    expect(await subCover(home, 'Home emergency').textContent()).toContain('Not stated');
    await home.locator('.coverage-card__headline').getByText('Covered', { exact: true }).waitFor();

    expect(await accessibilityViolations(page, 'coverage with statuses')).toEqual([]);
    expect(problems).toEqual([]);
  });
});
