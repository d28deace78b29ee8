import { describe, expect, it } from 'vitest';
import { textract } from '#functions/lib/client-textract';
import { resetConfig } from '#functions/lib/config';
import { readScannedText } from '#functions/policies/extraction';
import { scannedPdf } from '#tests/fixtures/scanned-pdfs';
import { answerWith } from '#tests/steps/faults';
import { storedFile } from '#tests/steps/policies';
import { givenServicesStandingIn } from '#tests/steps/services-standing-in';

/** Storage and Textract stand in through the clients' middleware stacks (the outer edge); nothing is sent. */
const heals = givenServicesStandingIn();

describe('the extraction worker in AWS', () => {
  it('reads a kept scan with Textract from the version that was checked and marks the page', async () => {
    process.env.OCR = 'textract';
    resetConfig();
    try {
      const bytes = await scannedPdf();
      const started: Record<string, unknown>[] = [];
      heals.push(
        answerWith(
          textract(),
          (c, input) => c.startsWith('StartDocumentTextDetection') && Boolean(started.push(input)),
          { JobId: 'job-1' },
        ),
        answerWith(textract(), (c) => c.startsWith('GetDocumentTextDetection'), {
          JobStatus: 'SUCCEEDED',
          Blocks: [{ BlockType: 'LINE', Page: 1, Text: 'We will pay up to 1,500 for accidental damage.' }],
        }),
      );
      const file = storedFile('user-1', 'policy-1', 'scan.pdf');
      const text = await readScannedText(file, { bytes, pin: { etag: '"e1"', versionId: 'v1' } });
      expect(started).toEqual([
        { DocumentLocation: { S3Object: { Bucket: 'b', Name: file.key, Version: 'v1' } } },
      ]);
      expect(text.pages).toEqual(['We will pay up to 1,500 for accidental damage.']);
      expect(text.ocrPages).toEqual([1]);
    } finally {
      delete process.env.OCR;
      resetConfig();
    }
  });
});
