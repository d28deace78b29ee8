import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, started the way this machine's closed network needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Collects console errors and failed requests of a page, so a test can assert there were none. */
export function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/**
 * Keeps a page's last requests and console lines, and answers a function that describes the page
 * with them (where it is, what it shows), so a failure in CI can be understood without a rerun.
 */
export function recordActivity(page: Page): () => Promise<string> {
  const trail: string[] = [];
  const keep = (line: string) => {
    trail.push(line);
    if (trail.length > 30) trail.shift();
  };
  page.on('console', (message) => keep(`console ${message.type()}: ${message.text()}`));
  page.on('response', (response) =>
    keep(`${response.status()} ${response.request().method()} ${response.url()}`),
  );
  page.on('requestfailed', (request) => keep(`failed ${request.url()}: ${request.failure()?.errorText}`));
  return async () => {
    const shown = await page
      .locator('main')
      .textContent({ timeout: 1000 })
      .catch(() => '(page closed)');
    return `Page at failure: ${page.url()}\n${shown}\n--- last activity ---\n${trail.join('\n')}`;
  };
}
