import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CLAIM_MESSAGES } from '../../domain/schemas/claim';
import { homePolicyPdf, travelPolicyPdf } from '../../scripts/samples/documents';
import {
  describeOnFailure,
  fieldMessage,
  givenALoggedInBrowser,
  stackUrls,
  toastWith,
} from '../steps/account-pages';
import { launchBrowser, watchForErrors } from '../steps/browser';
import { uploadPolicy } from '../steps/policies';
import { accessibilityViolations } from '../steps/policy-pages';
import type { StackUrls, TestUser } from '../steps/users';

const appUrl = inject('e2eAppUrl');
const mailboxUrl = inject('e2eMailboxUrl');

const TRAVEL_POLICY = 'Wayfarer annual multi-trip';

/** Given the travel policy of the samples (benefits table on page 1, baggage section on page 2). */
async function givenATravelPolicy(user: TestUser, name = TRAVEL_POLICY) {
  const { complete } = await uploadPolicy(
    appUrl,
    user,
    [{ name: 'travel-schedule.pdf', bytes: travelPolicyPdf() }],
    { name, insuranceTypeId: 'travel', startDate: '2025-01-15', endDate: '2026-01-14' },
  );
  expect(complete?.status).toBe(200);
}

/** A card of the Item Coverage page, found by its heading. */
function coverageCard(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** One sub-cover's row on a card. */
function subCover(card: Locator, label: string): Locator {
  return card
    .locator('.coverage-subcovers__row')
    .filter({ has: card.page().getByText(label, { exact: true }) });
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as a datetime-local input takes it. */
function localInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

describe('item coverage and claim assessment in Chromium', () => {
  let browser: Browser;
  let urls: StackUrls;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    urls = await stackUrls(appUrl, mailboxUrl);
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** A new user in the UK, logged in through the login page. */
  async function givenASignedInPage(viewport?: { width: number; height: number }): Promise<TestUser> {
    const context = await browser.newContext(viewport ? { viewport } : {});
    page = await context.newPage();
    problems = watchForErrors(page);
    describeOnFailure(page);
    return givenALoggedInBrowser(page, urls, { country: 'GB' });
  }

  async function openPage(path: string, heading: string) {
    await page.goto(`${appUrl}${path}`);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  }

  /**
   * axe's findings once transitions have finished: a toast fading in is briefly low in contrast,
   * which is not what anyone reads.
   */
  async function violations(label: string): Promise<string[]> {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    );
    return accessibilityViolations(page, label);
  }

  async function closePage() {
    await page.context().close();
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
    const user = await givenASignedInPage();
    await givenATravelPolicy(user);
    await openPage('/item-coverage', 'Item Coverage');

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
    await closePage();
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

    await travel.getByRole('button', { name: 'Compare policies' }).click();
    const table = travel.getByRole('table', { name: 'Limits of your travel policies side by side' });
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Cover', 'Bank account travel cover', TRAVEL_POLICY]);
    const baggage = table.getByRole('row').filter({ hasText: 'Lost baggage' });
    expect(await baggage.getByText('£2,000', { exact: true }).count()).toBe(2);
    expect(await baggage.getByText('Overlap').count()).toBe(1);
    await travel.getByText(/overlaps, covered by more than one policy: .*Lost baggage/).waitFor();

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
    await closePage();
  });

  it('assesses a claim with its verdict, clauses, money and history, then one the policy excludes', async () => {
    const user = await givenASignedInPage();
    await givenATravelPolicy(user);
    await openPage('/assess-claim', 'Assess a Claim');
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

    // The answer is held back a moment, so the overlay can be seen.
    await page.route('**/api/assessments', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await assessClaim(
      'My baggage was stolen from my hotel room. I reported it to the police within 2 hours and have the written police report.',
    );
    const overlay = page.getByRole('status').filter({ hasText: 'Processing your claim...' });
    await overlay.waitFor();
    expect(await overlay.getAttribute('aria-live')).toBe('polite');
    await toastWith(page, 'Claim assessed successfully').waitFor({ timeout: 30_000 });

    const result = page.getByRole('region', { name: 'Assessment result' });
    await result.waitFor();
    await result.getByText('Likely covered', { exact: true }).waitFor();
    const resultText = (await result.textContent()) ?? '';
    expect(resultText).toMatch(/Limit\s*£2,000/);
    expect(resultText).toMatch(/Excess\s*£75/);
    expect(resultText).toMatch(/Estimated payout\s*£725/);
    expect(resultText).toContain('We will pay for your baggage that is lost, stolen or damaged');
    expect(resultText).toContain('Financial Ombudsman Service');
    const clauses = result.getByRole('region', { name: 'Clauses relied on' });
    expect(
      await clauses.getByRole('button', { name: /^page 2 of travel-schedule\.pdf/ }).count(),
    ).toBeGreaterThan(0);
    const checks = result.getByRole('region', { name: 'Dates and deadlines' });
    expect(await checks.textContent()).toContain('Reported to the police in time: Passed');
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
    await clauses
      .getByRole('button', { name: /^page 2 of travel-schedule\.pdf/ })
      .first()
      .click();
    const viewer = page.getByRole('dialog', { name: 'Clause: page 2 of travel-schedule.pdf' });
    await viewer.getByRole('img', { name: 'Page 2 of travel-schedule.pdf' }).waitFor();
    await viewer.getByText('The quoted words are highlighted on the page.').waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'hidden' });

    // The history has the entry, collapsed to two lines until it is opened.
    const entry = history.getByRole('article').first();
    await entry.waitFor();
    const entryText = (await entry.textContent()) ?? '';
    expect(entryText).toContain(TRAVEL_POLICY);
    expect(entryText).toContain('Travel');
    expect(entryText).toContain('Likely covered');
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

    // A bag left unattended on the beach: the policy's exclusion applies.
    await page.unroute('**/api/assessments');
    await assessClaim(
      'I left my bag unattended on the beach while swimming and it was stolen. I told the police.',
    );
    await result.getByText('Likely not covered', { exact: true }).waitFor();
    expect(await result.textContent()).toContain('baggage left unattended in a public place');
    await history.getByRole('article').nth(1).waitFor();
    const verdicts = await history.locator('.verdict-badge').allTextContents();
    expect(verdicts).toEqual(['Likely not covered', 'Likely covered']);
    // Two toasts stacked dim the one behind on purpose; check the page once only one is left.
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 10_000 }).toBeLessThan(2);
    found.push(...(await violations('claim not covered')));

    expect(found).toEqual([]);
    expect(problems).toEqual([]);
    await closePage();
  });

  it('explains every problem with the claim form beside the field, without sending it', async () => {
    const user = await givenASignedInPage();
    await givenATravelPolicy(user);
    await openPage('/assess-claim', 'Assess a Claim');
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
    await closePage();
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
    await closePage();
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
    await assessClaim('My baggage was stolen from my hotel room. I reported it to the police the same day.');
    await page
      .getByRole('region', { name: 'Assessment result' })
      .getByText('Likely covered', { exact: true })
      .waitFor();
    expect(await fitsTheScreen()).toBe(true);
    found.push(...(await violations('claim at 375px')));

    expect(found).toEqual([]);
    expect(problems).toEqual([]);
    await closePage();
  });
});
