import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { givenALoggedInBrowser, stackUrls } from './account-pages';
import { launchBrowser, recordActivity, watchForErrors } from './browser';
import type { StackUrls, TestUser } from './users';

/** What a test may ask of its page's context: a phone's screen, no JavaScript, or the browser's language. */
export type PageOptions = Pick<BrowserContextOptions, 'viewport' | 'javaScriptEnabled' | 'locale'>;

/** A page of the running test and the console errors it has logged so far. */
export interface WatchedPage {
  readonly page: Page;
  readonly problems: string[];
}

/**
 * The app `npm start` runs for the browser tier (tests/setup/app-server.ts), its local mailbox, and
 * the secret its own controls ask for.
 */
export function theRunningApp() {
  return {
    appUrl: inject('e2eAppUrl'),
    mailboxUrl: inject('e2eMailboxUrl'),
    controlSecret: inject('e2eControlSecret'),
  };
}

/**
 * One Chromium for a file of browser tests, and for each test pages of their own (each in a fresh
 * context, downloads allowed), watched for console errors, described if the test fails and closed
 * when it is over.
 */
export function chromiumForTests() {
  const { appUrl, mailboxUrl } = theRunningApp();
  let browser: Browser | undefined;
  let urls: StackUrls | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    urls = await stackUrls(appUrl, mailboxUrl);
  });
  afterAll(async () => {
    await browser?.close();
  });

  function stack(): StackUrls {
    if (!urls) throw new Error('the browser is not started yet');
    return urls;
  }

  async function newPage(options: PageOptions = {}): Promise<WatchedPage> {
    if (!browser) throw new Error('the browser is not started yet');
    const context = await browser.newContext({ ...options, acceptDownloads: true });
    const page = await context.newPage();
    const problems = watchForErrors(page);
    const activity = recordActivity(page);
    // A failure is described from the page as the test left it; only then does the page go.
    onTestFinished(async ({ task }) => {
      if (task.result?.state === 'fail') console.log(await activity());
      await context.close();
    });
    return { page, problems };
  }

  return {
    urls: stack,
    newPage,
    /** A page on which a new user (with these attributes) has logged in and sees their profile. */
    async signedInPage(
      options: PageOptions & { attributes?: Record<string, string> } = {},
    ): Promise<WatchedPage & { user: TestUser }> {
      const { attributes, ...pageOptions } = options;
      const watched = await newPage(pageOptions);
      const user = await givenALoggedInBrowser(watched.page, stack(), attributes);
      return { ...watched, user };
    },
  };
}

/** The problems a page logged, less the refusals a test provoked on purpose (Chromium logs each). */
export function besides(problems: readonly string[], status: number): string[] {
  return problems.filter((problem) => !problem.includes(`status of ${status}`));
}
