import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { besides, chromiumForTests, theRunningApp } from '../steps/browser-session';

const { appUrl } = theRunningApp();

describe('the app shell in Chromium', () => {
  const chromium = chromiumForTests();
  let page: Page;
  let problems: string[];

  async function open(path: string) {
    ({ page, problems } = await chromium.newPage());
    await page.goto(`${appUrl}${path}`);
  }

  it('opens the home page with the signed-out navigation and the footer, and follows the nav', async () => {
    await open('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Register' }).first().waitFor();
    for (const label of ['Coverage Analysis', 'Claim Assessment', 'Blog', 'Log In', 'Register']) {
      await expect(nav.getByRole('link', { name: label }).count()).resolves.toBeGreaterThan(0);
    }
    const footer = page.locator('footer');
    for (const href of ['/terms-conditions', '/privacy-policy', '/contact', '/resources']) {
      await expect(footer.locator(`a[href="${href}"]`).count()).resolves.toBe(1);
    }
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).count()).resolves.toBe(0);

    await nav.getByRole('link', { name: 'Blog' }).first().click();
    await page.waitForURL(`${appUrl}/blog`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.waitFor();
    expect(await crumbs.getByRole('link', { name: 'Home' }).count()).toBe(1);
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Blog');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Coverage Analysis' })
      .first()
      .click();
    await page.waitForURL(`${appUrl}/coverage`);
    // The route's code loads after the address changes: wait for its heading, not the old page's.
    const heading = page.getByRole('heading', { level: 1, name: /coverage/i });
    await heading.waitFor();
    expect(await heading.count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('shows the not-found page with its six links for an unknown path', async () => {
    await open('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    const main = page.locator('main');
    for (const href of ['/', '/coverage', '/claim-assessment', '/blog', '/resources', '/contact']) {
      expect(await main.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
    // The unknown address answers 404, which Chromium logs.
    expect(besides(problems, 404)).toEqual([]);
  });

  it('sends a signed-out visitor from /profile to /login', async () => {
    await open('/profile');
    await page.waitForURL(`${appUrl}/login`);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(problems).toEqual([]);
  });

  it('logs no warning in the console of the signed-in app, the local user pool’s endpoint configured', async () => {
    const signedIn = await chromium.signedInPage();
    const warnings: string[] = [];
    signedIn.page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await signedIn.page.goto(`${appUrl}/item-coverage`);
    await signedIn.page.getByRole('heading', { name: 'Item Coverage', level: 1 }).waitFor();
    await signedIn.page.goto(`${appUrl}/profile`);
    await signedIn.page.locator('.details').waitFor();
    expect(warnings).toEqual([]);
    expect(signedIn.problems).toEqual([]);
  });
});
