import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations, whenAnimationsHaveFinished } from '../steps/accessibility';
import { toastWith } from '../steps/account-pages';
import { untilSettled } from '../steps/assessments';
import { chromiumForTests, theRunningApp } from '../steps/browser-session';
import { givenAReadyTravelPolicy } from '../steps/policies';
import type { TestUser } from '../steps/users';

const { appUrl } = theRunningApp();
const POLICY = 'Wayfarer renewed';
const ENDED = 'The incident happened after the policy ended.';

interface Settled {
  readonly status: string;
  readonly reasons: string[];
  readonly checks: { id: string; outcome: string; detail: string }[];
  readonly policyDates: {
    start: { date: string; source: string };
    end: { date: string | null; source: string };
  };
}

describe('the policy dates a claim is assessed against, in Chromium', () => {
  const chromium = chromiumForTests();
  let page: Page;
  let problems: string[];

  const shownId = () => new URL(page.url()).searchParams.get('assessment') ?? '';

  /** The assessment on screen once it is another than `before` and has settled, as the API has it. */
  async function settledOnScreen(user: TestUser, before = ''): Promise<Settled> {
    await expect.poll(shownId, { timeout: 10_000 }).not.toBe(before);
    await expect.poll(shownId).not.toBe('');
    await toastWith(page, 'Claim assessed successfully').waitFor({ timeout: 30_000 });
    return (await untilSettled(appUrl, user, shownId())) as unknown as Settled;
  }

  it('uses the start date the user typed over the policy period, shows the dates used and corrects them', async () => {
    const signedIn = await chromium.signedInPage({ attributes: { country: 'GB' } });
    ({ page, problems } = signedIn);
    // The policy's stored period (15-01-2025 to 14-01-2026) ended before this claim.
    await givenAReadyTravelPolicy(appUrl, signedIn.user, POLICY);
    await page.goto(`${appUrl}/assess-claim`);
    await page.getByLabel('Policy', { exact: true }).selectOption({ label: `${POLICY} (Travel)` });
    // The user's cover was renewed: they type the new start date.
    await page.getByLabel('Policy start date').fill('2026-01-20');
    await page.getByLabel('Incident date and time').fill('2026-07-14T10:00');
    await page.getByLabel('Report date and time').fill('2026-07-14T14:00');
    await page.getByLabel('Location').fill('Barcelona, Spain');
    await page.getByLabel('Estimated value').fill('800');
    await page
      .getByLabel('Description')
      .fill('My suitcase was stolen from the hotel lobby. I reported it to the police the same day.');
    await page.getByRole('button', { name: 'Assess claim' }).click();

    const typed = await settledOnScreen(signedIn.user);
    expect(typed.status).toBe('completed');
    expect(typed.reasons).not.toContain(ENDED);
    expect(typed.checks.map((c) => c.detail)).not.toContain(ENDED);
    expect(typed.policyDates).toMatchObject({
      start: { date: '2026-01-20', source: 'entered' },
      end: { date: null, source: 'none' },
    });
    const result = page.getByRole('region', { name: 'Assessment result' });
    const dates = result.getByRole('region', { name: 'Policy dates used' });
    await dates.waitFor();
    const shown = (await dates.textContent()) ?? '';
    expect(shown).toContain('Policy start20-01-2026 (you entered)');
    expect(shown).toContain('Policy endNot stated');
    expect(await result.textContent()).not.toContain(ENDED);

    // Corrected to the policy's own period, the claim falls after it.
    await dates.getByRole('button', { name: 'Edit dates' }).click();
    expect(await dates.getByLabel('Policy start date').inputValue()).toBe('2026-01-20');
    await whenAnimationsHaveFinished(page);
    expect(await accessibilityViolations(page, 'editing the policy dates')).toEqual([]);
    await dates.getByLabel('Policy start date').fill('2025-01-15');
    await dates.getByLabel('Policy end date').fill('2026-01-14');
    const first = shownId();
    await dates.getByRole('button', { name: 'Re-assess with these dates' }).click();
    const corrected = await settledOnScreen(signedIn.user, first);
    // Given as the policy has them, they are the policy's.
    expect(corrected.policyDates).toMatchObject({
      start: { date: '2025-01-15', source: 'policy' },
      end: { date: '2026-01-14', source: 'policy' },
    });
    expect(corrected.reasons).toContain(ENDED);
    const again = page.getByRole('region', { name: 'Policy dates used' });
    await again.getByText('15-01-2025').waitFor();
    // The sample schedule states its period: each date opens the page it is read from.
    expect(await again.textContent()).toMatch(
      /Policy end14-01-2026 \(read from the policy, page \d+ of travel-schedule\.pdf\)/,
    );
    expect(await again.getByRole('button', { name: /^page \d+ of travel-schedule\.pdf$/ }).count()).toBe(2);
    expect(problems).toEqual([]);
  });
});
