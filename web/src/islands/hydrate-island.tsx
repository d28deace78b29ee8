import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ID_PREFIX, type IslandPage } from './island-pages';
import { IslandRoot } from './island-root';
import { keepTypedValues } from './typed-values';

/**
 * Takes over a public page's prerendered content in <main>: the page's own code, nothing more.
 * Resolves once the page is running, with anything typed meanwhile in its fields.
 */
export async function hydrateIsland(main: HTMLElement, page: IslandPage): Promise<void> {
  const Page = await page.load();
  const giveBackTyped = keepTypedValues(main);
  await new Promise<void>((resolve) => {
    // Once the takeover has settled (it puts the fields back to empty as it finishes).
    // The values handed back are rendered before anything held (a form sent early) goes on.
    const running = () =>
      setTimeout(() => {
        giveBackTyped();
        setTimeout(resolve, 0);
      }, 0);
    hydrateRoot(main, <IslandRoot page={Page} onRunning={running} />, { identifierPrefix: ISLAND_ID_PREFIX });
  });
}
