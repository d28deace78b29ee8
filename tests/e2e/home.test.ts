import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '#web/content/blog/blog-posts';
import { homeVariants } from '#web/features/home/home-variants';
import { HOMEPAGE_VARIATIONS } from '#web/lib/experiments/homepage-variant';
import { VISITOR_ID_KEY } from '#web/lib/experiments/visitor-id';
import { accessibilityViolations, whenAnimationsHaveFinished } from '../steps/accessibility';
import { toastWith } from '../steps/account-pages';
import { besides, chromiumForTests, theRunningApp } from '../steps/browser-session';
import { waitForMail } from '../steps/mailbox';
import { givenASignedInUser } from '../steps/users';

const { appUrl, mailboxUrl } = theRunningApp();
const TEAM_ADDRESS = 'team@policylens.local';
const SITE_URL = 'https://policylens.app';

/** Every public page, with the heading it must show before and after JavaScript runs. */
const PUBLIC_PAGES: readonly { path: string; heading: string; title: string }[] = [
  {
    path: '/',
    heading: homeVariants.control.hero.title,
    title: 'PolicyLens – Understand your insurance cover',
  },
  { path: '/coverage', heading: 'Coverage Analysis', title: 'Coverage Analysis | PolicyLens' },
  { path: '/claim-assessment', heading: 'Claim Assessment', title: 'Claim Assessment | PolicyLens' },
  { path: '/blog', heading: 'Blog', title: 'Blog | PolicyLens' },
  ...blogPosts.map((post) => ({
    path: `/blog/${post.slug}`,
    heading: post.title,
    title: `${post.title} | PolicyLens`,
  })),
  { path: '/contact', heading: 'Contact us', title: 'Contact | PolicyLens' },
  { path: '/privacy-policy', heading: 'Privacy Policy', title: 'Privacy Policy | PolicyLens' },
  { path: '/terms-conditions', heading: 'Terms & Conditions', title: 'Terms & Conditions | PolicyLens' },
  { path: '/resources', heading: 'Insurance Resources', title: 'Resources | PolicyLens' },
  { path: '/login', heading: 'Log in to PolicyLens', title: 'Log In | PolicyLens' },
  { path: '/register', heading: 'Create your free account', title: 'Register | PolicyLens' },
];

interface ExposureEvent {
  name: string;
  experimentId: string;
  variationId: string;
  visitorId: string;
}

