import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { describeOnFailure, stackUrls } from './account-pages';
import { launchBrowser, watchForErrors } from './browser';
import type { StackUrls } from './users';

/**
 * One Chromium for a file of browser tests, and for each test a page of its own (a fresh context,
 * downloads allowed), watched for console errors and described if the test fails.
 */
export function chromiumForTests(appUrl: string, mailboxUrl: string) {
  let browser: Browser | undefined;
  let urls: StackUrls | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    urls = await stackUrls(appUrl, mailboxUrl);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    urls(): StackUrls {
      if (!urls) throw new Error('the browser is not started yet');
      return urls;
    },
    async newPage(): Promise<{ page: Page; problems: string[] }> {
      if (!browser) throw new Error('the browser is not started yet');
      const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
      const problems = watchForErrors(page);
      describeOnFailure(page);
      return { page, problems };
    },
  };
}

/** The problems a page logged, less the refusals a test provoked on purpose (Chromium logs each). */
export function besides(problems: readonly string[], status: number): string[] {
  return problems.filter((problem) => !problem.includes(`status of ${status}`));
}
