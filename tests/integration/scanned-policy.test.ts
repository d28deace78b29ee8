import { describe, expect, it } from 'vitest';
import type { DownloadLink } from '#domain/schemas/policy';
import { PDF_MESSAGES } from '#functions/analysis/read/pdf-messages';
import type { DocumentText } from '#functions/analysis/read/pdf-text';
import { readJson } from '#functions/data/document-store';
import { getPolicy } from '#functions/data/policy-store';
import { scannedPdf } from '#tests/fixtures/scanned-pdfs';
import { apiCall } from '#tests/steps/api';
import { subOf } from '#tests/steps/assessments';
import { expectRefusal, expectReplyMatchesSchema } from '#tests/steps/contract';
import { theLocalStack } from '#tests/steps/local-stack';
import { uploadPolicy } from '#tests/steps/policies';
import { pollUntil } from '#tests/steps/polling';
import { objectsOf } from '#tests/steps/stored-objects';
import { givenASignedInUser } from '#tests/steps/users';

const { appUrl, env, urls } = theLocalStack();

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
    expect(text.scanWords).toBeUndefined();

    // The words read and where they stand come with the link to the file, for marking quotes.
    const link = await apiCall(appUrl, user, 'GET', `/api/policies/${policy.id}/files/${file?.id}/download`);
    await expectReplyMatchesSchema('download-policy-file', link);
    const { scanWords } = (await link.json()) as DownloadLink;
    const smartphone = scanWords?.['1']?.find((word) => word.text === 'smartphone');
    expect(smartphone?.left).toBeGreaterThan(0);
    expect(smartphone?.top).toBeGreaterThan(0.05);
    expect(smartphone?.top).toBeLessThan(0.2);

    // Another user gets nothing, and the words go with the policy.
    const other = await givenASignedInUser(urls);
    const theirs = await apiCall(
      appUrl,
      other,
      'GET',
      `/api/policies/${policy.id}/files/${file?.id}/download`,
    );
    expect(theirs.status).toBe(404);
    expect((await apiCall(appUrl, user, 'DELETE', `/api/policies/${policy.id}`)).status).toBe(200);
    expect(await objectsOf(env.DOCUMENTS_BUCKET ?? '', user)).toEqual([]);
  });

  it('refuses a scan with no readable text at completion, saying so', async () => {
    const user = await givenASignedInUser(urls);
    const { complete } = await uploadPolicy(appUrl, user, [
      { name: 'blank.pdf', bytes: await scannedPdf([[]]) },
    ]);
    await expectRefusal(complete as Response, 400, PDF_MESSAGES.noTextInScan('blank.pdf'));
  });
});
