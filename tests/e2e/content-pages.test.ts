import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '#web/content/blog/blog-posts';
import { relativePostDate } from '#web/content/blog/post-dates';
import { RETENTION_PERIODS } from '../fixtures/legal-pages';
import { accessibilityViolations } from '../steps/accessibility';
import { fieldMessage, givenALoggedInBrowser } from '../steps/account-pages';
import { besides, chromiumForTests, theRunningApp } from '../steps/browser-session';
import { waitForMail } from '../steps/mailbox';

const { appUrl, mailboxUrl } = theRunningApp();
const TEAM_ADDRESS = 'team@policylens.local';

/** A full date as the post pages write it, e.g. '4 March 2025'. */
const FULL_DATE =
  /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

describe('the content pages in Chromium', () => {
  const chromium = chromiumForTests();
  let page: Page;
  let problems: string[];

  async function open(path: string, heading: string | RegExp) {
    await page.goto(`${appUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }

  async function expectNoAxeViolations(label: string) {
    expect(await accessibilityViolations(page, label)).toEqual([]);
  }

  it('tells the posts of a year apart by how long ago each appeared', async () => {
    ({ page, problems } = await chromium.newPage());
    // More than a year after every post: months, not six times '1 year ago'.
    const today = new Date('2026-11-24T12:00:00Z');
    await page.clock.setFixedTime(today);
    await open('/blog', 'Blog');
    const dates = page.locator('main article.post-card time');
    await expect.poll(() => dates.first().textContent()).toMatch(/ago$/);
    const shown = await dates.allTextContents();
    expect(shown).toEqual(blogPosts.map((post) => relativePostDate(post.date, today)));
    expect(new Set(shown).size).toBe(blogPosts.length);
    expect(problems).toEqual([]);
  });

  it('lists six posts newest first and opens one with its sections, related posts and back link', async () => {
    ({ page, problems } = await chromium.newPage());
    await open('/blog', 'Blog');
    expect(await page.title()).toBe('Blog | PolicyLens');
    const cards = page.locator('main article.post-card');
    expect(await cards.count()).toBe(6);
    expect(await cards.locator('.post-card__title').allTextContents()).toEqual(blogPosts.map((p) => p.title));
    // The full date is in the page from the start; once running, lists say how long ago instead.
    await expect.poll(() => cards.first().locator('time').textContent()).toMatch(/ago$|^today$|^yesterday$/);
    expect(await cards.first().locator('img').getAttribute('alt')).toBe(blogPosts[0]?.imageAlt);

    const [newest, second, third] = blogPosts;
    await cards
      .first()
      .getByRole('link', { name: /Read More/ })
      .click();
    await page.waitForURL(`${appUrl}/blog/${newest?.slug}`);
    await page.getByRole('heading', { level: 1, name: newest?.title }).waitFor();
    expect(await page.title()).toBe(`${newest?.title} | PolicyLens`);
    // The trail names the post by its title, as served and once running, never by its address's words.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe(newest?.title);
    const served = await (await fetch(`${appUrl}/blog/${newest?.slug}`)).text();
    expect(served).toContain(`aria-current="page">${newest?.title}<`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(newest?.excerpt);
    expect(await page.locator('.blog-post__meta time').textContent()).toMatch(FULL_DATE);
    expect(await page.locator('.blog-post__meta').textContent()).toContain(`By ${newest?.author}`);
    expect(await page.locator('.blog-post__section > h2').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole('navigation', { name: 'In this article' }).getByRole('link').count()).toBe(
      await page.locator('.blog-post__section').count(),
    );

    const related = page.getByRole('region', { name: 'Related articles' });
    expect(await related.locator('.post-card__title').allTextContents()).toEqual([
      second?.title,
      third?.title,
    ]);
    const main = page.locator('main');
    for (const href of ['/coverage', '/claim-assessment', '/resources'])
      expect(await main.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await page.waitForURL(`${appUrl}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('says a post was not found for an unknown slug, with a way back', async () => {
    ({ page, problems } = await chromium.newPage());
    await open('/blog/no-such-article', 'Post not found');
    expect(await page.title()).toBe('Post not found | PolicyLens');
    await page.getByRole('link', { name: 'Browse all articles' }).click();
    await page.waitForURL(`${appUrl}/blog`);
    // The unknown post's address answers 404, which Chromium logs.
    expect(besides(problems, 404)).toEqual([]);
  });

  /** The organisations the resources page shows (not those of the countries it hides). */
  const shownOrganisations = () =>
    page.locator('main a.resource-link:visible .resource-link__title').allTextContents();
  const shownGroups = () => page.locator('main .resource-group h2:visible').allTextContents();

  it('shows a visitor with an en-GB browser the UK organisations, and Australia’s once chosen', async () => {
    ({ page, problems } = await chromium.newPage({ locale: 'en-GB' }));
    await open('/resources', 'Insurance Resources');
    await page.locator('#root[data-running="static"]').waitFor({ state: 'attached' });
    const countries = page.getByRole('navigation', { name: 'Country' });
    expect(await countries.getByRole('link').allTextContents()).toEqual(['UK', 'US', 'Australia']);
    expect(await countries.locator('[aria-current="true"]').textContent()).toBe('UK');
    const uk = (await shownOrganisations()).map((title) => title.replace(' (opens in a new tab)', ''));
    expect(uk).toEqual(expect.arrayContaining(['Financial Ombudsman Service', 'Citizens Advice']));
    expect(uk).not.toContain('Federal Trade Commission');
    expect(uk).not.toContain('National Association of Insurance Commissioners');
    expect(await page.getByText('Showing organisations for the United Kingdom.').isVisible()).toBe(true);
    await expectNoAxeViolations('/resources for an en-GB visitor');

    await countries.getByRole('link', { name: 'Australia' }).click();
    await expect.poll(shownGroups).toEqual(['Regulator and guidance', 'Complaints', 'Consumer advocacy']);
    expect(page.url()).toBe(`${appUrl}/resources?country=au`);
    expect(await countries.locator('[aria-current="true"]').textContent()).toBe('Australia');
    const au = await shownOrganisations();
    expect(au.join()).toContain('Australian Financial Complaints Authority');
    expect(au.join()).not.toContain('Financial Ombudsman Service');
    // The address holds the choice, so the list can be shared: it opens on Australia's.
    await page.reload();
    await page.locator('#root[data-running="static"]').waitFor({ state: 'attached' });
    expect(await shownGroups()).toEqual(['Regulator and guidance', 'Complaints', 'Consumer advocacy']);
    expect(problems).toEqual([]);
  });

  it('says the coverage page reads scanned policies, marking figures from a scan', async () => {
    ({ page, problems } = await chromium.newPage());
    await open('/coverage', 'Coverage Analysis');
    const said = (await page.locator('main').textContent()) ?? '';
    expect(said).not.toMatch(/cannot be read/);
    expect(said).toContain('Scanned policies are read too');
    expect(said).toContain('marked “(read from a scan)”');
    expect(problems).toEqual([]);
  });

  it('shows the US resources to an en-US visitor and the UK resources to a signed-in GB user', async () => {
    ({ page, problems } = await chromium.newPage({ locale: 'en-US' }));
    await open('/resources', 'Insurance Resources');
    await expect
      .poll(shownGroups)
      .toEqual(['Insurance education', 'Consumer protection', 'Financial planning']);
    const outside = page.locator('main a.resource-link:visible');
    expect(await outside.count()).toBe(6);
    for (const link of await outside.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.textContent()).toContain('(opens in a new tab)');
    }
    const main = page.locator('main');
    for (const href of ['/', '/coverage', '/claim-assessment', '/blog'])
      expect(await main.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);

    await givenALoggedInBrowser(page, chromium.urls(), { country: 'GB' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Resources' }).click();
    await page.waitForURL(`${appUrl}/resources`);
    await expect
      .poll(shownGroups)
      .toEqual(['Official guidance', 'Consumer protection', 'Industry standards']);
    expect(await outside.count()).toBe(6);
    expect(await main.locator('a[href="https://www.financial-ombudsman.org.uk/"]').count()).toBe(1);
    await expectNoAxeViolations('/resources signed in (GB)');
    // In the app as on the prerendered page, the switch shows another country's list and names it in the address.
    await page
      .getByRole('navigation', { name: 'Country' })
      .getByRole('link', { name: 'US', exact: true })
      .click();
    await expect
      .poll(shownGroups)
      .toEqual(['Insurance education', 'Consumer protection', 'Financial planning']);
    expect(page.url()).toBe(`${appUrl}/resources?country=us`);

    // Signed in, the marketing pages lead straight to the tools instead of registering.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.locator('footer').getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await main.getByRole('link', { name: 'Coverage Analysis' }).click();
    await page.waitForURL(`${appUrl}/coverage`);
    expect(await main.getByRole('link', { name: 'Check your coverage' }).first().getAttribute('href')).toBe(
      '/item-coverage',
    );
    expect(await main.getByRole('link', { name: 'Create a free account' }).count()).toBe(0);
    await main.getByRole('link', { name: 'Claim Assessment' }).first().click();
    await page.waitForURL(`${appUrl}/claim-assessment`);
    expect(await main.getByRole('link', { name: 'Assess a claim' }).first().getAttribute('href')).toBe(
      '/assess-claim',
    );
    expect(await nav.getByRole('link', { name: 'Register' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('checks each contact field, sends the message to the team and offers to send another', async () => {
    ({ page, problems } = await chromium.newPage());
    await open('/contact', 'Contact us');
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: 'hello@policylens.app' }).getAttribute('href')).toBe(
      'mailto:hello@policylens.app',
    );
    expect(await main.textContent()).toContain('We reply within 24-48 hours on business days.');
    for (const href of ['/blog', '/resources', '/privacy-policy', '/coverage', '/claim-assessment'])
      expect(await main.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');

    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    // The form's checks load on first use: the messages follow the click.
    await expect.poll(() => fieldMessage(page, 'Name')).toBe('Please enter your name');
    expect(await fieldMessage(page, 'Email')).toBe('Please enter a valid email address');
    expect(await fieldMessage(page, 'Message')).toBe('Please enter a message');
    await expectNoAxeViolations('/contact with errors');

    const name = `Sam ${randomUUID().slice(0, 8)}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    expect(await fieldMessage(page, 'Name')).toBeNull();
    await page.getByLabel('Email', { exact: true }).fill('sam@example');
    expect(await fieldMessage(page, 'Email')).toBe('Please enter a valid email address');
    await page.getByLabel('Email', { exact: true }).fill('sam@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Does PolicyLens read travel policies too?');
    await send.click();

    await page.getByRole('heading', { name: 'Message Sent!' }).waitFor();
    expect(await main.textContent()).toContain(
      "Thank you for contacting us. We've received your message and will get back to you shortly.",
    );
    const mail = await waitForMail(mailboxUrl, TEAM_ADDRESS, `Contact form: ${name}`);
    expect(mail.body.text ?? mail.body.html).toContain('Does PolicyLens read travel policies too?');
    await expectNoAxeViolations('/contact sent');

    await page.getByRole('button', { name: 'Send another message' }).click();
    const nameField = page.getByLabel('Name', { exact: true });
    await nameField.waitFor();
    expect(await nameField.inputValue()).toBe('');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    expect(await nameField.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('says so when a message cannot be sent, and keeps what was typed', async () => {
    ({ page, problems } = await chromium.newPage());
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
    );
    await open('/contact', 'Contact us');
    // Typing before the page runs is the log-in page's test (home.test.ts); this one is about the refusal.
    await page.locator('#root[data-running]').waitFor({ state: 'attached' });
    await page.getByLabel('Name', { exact: true }).fill('Robin');
    await page.getByLabel('Email', { exact: true }).fill('robin@example.com');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Failed to send message. Please try again later.' })
      .waitFor();
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('Hello');
    // Chromium logs the refused request itself; nothing else may be logged.
    expect(besides(problems, 503)).toEqual([]);
  });

  it('shows when the legal pages were last updated, the retention periods and the way to register', async () => {
    ({ page, problems } = await chromium.newPage());
    await open('/privacy-policy', 'Privacy Policy');
    const main = page.locator('main');
    expect(await main.locator('time').first().textContent()).toBe('2 February 2025');
    expect(await main.textContent()).toContain('Last updated 2 February 2025');
    const retention = await page.locator('main table').last().textContent();
    for (const period of RETENTION_PERIODS) expect(retention, period).toContain(period);
    const text = await main.textContent();
    for (const words of ['Download my data', 'Delete my account', '18 or over', 'Amazon Bedrock', 'ICO'])
      expect(text, words).toContain(words);
    await page
      .getByRole('navigation', { name: 'Contents' })
      .getByRole('link', { name: 'Your rights' })
      .click();
    await page.waitForURL(`${appUrl}/privacy-policy#your-rights`);

    await open('/terms-conditions', 'Terms & Conditions');
    expect(await main.textContent()).toContain('Last updated 2 February 2025');
    for (const words of ['10 policy documents', '5 MB', '10 MB', 'England and Wales', '£100'])
      expect(await main.textContent(), words).toContain(words);
    await main.getByRole('link', { name: 'Create your free account' }).click();
    await page.waitForURL(`${appUrl}/register`);
    expect(problems).toEqual([]);
  });

  it('sends signed-out visitors from the marketing pages to register', async () => {
    ({ page, problems } = await chromium.newPage());
    for (const [path, heading] of [
      ['/coverage', 'Coverage Analysis'],
      ['/claim-assessment', 'Claim Assessment'],
    ] as const) {
      await open(path, heading);
      const main = page.locator('main');
      expect(await main.textContent()).toContain('Not Available');
      expect(await main.getByRole('link', { name: 'Log in' }).first().getAttribute('href')).toBe('/login');
      await main.getByRole('link', { name: 'Create a free account' }).first().click();
      await page.waitForURL(`${appUrl}/register`);
    }
    await open('/claim-assessment', 'Claim Assessment');
    const text = await page.locator('main').textContent();
    for (const verdict of ['Likely covered', 'likely not covered', 'unclear'])
      expect(text).toContain(verdict);
    expect(problems).toEqual([]);
  });

  it('has no accessibility violations and fits a 375px screen on every content page', async () => {
    const pages: ReadonlyArray<readonly [string, string | RegExp]> = [
      ['/blog', 'Blog'],
      [`/blog/${blogPosts[2]?.slug}`, blogPosts[2]?.title ?? ''],
      ['/blog/no-such-article', 'Post not found'],
      ['/resources', 'Insurance Resources'],
      ['/contact', 'Contact us'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-conditions', 'Terms & Conditions'],
      ['/coverage', 'Coverage Analysis'],
      ['/claim-assessment', 'Claim Assessment'],
    ];
    for (const viewport of [undefined, { width: 375, height: 812 }]) {
      ({ page, problems } = await chromium.newPage({ viewport }));
      for (const [path, heading] of pages) {
        await open(path, heading);
        if (viewport) {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
        } else {
          await expectNoAxeViolations(path);
        }
      }
      expect(besides(problems, 404)).toEqual([]);
    }
  });
});
