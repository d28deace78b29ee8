import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe's findings on the page as it is now, one line each, labelled with where the page was. */
export async function accessibilityViolations(page: Page, label: string): Promise<string[]> {
  // A toast fading in or out is half transparent: its contrast is checked once it has settled.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every(
      (toast) => getComputedStyle(toast).opacity === '1',
    ),
  );
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Waits until the page's animations have finished (those that loop for ever aside): mid-fade
 * colours, as of a toast sliding in, are not what anyone reads.
 */
export async function whenAnimationsHaveFinished(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}
