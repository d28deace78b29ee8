import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { writePdf } from '#scripts/pdf/write-pdf';

/** Files on disk for a file chooser, removed together when the tests are done. */
export function givenAFolderOfFiles() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'policylens-files-'));
  return {
    /** Writes the bytes under this name and answers the path to hand to setInputFiles. */
    write(name: string, bytes: Buffer | string): string {
      const file = path.join(dir, name);
      writeFileSync(file, bytes);
      return file;
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A schedule of many pages carrying a scanned-image-sized stream, as real insurer PDFs often do:
 * big enough that its upload takes a moment on a slow link.
 */
export function scannedSchedulePdf(pages: number, imageBytes: number): Buffer {
  return writePdf(
    Array.from({ length: pages }, (_, i) => ({
      lines:
        i === 0
          ? ['# Home Insurance Policy Schedule', 'Insurer: Example Mutual Insurance plc']
          : [`# Section ${i + 1}`, `Terms and conditions continue on page ${i + 1}.`],
    })),
    { title: 'Home Insurance Policy Schedule', imageBytes },
  );
}

/** The parts of the Policy Documents page, each found by its heading. */
export function policiesPage(page: Page) {
  const section = (heading: string) =>
    page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
  return {
    quickUpload: section('1 Click Upload'),
    uploadForm: section('Upload New Policy'),
    list: section('Your policies'),
    /** The card of one policy in the list. */
    policyCard: (name: string) =>
      page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) }),
  };
}

/** Slows every upload from the page to this many bytes a second, so progress can be watched. */
export async function whenUploadsAreSlow(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  };
}

/** The value a select shows, as the user reads it. */
export function selectedOptionText(select: Locator): Promise<string | undefined> {
  return select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.text);
}
