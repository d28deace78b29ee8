import { afterAll, describe, expect, it } from 'vitest';
import { SCANNED_WORDING, scannedPdf } from '#tests/fixtures/scanned-pdfs';
import { toastWith } from '../steps/account-pages';
import { chromiumForTests, theRunningApp } from '../steps/browser-session';
import { givenAFolderOfFiles, policiesPage } from '../steps/policy-pages';

const { appUrl } = theRunningApp();
const STILL_READING = 'We are still reading its documents';

/**
 * A scanned document of twelve full pages (the most read on one machine). A policy's scans are
 * read one after another, page by page (over a second a page on an idle machine, four and a half
 * on average on two busy cores), so two of them take well over the 20 s an upload's completion
 * waits.
 */
function longScan(): Promise<Buffer> {
  const page = (n: number) => [`Section ${n}`, ...SCANNED_WORDING, ...SCANNED_WORDING, ...SCANNED_WORDING];
  return scannedPdf(Array.from({ length: 12 }, (_, i) => page(i + 1)));
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

  it('thanks a 1 Click Upload as being read, then fills in the details it read', async () => {
    const { page, problems } = await chromium.signedInPage({ attributes: { country: 'GB' } });
    await page.goto(`${appUrl}/policies`);
    await page.getByRole('heading', { name: 'Policy Documents', level: 1 }).waitFor();
    const { quickUpload } = policiesPage(page);
    await quickUpload.getByRole('button', { name: 'Upload now' }).waitFor();
    await quickUpload.getByLabel('Policy document').setInputFiles(files.write('quick.pdf', await longScan()));
    await quickUpload
      .getByLabel('IPID (optional)')
      .setInputFiles(files.write('quick-ipid.pdf', await longScan()));
    await quickUpload.getByRole('button', { name: 'Upload now' }).click();

    const thanks = quickUpload.getByRole('region', { name: /Thank you/ });
    await thanks.getByText('We are still reading your 2 documents').waitFor({ timeout: 60_000 });
    expect(await thanks.getByLabel('Policy name').count()).toBe(0);
    expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);
    // Once read, the details found are there to check, without a reload.
    await thanks.getByLabel('Policy name').waitFor({ timeout: 180_000 });
    expect(await thanks.getByText('We have already read your 2 documents').count()).toBe(1);
    expect(problems).toEqual([]);
  }, 300_000);
});
