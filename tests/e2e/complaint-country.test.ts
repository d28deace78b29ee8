import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { noRouteAdvice } from '#domain/complaints/complaint-country';
import { foreignTravelPolicyPdf } from '#tests/fixtures/foreign-policies';
import { apiCall } from '#tests/steps/api';
import { hotelTheftClaim, untilSettled } from '#tests/steps/assessments';
import { chromiumForTests, theRunningApp } from '#tests/steps/browser-session';
import { uploadPolicy } from '#tests/steps/policies';

const { appUrl } = theRunningApp();

describe("the complaint route follows the policy's country, in Chromium", () => {
  const chromium = chromiumForTests();
  let page: Page;
  let problems: string[];

  /**
   * A user whose profile says the UK, with a claim after the end of a travel policy issued in
   * `country` (likely not covered) on screen: the result, and its complaint panel.
   */
  async function givenARefusedClaimOnAPolicyFrom(country: 'AU' | 'SG') {
    const signedIn = await chromium.signedInPage({ attributes: { country: 'GB' } });
    ({ page, problems } = signedIn);
    const { created, complete } = await uploadPolicy(
      appUrl,
      signedIn.user,
      [{ name: 'travel-schedule.pdf', bytes: foreignTravelPolicyPdf(country) }],
      { name: 'Travel abroad', insuranceTypeId: 'travel', startDate: '2025-01-15', endDate: '2026-01-14' },
    );
    expect(complete?.status).toBe(200);
    const res = await apiCall(appUrl, signedIn.user, 'POST', '/api/assessments', {
      ...hotelTheftClaim(created?.policy.id),
      incidentDateTime: '2026-03-01T10:00:00.000Z',
      reportDateTime: '2026-03-02T10:00:00.000Z',
    });
    const { id } = (await res.json()) as { id: string };
    const settled = await untilSettled(appUrl, signedIn.user, id);
    expect(settled.verdict).toBe('likely_not_covered');
    await page.goto(`${appUrl}/assess-claim?assessment=${id}`);
    const result = page.getByRole('region', { name: 'Assessment result' });
    const panel = result.getByRole('region', { name: 'Disagree with this? Make a complaint' });
    await panel.waitFor({ timeout: 30_000 });
    return { result, panel };
  }

  const textOf = async (locator: Locator) => (await locator.textContent()) ?? '';

  it('gives an Australian policy on a UK profile the AFCA route, its deadlines and letter', async () => {
    const { result, panel } = await givenARefusedClaimOnAPolicyFrom('AU');
    expect(await textOf(panel)).toContain('This policy was issued in Australia');
    const route = panel.getByRole('region', { name: 'Where to take your complaint' });
    const steps = route.getByRole('listitem');
    expect(await textOf(steps.nth(0))).toContain('internal dispute resolution (IDR)');
    expect(await textOf(steps.nth(1))).toContain('Australian Financial Complaints Authority');
    await route.getByLabel('Day you send your complaint').fill('2026-01-05');
    // Australia's 30 calendar days of IDR, not the UK's 8 weeks.
    await steps.nth(0).getByText('If you have had no final response by 4 February 2026').waitFor();
    expect(await panel.getByLabel('Your letter').inputValue()).toContain(
      'Australian Financial Complaints Authority',
    );
    // The next steps on the same page say the same.
    expect(await textOf(result)).toContain('Australian Financial Complaints Authority (AFCA)');
    expect(await textOf(result)).not.toContain('Financial Ombudsman Service');
    expect(problems).toEqual([]);
  });

  it('says plainly that there is no route for a Singapore policy, and what to do instead', async () => {
    const { panel } = await givenARefusedClaimOnAPolicyFrom('SG');
    const text = await textOf(panel);
    expect(text).toContain('This policy was issued in Singapore. PolicyLens has no complaint route');
    expect(text).toContain('contact your insurer’s complaints team');
    expect(text).toContain('Singapore’s financial ombudsman');
    expect(text).not.toContain('Financial Ombudsman Service');
    expect(await panel.getByRole('region', { name: 'Where to take your complaint' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('gives the same answer for a Singapore policy in the next steps as in the complaint panel', async () => {
    const { result, panel } = await givenARefusedClaimOnAPolicyFrom('SG');
    const advice = noRouteAdvice('Singapore');
    expect(await textOf(panel)).toContain(advice);
    const nextSteps = result.getByRole('region', { name: 'Next steps' });
    expect(await textOf(nextSteps)).toContain(advice);
    expect(await textOf(nextSteps)).not.toMatch(/FIDReC|Financial Industry Disputes Resolution Centre/);
    expect(problems).toEqual([]);
  });
});
