import { describe, expect, it } from 'vitest';
import { PDF_MESSAGES } from '#functions/analysis/pdf-messages';
import type { DocumentText } from '#functions/analysis/pdf-text';
import { readJson } from '#functions/data/document-store';
import { getPolicy } from '#functions/data/policy-store';
import { scannedPdf } from '#tests/fixtures/scanned-pdfs';
import { subOf } from '#tests/steps/assessments';
import { expectRefusal } from '#tests/steps/contract';
import { theLocalStack } from '#tests/steps/local-stack';
import { uploadPolicy } from '#tests/steps/policies';
import { pollUntil } from '#tests/steps/polling';
import { givenASignedInUser } from '#tests/steps/users';

const { appUrl, urls } = theLocalStack();

/** The policy once the extraction worker has settled it, ready or failed. */
async function settled(sub: string, policyId: string) {
  return pollUntil(
    async () => {
      const policy = await getPolicy(sub, policyId);
      return policy.status === 'ready' || policy.status === 'failed' ? policy : undefined;
    },
    { timeoutMs: 45_000, intervalMs: 250, awaited: 'the scanned policy settled' },
  );
}

describe('scanned policies', () => {
  it('reads a scanned policy by OCR: the policy becomes ready with its text marked as read from a scan', async () => {
    const user = await givenASignedInUser(urls);
    const { created, complete } = await uploadPolicy(appUrl, user, [
      { name: 'scanned-wording.pdf', bytes: await scannedPdf() },
    ]);
    expect(complete?.status).toBe(200);
    const policy = await settled(subOf(user), created?.policy.id ?? '');
    expect(policy.status).toBe('ready');
    const file = policy.files[0];
    expect(file?.pages).toBe(1);
    const text = await readJson<DocumentText>(file?.textKey ?? '');
    expect(text.ocrPages).toEqual([1]);
    expect(text.pages[0]?.replace(/\s+/g, ' ').toLowerCase()).toContain(
      'accidental damage to your smartphone',
    );
  });

  it('refuses a scan with no readable text at completion, saying so', async () => {
    const user = await givenASignedInUser(urls);
    const { complete } = await uploadPolicy(appUrl, user, [
      { name: 'blank.pdf', bytes: await scannedPdf([[]]) },
    ]);
    await expectRefusal(complete as Response, 400, PDF_MESSAGES.noTextInScan('blank.pdf'));
  });
});
