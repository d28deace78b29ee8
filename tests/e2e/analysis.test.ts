import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CLAIM_MESSAGES } from '#domain/schemas/claim';
import { homePolicyPdf } from '#scripts/samples/documents';
import { accessibilityViolations, whenAnimationsHaveFinished } from '../steps/accessibility';
import { fieldMessage, toastWith } from '../steps/account-pages';
import { type AssessmentBody, subOf, untilSettled, withoutPolicyText } from '../steps/assessments';
import { chromiumForTests, theRunningApp } from '../steps/browser-session';
import { coverageCard, subCover } from '../steps/coverage-pages';
import { givenAReadyTravelPolicy, uploadPolicy } from '../steps/policies';
import type { TestUser } from '../steps/users';

const { appUrl } = theRunningApp();

const TRAVEL_POLICY = 'Wayfarer annual multi-trip';

/** Given the travel policy of the samples (benefits table on page 1, baggage section on page 2). */
function givenATravelPolicy(user: TestUser, name = TRAVEL_POLICY) {
  return givenAReadyTravelPolicy(appUrl, user, name);
}

/** The verdicts and check outcomes in the page's words. */
const VERDICT_WORDS: Record<string, string> = {
  likely_covered: 'Likely covered',
  likely_not_covered: 'Likely not covered',
  unclear: 'Unclear: more information needed',
};
const OUTCOME_WORDS: Record<string, string> = { pass: 'Passed', fail: 'Problem', unknown: 'Not known' };

interface Settled extends AssessmentBody {
  citations: { page: number; quote: string }[];
  checks: { label: string; outcome: string }[];
  exclusions: { title: string }[];
  nextSteps: string[];
}

/** A theft from a hotel, reported to the police the same day. */
const COVERED_THEFT =
  'My suitcase was stolen from the hotel lobby. I reported it to the police the same day.';

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as a datetime-local input takes it. */
function localInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

