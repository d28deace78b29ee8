import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * Pictures of the app for the README, taken by the browser tests as they pass through each
 * feature: only when `npm run screenshots` asks for them (SCREENSHOTS_DIR), so a test run writes
 * nothing.
 */
export async function screenshotFor(docs: string, page: Page, subject: Locator | null = null): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${docs}.png`);
  await page.evaluate(() => document.fonts.ready);
  // The site's header stays on top as the page scrolls: in a picture of a tall part it would land
  // across the middle.
  const style = '.site-header { position: static !important; }';
  if (subject) await subject.screenshot({ path: file, animations: 'disabled', style });
  else await page.screenshot({ path: file, fullPage: false, animations: 'disabled', style });
}