describe('the home page and the prerendered public pages in Chromium', () => {
  const chromium = chromiumForTests();
  let page: Page;
  let problems: string[];

  /** The 'Experiment Viewed' events this browser context sent and the server accepted (202). */
  function collectExposures(target: BrowserContext): ExposureEvent[] {
    const events: ExposureEvent[] = [];
    target.on('response', (response) => {
      const request = response.request();
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/events') return;
      if (response.status() === 202) events.push(request.postDataJSON() as ExposureEvent);
      else problems.push(`POST /api/events answered ${response.status()}`);
    });
    return events;
  }

  /**
   * True once the page is running: a prerendered public page says so on #root (read-only pages
   * with their small script, pages with forms once React has taken over <main>); the app is a
   * React root on #root.
   */
  function isRunning(): Promise<boolean> {
    return page.evaluate(() => {
      const root = document.getElementById('root');
      if (root === null) return false;
      if (root.hasAttribute('data-running')) return true;
      return Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
  }

  /** A new visitor on the home page (with this query, as a link may carry), once it is running. */
  async function givenTheHomePageRunning(query = '') {
    ({ page, problems } = await chromium.newPage());
    await page.goto(`${appUrl}/${query}`);
    await expect.poll(isRunning).toBe(true);
  }

  async function expectNoAxeViolations(label: string) {
    await whenAnimationsHaveFinished(page);
    expect(await accessibilityViolations(page, label)).toEqual([]);
  }

  it('shows every public page with JavaScript disabled, from its prerendered HTML', async () => {
    ({ page, problems } = await chromium.newPage({ javaScriptEnabled: false }));
    for (const { path, heading, title } of PUBLIC_PAGES) {
      const response = await page.goto(`${appUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(await page.locator('h1').first().textContent(), path).toBe(heading);
      expect(await page.title(), path).toBe(title);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical, path).toBe(`${SITE_URL}${path}`);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content'), path).toBe(title);
      expect(await page.locator('meta[name="description"]').getAttribute('content'), path).toBeTruthy();
      // The footer and its links are part of the static page too.
      expect(await page.locator('footer a[href="/privacy-policy"]').count(), path).toBe(1);
    }

    await page.goto(`${appUrl}/`);
    const main = page.locator('main');
    for (const name of ['Get started free', 'Log in']) {
      expect(await main.getByRole('link', { name, exact: true }).count(), name).toBe(1);
    }
    // Every variation is in the page; without scripts the control is the one shown.
    expect(await main.locator('.home-stats__item:visible').count()).toBe(3);
    expect(await main.getByRole('heading', { level: 1 }).allTextContents()).toEqual([
      homeVariants.control.hero.title,
    ]);
    expect(await main.locator('.home-post').count()).toBe(3);
    expect(await main.getByRole('link', { name: 'View All Articles' }).getAttribute('href')).toBe('/blog');
    expect(await main.locator('details.faq__item').count()).toBeGreaterThanOrEqual(12);
    // Answers open without JavaScript too.
    await main.getByText('Is PolicyLens really free?').click();
    await main.getByText('you do not need a payment card').waitFor();
    const jsonLd = await page.locator('head script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'WebApplication',
      offers: { price: 0, priceCurrency: 'USD' },
    });
    expect(problems).toEqual([]);
  });

  it('takes over every prerendered public page with JavaScript enabled, without errors', async () => {
    ({ page, problems } = await chromium.newPage());
    for (const { path, heading, title } of PUBLIC_PAGES.filter((p) => p.path !== '/')) {
      await page.goto(`${appUrl}${path}`);
      await expect.poll(isRunning, { message: path }).toBe(true);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.title(), path).toBe(title);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }).waitFor();
    }
    expect(problems).toEqual([]);
  });

  it('loads no script framework on a page with nothing to act on, and only its own code on a form page', async () => {
    ({ page, problems } = await chromium.newPage());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${appUrl}/blog`);
    await expect.poll(isRunning).toBe(true);
    await page.waitForLoadState('networkidle');
    // The blog is read-only: its dates turn relative with the page's one small script.
    expect(scripts).toHaveLength(1);
    expect(await page.locator('main time[data-relative-date]').first().textContent()).toMatch(
      /ago|today|yesterday/i,
    );
    scripts.length = 0;
    await page.goto(`${appUrl}/login`);
    await expect.poll(isRunning).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /\/assets\/(router|amplify)-/.test(path))).toBe(false);
    expect(problems).toEqual([]);
  });

  it('keeps what a visitor typed before the form was running, and sends a form sent meanwhile', async () => {
    ({ page, problems } = await chromium.newPage());
    // The log-in page's own code arrives late, as on a slow connection.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/login-page-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const signIns = countSignIns(page);
    await page.goto(`${appUrl}/login`);
    await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    expect(await isRunning()).toBe(false);
    // Nothing went to the server as a plain request, with the password in the address.
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('nobody@example.com');
    expect(signIns).toHaveLength(1);
  });

  it('sends a form sent in the moment its page starts once, not twice', async () => {
    ({ page, problems } = await chromium.newPage());
    const user = await givenASignedInUser(chromium.urls());
    // Once the typed values are handed back, the page's next steps are slowed a little, so the
    // press lands after its code has taken the form over but before the page says it runs.
    await page.addInitScript(() => {
      const slowed = window as unknown as { setTimeout: unknown; handedBack?: boolean };
      const setTimeoutAsBuilt = window.setTimeout;
      document.addEventListener(
        'input',
        (event) => {
          if (!event.isTrusted) slowed.handedBack = true;
        },
        true,
      );
      slowed.setTimeout = (run: () => void, delay?: number, ...rest: unknown[]) =>
        setTimeoutAsBuilt(run, slowed.handedBack && !delay ? 120 : delay, ...rest);
    });
    const signIns = countSignIns(page);
    await page.goto(`${appUrl}/login`);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.waitForFunction(() => (window as { handedBack?: boolean }).handedBack === true, undefined, {
      polling: 5,
    });
    expect(await isRunning()).toBe(false);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL(`${appUrl}/profile`);
    await toastWith(page, 'Successfully logged in!').waitFor();
    expect(signIns).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('shows the home page with the features, latest posts and closing call to action', async () => {
    ({ page, problems } = await chromium.newPage());
    const exposures = collectExposures(page.context());
    await page.goto(`${appUrl}/`);
    await expect.poll(isRunning).toBe(true);
    // A visitor keeps their variation from one visit to the next.
    await expect.poll(() => exposures.length).toBe(1);
    const variant = homeVariants[exposures[0]?.variationId as keyof typeof homeVariants];
    expect(variant).toBeDefined();
    await page.getByRole('heading', { level: 1, name: variant.hero.title }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: variant.hero.title }).waitFor();
    await expect.poll(isRunning).toBe(true);
    // Decided before the first paint by the page's one inline script (allowed by its hash in the
    // page policy), so nothing moves when the page's code starts.
    expect(
      await page.evaluate(() => document.documentElement.getAttribute('data-homepage-variant-source')),
    ).toBe('experiment');
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              total += (entry as PerformanceEntry & { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shifted).toBeLessThan(0.02);

    const main = page.locator('main');
    const hero = main.locator('.home-hero');
    expect(
      await hero.getByRole('link', { name: variant.hero.primaryCTA, exact: true }).getAttribute('href'),
    ).toBe('/register');
    expect(
      await hero.getByRole('link', { name: variant.hero.secondaryCTA, exact: true }).getAttribute('href'),
    ).toBe('/login');
    for (const stat of variant.stats)
      await main.locator('.home-stats:visible').getByText(stat.value, { exact: true }).waitFor();
    const features = main.locator('.home-features');
    for (const href of [
      '/coverage',
      '/claim-assessment',
      '/resources',
      '/blog/5-step-guide-to-making-an-insurance-claim',
    ]) {
      expect(await features.locator(`a[href="${href}"]`).count(), href).toBe(1);
    }
    for (const href of ['https://www.moneyhelper.org.uk/', 'https://www.citizensadvice.org.uk/']) {
      const link = features.locator(`a[href="${href}"]`);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(await main.locator('.home-post h3').allTextContents()).toEqual(
      blogPosts.slice(0, 3).map((post) => post.title),
    );
    await expect.poll(() => main.locator('.home-post time').first().textContent()).toMatch(/ago$|day$/);
    await main.getByRole('link', { name: variant.cta.buttonText }).waitFor();
    expect(await main.getByRole('link', { name: variant.cta.buttonText }).getAttribute('href')).toBe(
      '/register',
    );
    expect(exposures).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('searches the FAQ, says when nothing matches, and clears the search', async () => {
    await givenTheHomePageRunning('?variant=control');
    const faq = page.locator('section.faq');
    const search = faq.getByRole('searchbox', { name: 'Search the questions' });
    const button = faq.getByRole('button', { name: 'Search', exact: true });
    const questions = faq.locator('details.faq__item');
    const all = await questions.count();
    expect(await button.isDisabled()).toBe(true);
    await search.fill('   ');
    expect(await button.isDisabled()).toBe(true);

    // Case does not matter, and answers are searched as well as questions.
    await search.fill('PAYMENT CARD');
    await button.click();
    await expect.poll(() => questions.count()).toBe(1);
    expect(await questions.first().locator('summary').textContent()).toBe('Is PolicyLens really free?');
    await faq.getByText('1 question matches “PAYMENT CARD”').waitFor({ state: 'attached' });

    // A word finds its other forms: cancelling an account, or a policy, is answered.
    await search.fill('cancellation');
    await button.click();
    await faq.getByText('2 questions match “cancellation”').waitFor({ state: 'attached' });
    expect(await questions.locator('summary').allTextContents()).toEqual([
      'Can I download or delete my data?',
      'Can I remove a single policy?',
    ]);

    await search.fill('no such thing anywhere');
    await button.click();
    await faq.getByText('No questions found matching your search').waitFor();
    await faq.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => questions.count()).toBe(all);
    expect(await search.inputValue()).toBe('');
    expect(await button.isDisabled()).toBe(true);

    // An answer opens and closes.
    const item = questions.filter({ hasText: 'How many policies can I store?' });
    await item.locator('summary').click();
    await item.getByText('Up to 10 policies per account').waitFor();
    expect(await item.getAttribute('open')).not.toBeNull();
    await item.locator('summary').click();
    expect(await item.getAttribute('open')).toBeNull();
    expect(problems).toEqual([]);
  });

  it('signs up for the newsletter, and the team hears about it', async () => {
    await givenTheHomePageRunning('?variant=control');
    const form = page.locator('section.newsletter');
    const email = form.getByLabel('Email address');
    await email.fill('not-an-email');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await form.getByText('Please enter a valid email address').waitFor();

    const address = `newsletter-${randomUUID()}@example.com`;
    await email.fill(address);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    const done = form.getByRole('button', { name: 'Signed Up!' });
    await done.waitFor();
    expect(await done.isDisabled()).toBe(true);
    expect(await email.isDisabled()).toBe(true);
    await page.getByText('Successfully signed up for our newsletter!').waitFor();

    const mail = await waitForMail(mailboxUrl, TEAM_ADDRESS, 'Newsletter sign-up');
    expect(mail.body.text ?? mail.body.html).toContain(address);
    expect(problems).toEqual([]);
  });

  it('shows each forced variation and records one exposure per visitor', async () => {
    for (const variation of HOMEPAGE_VARIATIONS) {
      ({ page, problems } = await chromium.newPage());
      const exposures = collectExposures(page.context());
      const copy = homeVariants[variation];
      await page.goto(`${appUrl}/?variant=${variation}`);
      await page.getByRole('heading', { level: 1, name: copy.hero.title }).waitFor();
      const main = page.locator('main');
      await main
        .locator('.home-hero')
        .getByRole('link', { name: copy.hero.primaryCTA, exact: true })
        .waitFor();
      for (const stat of copy.stats) {
        await main.locator('.home-stats:visible').getByText(stat.value, { exact: true }).waitFor();
      }
      await main.getByRole('heading', { level: 2, name: copy.features.sectionTitle }).waitFor();
      await main.getByRole('heading', { level: 2, name: copy.cta.title }).waitFor();
      await expect.poll(() => exposures.length, { message: variation }).toBe(1);

      // A second view by the same visitor is not counted again.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: copy.hero.title }).waitFor();
      await expect.poll(isRunning).toBe(true);
      await page.waitForTimeout(500);
      const visitorId = await page.evaluate((key) => localStorage.getItem(key), VISITOR_ID_KEY);
      expect(exposures).toEqual([
        { name: 'Experiment Viewed', experimentId: 'homepage-variant', variationId: variation, visitorId },
      ]);
      await expectNoAxeViolations(`/?variant=${variation}`);
      expect(problems, variation).toEqual([]);
      // The next variation is another visitor's: this one's late events must not count.
      await page.context().close();
    }
  });

  it('has no accessibility violations on the home page', async () => {
    await givenTheHomePageRunning();
    await page.locator('section.faq details').first().locator('summary').click();
    await expectNoAxeViolations('/');
    expect(problems).toEqual([]);
  });

  it('shows the not-found page for an unknown path, and signed-in tools start from a session check', async () => {
    ({ page, problems } = await chromium.newPage());
    expect((await page.goto(`${appUrl}/no/such/page`))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    // The served 404 page and the app both say so.
    const robots = await page
      .locator('meta[name="robots"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
    expect(robots.length).toBeGreaterThan(0);
    expect(new Set(robots)).toEqual(new Set(['noindex']));
    expect(await page.getByRole('heading', { name: homeVariants.control.hero.title }).count()).toBe(0);

    // The gateway serves the home page's markup for /policies; the app renders the right page instead.
    await page.goto(`${appUrl}/policies`);
    await page.waitForURL(`${appUrl}/login`);
    await page.getByRole('heading', { level: 1, name: 'Log in to PolicyLens' }).waitFor();
    expect(besides(problems, 404)).toEqual([]);
  });

  it('serves robots.txt and a sitemap of the public pages and posts', async () => {
    const robots = await fetch(`${appUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    const robotsText = await robots.text();
    expect(robotsText).toContain('Disallow: /profile');
    expect(robotsText).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);

    const sitemap = await fetch(`${appUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    const xml = await sitemap.text();
    for (const { path } of PUBLIC_PAGES) expect(xml, path).toContain(`<loc>${SITE_URL}${path}</loc>`);
    expect(xml).not.toContain('/profile');
  });
});

/** The sign-ins the page sends to the user pool, as they go. */
function countSignIns(page: Page): string[] {
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['x-amz-target']?.endsWith('.InitiateAuth')) signIns.push(request.url());
  });
  return signIns;
}