describe('item coverage and claim assessment in Chromium', () => {
  const chromium = chromiumForTests();
  let page: Page;
  let problems: string[];

  /** A new user in the UK, logged in through the login page. */
  async function givenASignedInPage(viewport?: { width: number; height: number }): Promise<TestUser> {
    const signedIn = await chromium.signedInPage({ viewport, attributes: { country: 'GB' } });
    ({ page, problems } = signedIn);
    return signedIn.user;
  }

  async function openPage(path: string, heading: string) {
    await page.goto(`${appUrl}${path}`);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  }

  /** A new user in the UK with the travel policy of the samples, looking at one of the analysis pages. */
  async function givenTheTravelPolicyOn(path: '/item-coverage' | '/assess-claim') {
    const user = await givenASignedInPage();
    const created = await givenATravelPolicy(user);
    await openPage(path, path === '/item-coverage' ? 'Item Coverage' : 'Assess a Claim');
    return { user, policy: created.policy };
  }

  /** axe's findings once the page's animations have finished. */
  async function violations(label: string): Promise<string[]> {
    await whenAnimationsHaveFinished(page);
    return accessibilityViolations(page, label);
  }

  /**
   * The assessment on screen (named in the page's address) as the API has it once settled: the page
   * is checked against the analyser's answer, whose own tests check the answer itself.
   */
  async function settledOnScreen(user: TestUser): Promise<Settled> {
    const id = new URL(page.url()).searchParams.get('assessment') ?? '';
    return (await untilSettled(appUrl, user, id)) as Settled;
  }

  /** Fills the claim form for the travel policy and sends it. */
  async function assessClaim(description: string) {
    await page.getByLabel('Policy', { exact: true }).selectOption({ label: `${TRAVEL_POLICY} (Travel)` });
    await page.getByLabel('Incident date and time').fill('2025-06-10T10:00');
    await page.getByLabel('Report date and time').fill('2025-06-10T14:00');
    await page.getByLabel('Location').fill('Barcelona, Spain');
    await page.getByLabel('Estimated value').fill('800');
    await page.getByLabel('Description').fill(description);
    await page.getByRole('button', { name: 'Assess claim' }).click();
  }

  it('calculates travel cover from the schedule and opens the page each figure is quoted from', async () => {
    await givenTheTravelPolicyOn('/item-coverage');

    // Four cards; those without a matching policy say so and point to the Policies page.
    for (const title of ['Smartphone', 'Home Insurance', 'Health Insurance', 'Travel Insurance'])
      await coverageCard(page, title).waitFor();
    const home = coverageCard(page, 'Home Insurance');
    await home.getByText('No home insurance policies found').waitFor();
    expect(await home.getByRole('link', { name: 'Add a policy' }).getAttribute('href')).toBe('/policies');
    const travel = coverageCard(page, 'Travel Insurance');
    expect(await travel.textContent()).toContain('Not Available');
    expect(await subCover(travel, 'Lost baggage').textContent()).toContain('N/A');
    // A single travel policy has nothing to compare with.
    expect(await travel.getByRole('button', { name: 'Compare policies' }).count()).toBe(0);
    const found = await violations('coverage before calculating');

    await travel.getByRole('button', { name: `Calculate ${TRAVEL_POLICY}` }).click();
    await toastWith(page, 'Coverage calculated successfully').waitFor();
    await subCover(travel, 'Lost baggage').getByText('£2,000', { exact: true }).waitFor();
    const figures = {
      'Medical expenses': '£10,000,000',
      'Trip cancellation': '£5,000',
      'Lost baggage': '£2,000',
      'Travel delay': '£250',
      'Personal liability': '£2,000,000',
    };
    for (const [label, amount] of Object.entries(figures)) {
      const row = subCover(travel, label);
      expect(await row.getByText(amount, { exact: true }).count(), label).toBe(1);
      expect(await row.getByRole('button', { name: /^from page 1/ }).count(), label).toBe(1);
    }
    expect(await travel.textContent()).toContain(`From ${TRAVEL_POLICY}`);
    expect(await travel.getByText('Shown above').count()).toBe(1);
    found.push(...(await violations('coverage calculated')));

    // The baggage figure's page: drawn by pdf.js, the quoted words marked on it.
    const link = subCover(travel, 'Lost baggage').getByRole('button', { name: 'from page 1 (Lost baggage)' });
    await link.click();
    const viewer = page.getByRole('dialog', { name: 'Lost baggage: page 1 of travel-schedule.pdf' });
    await viewer.waitFor();
    const canvas = viewer.getByRole('img', { name: 'Page 1 of travel-schedule.pdf' });
    await canvas.waitFor();
    expect(await canvas.evaluate((c) => c.tagName === 'CANVAS' && (c as HTMLCanvasElement).width > 0)).toBe(
      true,
    );
    await viewer.getByText('The quoted words are highlighted on the page.').waitFor();
    expect(await viewer.locator('.pdf-page__mark').count()).toBeGreaterThan(0);
    expect(await viewer.locator('blockquote').textContent()).toContain(
      'Lost, stolen or damaged baggage: up to £2,000',
    );
    found.push(...(await violations('page viewer')));

    // Escape closes it and focus goes back to the link that opened it.
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);

    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows a cover calculation running until it is done, also after the page is reloaded', async () => {
    const { policy } = await givenTheTravelPolicyOn('/item-coverage');

    // The local worker answers in well under a second. To reload while the calculation is still
    // running, the browser is shown it as the server accepted it until `held` ends.
    let accepted: { id: string; itemType: string; policyId: string } | undefined;
    let held = true;
    await page.route('**/api/coverage**', async (route) => {
      const request = route.request();
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST') {
        const response = await route.fetch();
        accepted = (await response.json()) as typeof accepted;
        return route.fulfill({ response, json: accepted });
      }
      if (!held || !accepted) return route.continue();
      if (pathname === `/api/coverage-jobs/${accepted.id}`) return route.fulfill({ json: accepted });
      const response = await route.fetch();
      const list = (await response.json()) as { coverage: { sourcePolicyId: string }[] };
      const { id, itemType, policyId } = accepted;
      return route.fulfill({
        response,
        json: {
          coverage: list.coverage.filter((c) => c.sourcePolicyId !== policyId),
          running: [{ id, itemType, policyId }],
        },
      });
    });

    const travel = coverageCard(page, 'Travel Insurance');
    await travel.getByRole('button', { name: `Calculate ${TRAVEL_POLICY}` }).click();
    const running = travel.getByRole('button', { name: `Calculating… ${TRAVEL_POLICY}` });
    await running.waitFor();
    expect(await travel.getAttribute('aria-busy')).toBe('true');

    await page.reload();
    await page.getByRole('heading', { name: 'Item Coverage', level: 1 }).waitFor();
    await running.waitFor();
    expect(accepted?.policyId).toBe(policy.id);
    expect(await subCover(travel, 'Lost baggage').textContent()).toContain('N/A');
    const found = await violations('coverage running after a reload');

    // The worker's result reaches the page through the list's polling, with no click.
    held = false;
    await subCover(travel, 'Lost baggage').getByText('£2,000', { exact: true }).waitFor({ timeout: 15_000 });
    await travel.getByRole('button', { name: `Calculate ${TRAVEL_POLICY}` }).waitFor();
    expect(await travel.getAttribute('aria-busy')).toBeNull();

    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('compares two policies for the same item side by side and marks where they overlap', async () => {
    const user = await givenASignedInPage();
    await givenATravelPolicy(user);
    await givenATravelPolicy(user, 'Bank account travel cover');
    await uploadPolicy(appUrl, user, [{ name: 'home-schedule.pdf', bytes: homePolicyPdf() }]);
    await openPage('/item-coverage', 'Item Coverage');
    const travel = coverageCard(page, 'Travel Insurance');
    await travel.getByRole('button', { name: `Calculate ${TRAVEL_POLICY}` }).click();
    await toastWith(page, 'Coverage calculated successfully').waitFor();
    await travel.getByText('Shown above').waitFor();

    // The travel policies are chosen; the home policy may join ('All my policies').
    const choice = travel.getByRole('group', { name: 'Policies to compare' });
    expect(await choice.getByRole('checkbox', { checked: true }).count()).toBe(2);
    expect(await choice.getByRole('checkbox', { checked: false }).count()).toBe(1);
    await travel.getByRole('button', { name: 'Compare policies' }).click();
    const table = travel.getByRole('table', { name: "Your policies' cover for your travel, side by side" });
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Cover', 'Bank account travel cover', TRAVEL_POLICY]);
    const baggage = table.getByRole('row').filter({ hasText: 'Lost baggage' });
    expect(await baggage.getByText('£2,000', { exact: true }).count()).toBe(2);
    expect(await baggage.getByText('Overlap').count()).toBe(1);
    await travel.getByText(/^Covered by more than one of these policies: .*lost baggage/).waitFor();

    // The card still shows the policy the user chose, not the last one compared.
    const shown = travel.getByRole('listitem').filter({ hasText: 'Shown above' });
    expect(await shown.textContent()).toContain(TRAVEL_POLICY);
    expect(await travel.locator('.coverage-card__source').textContent()).toContain(TRAVEL_POLICY);
    // The home card lists its own policy only.
    expect(
      await coverageCard(page, 'Home Insurance')
        .getByRole('button', { name: /^Calculate/ })
        .count(),
    ).toBe(1);

    expect(await violations('comparison')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('assesses a claim with its verdict, clauses, money and history, then one the policy excludes', async () => {
    const { user } = await givenTheTravelPolicyOn('/assess-claim');
    const history = page.getByRole('region', { name: 'Assessment History' });
    await history.getByText('No previous assessments found').waitFor();
    const found = await violations('claim form, no history');

    // The defaults of the form.
    expect(await page.getByLabel('Report date and time').inputValue()).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    );
    expect(await page.getByLabel('Claim status').inputValue()).toBe('new');
    expect(await page.getByLabel('Item purchase status').inputValue()).toBe('new');
    expect(await page.getByLabel('Item purchase evidence').inputValue()).toBe('yes');
    // Choosing the policy copies its start date.
    await page.getByLabel('Policy', { exact: true }).selectOption({ label: `${TRAVEL_POLICY} (Travel)` });
    expect(await page.getByLabel('Policy start date').inputValue()).toBe('2025-01-15');

    // Accepted at once: the assessment shows its progress until the worker has done it.
    await assessClaim(COVERED_THEFT);
    const result = page.getByRole('region', { name: 'Assessment result' });
    const progress = result.getByRole('status').filter({ hasText: 'Processing your claim...' });
    await progress.waitFor();
    expect(await progress.getAttribute('aria-live')).toBe('polite');
    expect(new URL(page.url()).searchParams.get('assessment')).toMatch(/^[0-9A-Z]{26}$/);
    await toastWith(page, 'Claim assessed successfully').waitFor({ timeout: 30_000 });

    const first = await settledOnScreen(user);
    const firstVerdict = VERDICT_WORDS[first.verdict ?? ''] ?? '';
    await result.locator('.claim-verdict').getByText(firstVerdict, { exact: true }).waitFor();
    expect(await progress.count()).toBe(0);
    const resultText = (await result.textContent()) ?? '';
    // The figures are the analyser's (its own tests check them); the page shows each one or says so.
    expect(resultText).toMatch(/Limit\s*(£[\d,]+|Not Available)/);
    expect(resultText).toMatch(/Excess\s*(£[\d,]+|Not Available)/);
    // A payout line only with a figure; without one, no line and no account of an estimate.
    if (first.estimatedPayout === null) expect(resultText).not.toContain('Estimated payout');
    else expect(resultText).toMatch(/Estimated payout\s*£[\d,]+/);
    expect(first.citations.length).toBeGreaterThan(0);
    for (const citation of first.citations) expect(resultText).toContain(citation.quote);
    for (const step of first.nextSteps) expect(resultText.toLowerCase()).toContain(step.trim().toLowerCase());
    const clauses = result.getByRole('region', { name: 'Clauses relied on' });
    expect(await clauses.getByRole('button', { name: /^page \d+ of travel-schedule\.pdf/ }).count()).toBe(
      first.citations.length,
    );
    const checks = (await result.getByRole('region', { name: 'Dates and deadlines' }).textContent()) ?? '';
    for (const check of first.checks)
      expect(checks).toContain(`${check.label}: ${OUTCOME_WORDS[check.outcome]}`);
    // Focus moves to the result; the form starts afresh with its defaults.
    expect(
      await result
        .getByRole('heading', { name: 'Assessment result' })
        .evaluate((h) => h === document.activeElement),
    ).toBe(true);
    expect(await page.getByLabel('Policy', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Description').inputValue()).toBe('');
    expect(await page.getByLabel('Item purchase evidence').inputValue()).toBe('yes');
    expect(await page.getByLabel('Report date and time').inputValue()).not.toBe('');

    // The cited clause opens on its page.
    const cited = first.citations[0]?.page;
    await clauses
      .getByRole('button', { name: new RegExp(`^page ${cited} of travel-schedule\\.pdf`) })
      .first()
      .click();
    const viewer = page.getByRole('dialog', { name: `Clause: page ${cited} of travel-schedule.pdf` });
    await viewer.getByRole('img', { name: `Page ${cited} of travel-schedule.pdf` }).waitFor();
    await viewer.getByText('The quoted words are highlighted on the page.').waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'hidden' });

    // The history has the entry, saying what was claimed, collapsed to two lines until it is opened.
    const entry = history.getByRole('article').first();
    await entry.getByText(firstVerdict, { exact: true }).waitFor();
    const entryText = (await entry.textContent()) ?? '';
    expect(entryText).toContain(TRAVEL_POLICY);
    expect(entryText).toContain('Travel');
    expect(entryText).toContain('“My suitcase was stolen from the hotel lobby.');
    expect(entryText).toMatch(/Incident\s*10-06-2025 10:00/);
    expect(entryText).toMatch(/Value\s*£800/);
    expect(entryText).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    expect(entryText).toMatch(/Processed in \d+\.\d{2} s/);
    const toggle = entry.getByRole('button', { name: /^Show full result/ });
    const text = entry.locator('.history-entry__result');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const collapsedHeight = await text.evaluate((el) => el.getBoundingClientRect().height);
    const lineHeight = await text.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect(collapsedHeight).toBeLessThanOrEqual(lineHeight * 2 + 1);
    await toggle.click();
    const collapse = entry.getByRole('button', { name: /^Show less/ });
    expect(await collapse.getAttribute('aria-expanded')).toBe('true');
    expect(await text.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(lineHeight * 5);
    expect(await text.textContent()).toContain('Next steps:');
    await collapse.click();
    expect(await entry.getByRole('button', { name: /^Show full result/ }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    found.push(...(await violations('claim result and history')));

    // A bag left unattended on the beach: a second claim, listed above the first.
    await assessClaim(
      'I left my bag unattended on the beach while swimming and it was stolen. I told the police.',
    );
    await page.waitForURL((url) => url.searchParams.get('assessment') !== first.id);
    const second = await settledOnScreen(user);
    const secondVerdict = VERDICT_WORDS[second.verdict ?? ''] ?? '';
    await result.locator('.claim-verdict').getByText(secondVerdict, { exact: true }).waitFor();
    for (const exclusion of second.exclusions) expect(await result.textContent()).toContain(exclusion.title);
    await history.getByRole('article').nth(1).waitFor();
    await expect
      .poll(() => history.locator('.verdict-badge').allTextContents(), { timeout: 10_000 })
      .toEqual([secondVerdict, firstVerdict]);
    // Two toasts stacked dim the one behind on purpose; check the page once only one is left.
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 10_000 }).toBeLessThan(2);
    found.push(...(await violations('claim not covered')));

    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows a claim pending until it is done, also after the page is reloaded mid-assessment', async () => {
    const { user } = await givenTheTravelPolicyOn('/assess-claim');

    // The local analyser answers in well under a second. To reload while the assessment is still
    // pending, the browser is shown the assessment as the server accepted it until `held` ends.
    let accepted: { id: string } | undefined;
    let held = true;
    await page.route('**/api/assessments**', async (route) => {
      const request = route.request();
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST' && pathname === '/api/assessments') {
        const response = await route.fetch();
        accepted = (await response.json()) as { id: string };
        return route.fulfill({ response, json: accepted });
      }
      if (!held || !accepted || request.method() !== 'GET') return route.continue();
      if (pathname === `/api/assessments/${accepted.id}`) return route.fulfill({ json: accepted });
      const response = await route.fetch();
      const list = (await response.json()) as { assessments: { id: string }[] };
      const shown = list.assessments.map((a) => (a.id === accepted?.id ? accepted : a));
      return route.fulfill({ response, json: { assessments: shown } });
    });

    await assessClaim(COVERED_THEFT);
    const result = page.getByRole('region', { name: 'Assessment result' });
    const progress = result.getByRole('status').filter({ hasText: 'Processing your claim...' });
    await progress.waitFor();
    expect(await result.getByRole('progressbar', { name: 'Assessment in progress' }).count()).toBe(1);
    expect(await result.textContent()).toContain('“My suitcase was stolen from the hotel lobby.');
    const history = page.getByRole('region', { name: 'Assessment History' });
    await history.getByRole('article').first().getByText('Assessing…').waitFor();
    const found = await violations('claim pending');

    await page.reload();
    await page.getByRole('heading', { name: 'Assess a Claim', level: 1 }).waitFor();
    await progress.waitFor();
    await history.getByRole('article').first().getByText('Assessing…').waitFor();
    expect(new URL(page.url()).searchParams.get('assessment')).toBe(accepted?.id);

    // The worker's answer reaches the page through its polling.
    held = false;
    await toastWith(page, 'Claim assessed successfully').waitFor({ timeout: 30_000 });
    const verdict = VERDICT_WORDS[(await settledOnScreen(user)).verdict ?? ''] ?? '';
    await result.locator('.claim-verdict').getByText(verdict, { exact: true }).waitFor();
    expect(await progress.count()).toBe(0);
    await history
      .getByRole('article')
      .first()
      .getByText(verdict, { exact: true })
      .waitFor({ timeout: 10_000 });
    found.push(...(await violations('claim done after a reload')));

    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('explains an assessment that failed and assesses it again on Retry', async () => {
    const user = await givenASignedInPage();
    const created = await givenATravelPolicy(user);
    const upload = created.uploads[0];
    if (!upload) throw new Error('no upload');
    // The text read from the policy at upload is made unreadable, as a storage fault would.
    const restore = await withoutPolicyText(
      upload.form,
      { sub: subOf(user), policyId: created.policy.id, fileId: upload.fileId },
      inject('e2eStorageKeys'),
    );
    await openPage('/assess-claim', 'Assess a Claim');
    await assessClaim(COVERED_THEFT);

    const result = page.getByRole('region', { name: 'Assessment result' });
    const failure = result.getByRole('alert');
    await failure.getByText('This assessment could not be finished').waitFor({ timeout: 30_000 });
    expect(await failure.textContent()).toContain(
      'Something went wrong while assessing this claim. Please try again.',
    );
    const entry = page.getByRole('region', { name: 'Assessment History' }).getByRole('article').first();
    await entry.getByText('Failed', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await entry.textContent()).toContain('Something went wrong while assessing this claim.');
    expect(await entry.getByRole('button', { name: /^Retry/ }).count()).toBe(1);
    const found = await violations('claim failed');

    await restore();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await toastWith(page, 'Claim assessed successfully').waitFor({ timeout: 30_000 });
    const verdict = VERDICT_WORDS[(await settledOnScreen(user)).verdict ?? ''] ?? '';
    await result.locator('.claim-verdict').getByText(verdict, { exact: true }).waitFor();
    // The same assessment, done now: the history still has one entry.
    await entry.getByText(verdict, { exact: true }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('region', { name: 'Assessment History' }).getByRole('article').count()).toBe(
      1,
    );
    found.push(...(await violations('claim retried')));

    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('asks the questions an unclear verdict leaves open, and re-assesses with the answers', async () => {
    await givenTheTravelPolicyOn('/assess-claim');
    // Nothing said about the police: the policy's police-report condition cannot be settled.
    await assessClaim('My bag was stolen from my hotel room while I was out for dinner.');

    const result = page.getByRole('region', { name: 'Assessment result' });
    await result.getByText('Unclear: more information needed', { exact: true }).waitFor({ timeout: 30_000 });
    const questions = result.getByRole('region', { name: 'Questions that would settle it' });
    const first = questions.getByRole('group').first();
    const asked = (await first.locator('legend').textContent()) ?? '';
    expect(asked).toMatch(/\?$/);
    const found = await violations('unclear with questions');

    // Re-assessing needs an answer.
    await questions.getByRole('button', { name: 'Re-assess with my answers' }).click();
    await questions.getByText('Answer at least one question to re-assess the claim').waitFor();

    await first.getByRole('radio', { name: 'Yes' }).check();
    await questions.getByRole('button', { name: 'Re-assess with my answers' }).click();
    await result.getByRole('status').filter({ hasText: 'Processing your claim...' }).waitFor();
    await toastWith(page, 'Claim assessed successfully').waitFor({ timeout: 30_000 });
    await result.locator('.claim-verdict .verdict-badge').waitFor();
    // Answered, the question is not asked again; the first assessment stays in the history.
    expect(await result.getByRole('group', { name: asked }).count()).toBe(0);
    const history = page.getByRole('region', { name: 'Assessment History' });
    await expect.poll(() => history.getByRole('article').count(), { timeout: 10_000 }).toBe(2);
    found.push(...(await violations('re-assessed')));

    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('explains every problem with the claim form beside the field, without sending it', async () => {
    await givenTheTravelPolicyOn('/assess-claim');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/assessments')) sent.push(request.url());
    });
    const submit = page.getByRole('button', { name: 'Assess claim' });

    await submit.click();
    expect(await fieldMessage(page, 'Policy')).toBe(CLAIM_MESSAGES.policyRequired);
    expect(await fieldMessage(page, 'Incident date and time')).toBe(CLAIM_MESSAGES.incidentRequired);
    expect(await fieldMessage(page, 'Estimated value')).toBe('Estimated value must be greater than 0');
    expect(await fieldMessage(page, 'Description')).toBe('Description must be at least 10 characters long');
    // Focus goes to the first field with a problem.
    expect(
      await page.getByLabel('Policy', { exact: true }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    const found = await violations('claim form with messages');

    // Choosing a policy clears its message.
    await page.getByLabel('Policy', { exact: true }).selectOption({ label: `${TRAVEL_POLICY} (Travel)` });
    expect(await fieldMessage(page, 'Policy')).toBeNull();

    // The incident cannot be in the future; its picker stops at now.
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    expect(await page.getByLabel('Incident date and time').getAttribute('max')).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    );
    await page.getByLabel('Incident date and time').fill(localInput(tomorrow));
    await page.getByLabel('Report date and time').fill(localInput(new Date(tomorrow.getTime() + 3600_000)));
    await page.getByLabel('Estimated value').fill('0');
    await page.getByLabel('Description').fill('  stolen   ');
    await submit.click();
    expect(await fieldMessage(page, 'Incident date and time')).toBe('Incident date cannot be in the future');
    expect(await fieldMessage(page, 'Estimated value')).toBe('Estimated value must be greater than 0');
    expect(await fieldMessage(page, 'Description')).toBe('Description must be at least 10 characters long');

    // A report before the incident.
    await page.getByLabel('Incident date and time').fill('2025-06-10T10:00');
    await page.getByLabel('Report date and time').fill('2025-06-09T10:00');
    await submit.click();
    expect(await fieldMessage(page, 'Incident date and time')).toBeNull();
    expect(await fieldMessage(page, 'Report date and time')).toBe(
      'Report date cannot be before incident date',
    );

    // The value and start date pickers have the spec's limits.
    const value = page.getByLabel('Estimated value');
    expect([await value.getAttribute('min'), await value.getAttribute('step')]).toEqual(['0', '0.01']);
    expect(await page.getByLabel('Policy start date').getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    expect(sent).toEqual([]);
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('sends a coverage request from the modal, which then closes itself', async () => {
    await givenASignedInPage();
    await openPage('/item-coverage', 'Item Coverage');
    const opener = page.getByRole('button', { name: 'Request New Coverage Type' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Request New Coverage Type' });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Submit request' }).click();
    expect(await fieldMessage(page, 'Item coverage you would like')).toBe(
      'Please describe the item coverage you would like to request',
    );
    expect(await violations('coverage request with a message')).toEqual([]);

    await dialog
      .getByLabel('Item coverage you would like')
      .fill('Bicycles and e-bikes, including theft away from home');
    expect(await fieldMessage(page, 'Item coverage you would like')).toBeNull();
    await dialog.getByRole('button', { name: 'Submit request' }).click();
    await dialog.getByText('Your coverage request has been submitted successfully.').waitFor();
    const shownAt = Date.now();
    await dialog.waitFor({ state: 'hidden', timeout: 4000 });
    const openFor = Date.now() - shownAt;
    expect(openFor).toBeGreaterThan(1500);
    expect(openFor).toBeLessThan(2500);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    // Opened again, it starts afresh.
    await opener.click();
    expect(await dialog.getByLabel('Item coverage you would like').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    expect(problems).toEqual([]);
  });

  it('fits a 375px screen with results on both pages', async () => {
    const user = await givenASignedInPage({ width: 375, height: 800 });
    await givenATravelPolicy(user);
    const fitsTheScreen = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await openPage('/item-coverage', 'Item Coverage');
    const travel = coverageCard(page, 'Travel Insurance');
    await travel.getByRole('button', { name: `Calculate ${TRAVEL_POLICY}` }).click();
    await subCover(travel, 'Lost baggage').getByText('£2,000', { exact: true }).waitFor();
    expect(await fitsTheScreen()).toBe(true);
    const found = await violations('coverage at 375px');

    await openPage('/assess-claim', 'Assess a Claim');
    await assessClaim(COVERED_THEFT);
    await page.getByRole('region', { name: 'Assessment result' }).locator('.claim-verdict').waitFor();
    expect(await fitsTheScreen()).toBe(true);
    found.push(...(await violations('claim at 375px')));

    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });
});
