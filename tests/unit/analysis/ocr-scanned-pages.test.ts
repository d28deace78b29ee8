import { describe, expect, it } from 'vitest';
import { hasNoTextLayer, withScansRead } from '#functions/analysis/ocr/scanned-pages';
import { PDF_MESSAGES } from '#functions/analysis/pdf-messages';
import { refusalOf } from '#tests/steps/refusal';

const read = (pages: string[], scannedPages: number[]) => ({ pages, layout: [], scannedPages });

describe('scanned pages', () => {
  it('takes a text layer of fewer than 20 characters for none', () => {
    expect(hasNoTextLayer('  Page 3 \n of 12 ')).toBe(true);
    expect(hasNoTextLayer('We will pay for accidental damage.')).toBe(false);
  });

  it('puts the text read from scans in place and marks those pages', async () => {
    const text = await withScansRead(
      read(['Schedule', '', ''], [2, 3]),
      'a.pdf',
      async () => ['Cover  \nA', 'B'],
      5,
    );
    expect(text).toEqual({ pages: ['Schedule', 'Cover\nA', 'B'], layout: [], ocrPages: [2, 3] });
  });

  it('leaves a document without scans as it was, unmarked, without reading anything', async () => {
    const never = async () => {
      throw new Error('read');
    };
    expect(await withScansRead(read(['Schedule'], []), 'a.pdf', never, 5)).toEqual({
      pages: ['Schedule'],
      layout: [],
    });
  });

  it('refuses more scanned pages than may be read, and a scan with no text', async () => {
    const many = read(['', '', ''], [1, 2, 3]);
    expect(await refusalOf(withScansRead(many, 'a.pdf', async () => ['x', 'y', 'z'], 2))).toBe(
      PDF_MESSAGES.scanTooLong('a.pdf', 2),
    );
    expect(await refusalOf(withScansRead(many, 'a.pdf', async () => [' ', '', '\n'], 5))).toBe(
      PDF_MESSAGES.noTextInScan('a.pdf'),
    );
  });
});
