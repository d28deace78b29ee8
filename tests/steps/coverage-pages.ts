import type { Locator, Page } from 'playwright-core';

/** A card of the Item Coverage page, found by its heading. */
export function coverageCard(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** One sub-cover's row on a card. */
export function subCover(card: Locator, label: string): Locator {
  return card
    .locator('.coverage-subcovers__row')
    .filter({ has: card.page().getByText(label, { exact: true }) });
}
