import { afterAll, describe, expect, it } from 'vitest';
import { SCANNED_WORDING, scannedPdf } from '#tests/fixtures/scanned-pdfs';
import { toastWith } from '../steps/account-pages';
import { chromiumForTests, theRunningApp } from '../steps/browser-session';
import { givenAFolderOfFiles, policiesPage } from '../steps/policy-pages';

const { appUrl } = theRunningApp();
const STILL_READING = 'We are still reading its documents';

/**
 * A scanned document of twelve pages (the most read on one machine). A policy's scans are read one
 * after another at two seconds a page at the very fastest (four and a half on average), so two of
 * them take twice as long as an upload's completion waits (20 s) at the least.
 */
function longScan(): Promise<Buffer> {
  return scannedPdf(Array.from({ length: 12 }, (_, i) => [`Section ${i + 1}`, ...SCANNED_WORDING]));
}

describe('an upload read for longer than its request waits, in Chromium', () => {
  const chromium = chromiumForTests();
  const files = givenAFolderOfFiles();
  afterAll(() => files.remove());

  it('shows the policy as being read, never a failure to try again, and then ready', async () => {
    const { page, problems } = await chromium.signedInPage({ attributes: { country: 'GB' } });
    await page.goto(`${appUrl}/policies`);
    await page.getByRole('heading', { name: 'Policy Documents', level: 1 }).waitFor();
    const { uploadForm, policyCard } = policiesPage(page);
    await uploadForm.getByLabel('Policy name').fill('Scanned gadget cover');
    await uploadForm.getByLabel('Insurance type').selectOption({ label: 'Mobile Phone & Electronics' });
    await uploadForm
      .getByLabel('Policy Schedule')
      .setInputFiles(files.write('schedule.pdf', await longScan()));
    await uploadForm
      .getByLabel('IPID', { exact: true })
      .setInputFiles(files.write('ipid.pdf', await longScan()));
    await uploadForm.getByRole('button', { name: 'Upload Policy' }).click();

    // The upload answers while the scan is still read: said so, as a success.
    await toastWith(page, STILL_READING).waitFor({ timeout: 60_000 });
    await uploadForm.getByText(STILL_READING).waitFor();
    const card = policyCard('Scanned gadget cover');
    await card.getByText('Processing…').waitFor();
    expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);
    expect(await page.getByText(/still being processed|try again/i).count()).toBe(0);

    // Ready when its reading ends, without a reload.
    await card.getByRole('button', { name: 'Edit Scanned gadget cover' }).waitFor({ timeout: 180_000 });
    expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);
    expect(problems).toEqual([]);
  }, 300_000);
});
