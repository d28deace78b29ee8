import { describe, expect, it } from 'vitest';
import { readScansLocally } from '#functions/analysis/read/ocr/local-ocr';
import { PDF_MESSAGES } from '#functions/analysis/read/pdf-messages';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { readPdfIsolated } from '#functions/analysis/read/read-pdf-isolated';
import { schedulePdf } from '#tests/fixtures/pdfs';
import { partlyScannedPdf, SCANNED_TABLE, scannedPdf, scannedTablePdf } from '#tests/fixtures/scanned-pdfs';
import { refusalOf } from '#tests/steps/refusal';

const words = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').toLowerCase();

describe('reading scanned policies', () => {
  it('finds the pages that are images without a text layer', async () => {
    const read = await readPdf(await partlyScannedPdf(), 'scan.pdf');
    expect(read.scannedPages).toEqual([2]);
    expect(read.pages[0]).toContain('Policy schedule');
  });

  it('reads a scanned page by OCR and marks it as read from a scan', async () => {
    const text = await readPdfIsolated(await partlyScannedPdf(), 'scan.pdf', undefined, true);
    expect(text.ocrPages).toEqual([2]);
    expect(text.scannedPages).toEqual([]);
    expect(text.pages[0]).toContain('Policy schedule');
    expect(words(text.pages[1])).toContain('accidental damage to your smartphone');
    expect(words(text.pages[1])).toContain('1,500');
  });

  it('reads a ruled benefit table row by row, and a title set in white on a dark band', async () => {
    const [page] = await readScansLocally(await scannedTablePdf(), [1]);
    const lines = (page?.text ?? '').split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
    expect(lines[0]).toBe('TRAVEL INSURANCE SCHEDULE');
    for (const [benefit, limit] of SCANNED_TABLE) expect(lines).toContain(`${benefit} ${limit}`);
    // Each word with where it stands: the title in the dark band across the top of the page.
    const title = page?.words.find((word) => word.text === 'TRAVEL');
    expect(title?.top).toBeGreaterThan(0.05);
    expect(title?.top).toBeLessThan(0.1);
    expect(title?.left).toBeGreaterThan(0.08);
    expect(title?.left).toBeLessThan(0.14);
  });

  it('does not read a document with a text layer by OCR', async () => {
    const text = await readPdfIsolated(schedulePdf(2), 'schedule.pdf', undefined, true);
    expect(text.ocrPages).toBeUndefined();
    expect(text.pages[0]).toContain('Period of insurance');
  });

  it('refuses a scan with no text in it, in words for the user', async () => {
    const blank = await scannedPdf([[]]);
    expect(await refusalOf(readPdfIsolated(blank, 'blank.pdf', undefined, true))).toBe(
      PDF_MESSAGES.noTextInScan('blank.pdf'),
    );
  });
});
