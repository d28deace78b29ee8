import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LETTER_PLACEHOLDERS } from '#domain/complaints/complaint-letter';
import { foreignTravelPolicyPdf } from '#tests/fixtures/foreign-policies';
import { accessibilityViolations, whenAnimationsHaveFinished } from '#tests/steps/accessibility';
import { apiCall } from '#tests/steps/api';
import { hotelTheftClaim, untilSettled } from '#tests/steps/assessments';
import { chromiumForTests, theRunningApp } from '#tests/steps/browser-session';
import { givenAReadyTravelPolicy } from '#tests/steps/policies';
import { screenshotFor } from '#tests/steps/screenshots';
import type { TestUser } from '#tests/steps/users';

const { appUrl } = theRunningApp();

const TRAVEL_POLICY = 'Wayfarer annual multi-trip';

/** Claims against the samples' travel policy (in force 15 January 2025 to 14 January 2026). */
const CLAIMS = {
  /** After the policy ended: likely not covered. */
  late: { incidentDateTime: '2026-03-01T10:00:00.000Z', reportDateTime: '2026-03-02T10:00:00.000Z' },
  /** Nothing said about the police: unclear. */
  unclear: { description: 'My bag was stolen from my hotel room while I was out for dinner.' },
} as const;

describe('making a complaint about an assessment in Chromium', () => {
  const chromium = chromiumForTests();
  let page: Page;
  let problems: string[];

  /** A new user in the given country, signed in, with an assessment of a claim on screen. */
  async function givenAnAssessmentOnScreen(country: 'GB' | 'US', claim: keyof typeof CLAIMS) {
    const signedIn = await chromium.signedInPage({ attributes: { country } });
    ({ page, problems } = signedIn);
    const user: TestUser = signedIn.user;
    // The route follows where the policy was issued: a UK policy for the UK, an American one for the US.
    const file = { name: 'travel-schedule.pdf', bytes: foreignTravelPolicyPdf('US') };
    const { policy } = await givenAReadyTravelPolicy(
      appUrl,
      user,
      TRAVEL_POLICY,
      ...(country === 'US' ? [file] : []),
    );
    const res = await apiCall(appUrl, user, 'POST', '/api/assessments', {
      ...hotelTheftClaim(policy.id),
      ...CLAIMS[claim],
    });
    const { id } = (await res.json()) as { id: string };
    const settled = await untilSettled(appUrl, user, id);
    await page.goto(`${appUrl}/assess-claim?assessment=${id}`);
    await page.getByRole('heading', { name: 'Assess a Claim', level: 1 }).waitFor();
    const panel = page
      .getByRole('region', { name: 'Assessment result' })
      .getByRole('region', { name: 'Disagree with this? Make a complaint' });
    await panel.waitFor({ timeout: 30_000 });
    return { panel, verdict: settled.verdict };
  }

  async function violations(label: string): Promise<string[]> {
    await whenAnimationsHaveFinished(page);
    return accessibilityViolations(page, label);
  }

  it('shows the UK route with its deadlines as dates, and a letter to fill in, copy and download', async () => {
    const { panel, verdict } = await givenAnAssessmentOnScreen('GB', 'late');
    expect(verdict).toBe('likely_not_covered');
    const route = panel.getByRole('region', { name: 'Where to take your complaint' });
    const steps = route.getByRole('listitem');
    expect(await steps.count()).toBe(2);
    expect(await steps.nth(0).textContent()).toContain('Complain to your insurer');
    expect(await steps.nth(1).textContent()).toContain('Financial Ombudsman Service');
    // The day the complaint is sent starts as today.
    expect(await route.getByLabel('Day you send your complaint').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await route.getByLabel('Day you send your complaint').fill('2026-01-05');
    await steps.nth(0).getByText('If you have had no final response by 2 March 2026').waitFor();
    expect(await steps.nth(1).textContent()).toContain(
      "6 months from the date of the insurer's final response",
    );
    await route.getByLabel("Day of the insurer's final response (if you have one)").fill('2026-02-10');
    await steps.nth(1).getByText('Contact the Ombudsman by 10 August 2026').waitFor();
    const found = await violations('complaint route');

    const letter = panel.getByLabel('Your letter');
    expect(await letter.inputValue()).toContain(LETTER_PLACEHOLDERS.disagreement);
    expect(await letter.inputValue()).toContain('5 January 2026');
    const why = 'The theft happened on a trip booked while the policy was in force.';
    const ask = 'Please review my claim and pay it.';
    await panel.getByLabel('Why you disagree').fill(why);
    await panel.getByLabel('What you are asking for').fill(ask);
    const text = await letter.inputValue();
    expect(text).toContain(why);
    expect(text).toContain(`What I am asking for\n${ask}`);
    expect(text).not.toContain(LETTER_PLACEHOLDERS.disagreement);
    expect(text).toContain(`Policy: ${TRAVEL_POLICY} (Travel)`);
    expect(text).toContain(LETTER_PLACEHOLDERS.policyNumber);
    await screenshotFor('complaint', page, panel);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
    await panel.getByRole('button', { name: 'Copy letter' }).click();
    await panel.getByRole('status').getByText('Letter copied.', { exact: false }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download as PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('complaint-letter-wayfarer-annual-multi-trip.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await panel.getByRole('status').getByText('Letter downloaded as', { exact: false }).waitFor();
    found.push(...(await violations('complaint letter')));

    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('keeps the letter as the user edited it, until they go back to the draft', async () => {
    const { panel } = await givenAnAssessmentOnScreen('GB', 'late');
    const letter = panel.getByLabel('Your letter');
    const draft = await letter.inputValue();
    await letter.fill(`${draft}\nP.S. I enclose my booking confirmation.`);
    await panel.getByLabel('Why you disagree').fill('It was booked in time.');
    expect(await letter.inputValue()).toContain('P.S. I enclose my booking confirmation.');
    expect(await letter.inputValue()).not.toContain('It was booked in time.');
    await panel.getByRole('button', { name: 'Go back to the draft' }).click();
    expect(await letter.inputValue()).toContain('It was booked in time.');
    expect(problems).toEqual([]);
  });

  it("asks a US user's state, names its department, remembers it, and asks to confirm an unclear claim", async () => {
    const { panel, verdict } = await givenAnAssessmentOnScreen('US', 'unclear');
    expect(verdict).toBe('unclear');
    const route = panel.getByRole('region', { name: 'Where to take your complaint' });
    expect(await route.getByRole('listitem').nth(1).textContent()).toContain(
      "Complain to your state's department of insurance",
    );
    expect(await route.getByRole('link', { name: /NAIC/ }).first().getAttribute('href')).toBe(
      'https://content.naic.org/state-insurance-departments',
    );
    const found = await violations('complaint route, no state');

    await route.getByLabel('Your state').selectOption({ label: 'Texas' });
    await route.getByText('Complain to the Texas Department of Insurance').waitFor();
    expect(
      await route.getByRole('link', { name: /Texas Department of Insurance/ }).getAttribute('href'),
    ).toBe('https://www.tdi.texas.gov/');
    const letter = await panel.getByLabel('Your letter').inputValue();
    expect(letter).toContain('It is not clear to me whether my claim is covered.');
    expect(letter).toContain('I may contact the Texas Department of Insurance.');
    expect(letter).not.toMatch(/declin|refus|reject/i);
    found.push(...(await violations('complaint route, Texas')));

    await page.reload();
    await panel.waitFor({ timeout: 30_000 });
    expect(await panel.getByLabel('Your state').inputValue()).toBe('TX');

    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });
});
