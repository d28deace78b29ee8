import { describe, expect, it } from 'vitest';
import { FROM_SCAN_WORDS } from '#domain/citations';
import { scannedPdf } from '#tests/fixtures/scanned-pdfs';
import { toastWith } from '#tests/steps/account-pages';
import { apiCall } from '#tests/steps/api';
import { chromiumForTests, theRunningApp } from '#tests/steps/browser-session';
import { coverageCard } from '#tests/steps/coverage-pages';
import { uploadPolicy } from '#tests/steps/policies';
import { pollUntil } from '#tests/steps/polling';
import { screenshotFor } from '#tests/steps/screenshots';

const { appUrl } = theRunningApp();
const POLICY = 'Scanned gadget cover';
/** A gadget schedule that was printed and scanned: its one page is an image. */
const SCHEDULE = [
  'Gadget insurance schedule',
  'Smartphone cover: up to GBP 1,500 for loss,',
  'theft or accidental damage to your phone.',
  'Excess: GBP 50 for each claim.',
];

describe('a scanned policy in Chromium', () => {
  const chromium = chromiumForTests();

  it('is read from its scan; every figure quoted from it says so, and is marked on the scanned page', async () => {
    const { page, problems, user } = await chromium.signedInPage({ attributes: { country: 'GB' } });
    const { created } = await uploadPolicy(
      appUrl,
      user,
      [{ name: 'scanned-wording.pdf', bytes: await scannedPdf([SCHEDULE]) }],
      { name: POLICY, insuranceTypeId: 'mobile' },
    );
    const policyId = created?.policy.id ?? '';
    await pollUntil(
      async () => {
        const res = await apiCall(appUrl, user, 'GET', `/api/policies/${policyId}`);
        return ((await res.json()) as { status?: string }).status === 'ready' ? true : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 250, awaited: 'the scan read' },
    );

    await page.goto(`${appUrl}/item-coverage`);
    const phone = coverageCard(page, 'Smartphone');
    await phone.getByRole('button', { name: `Calculate ${POLICY}` }).click();
    await toastWith(page, 'Coverage calculated successfully').waitFor();
    const link = phone.getByRole('button', {
      name: new RegExp(`from page 1 .*${asPattern(FROM_SCAN_WORDS)}`),
    });
    await link.first().waitFor();
    expect(await phone.getByText('£1,500', { exact: true }).count()).toBeGreaterThan(0);
    await screenshotFor('scanned-policy', page, phone);

    await link.first().click();
    const viewer = page.getByRole('dialog', { name: /page 1 \(read from a scan\) of scanned-wording\.pdf$/ });
    await viewer.waitFor();
    await viewer
      .getByText('This page was read from a scan, so the quoted words may hold a misread')
      .waitFor();
    // The scan has no text of its own: the words are marked where OCR read them.
    await viewer.getByText('The quoted words are highlighted on the page.').waitFor();
    expect(await viewer.locator('.pdf-page__mark').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  });
});

/** A text as a regular expression matches it, word for word. */
function asPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
