import { describe, expect, it } from 'vitest';
import { pageWords } from '#domain/citations';
import { hasNoTextLayer } from '#functions/analysis/read/ocr/limits';
import { markScannedCitations } from '#functions/analysis/read/ocr/scanned-citations';
import { withScansRead } from '#functions/analysis/read/ocr/scanned-pages';
import { PDF_MESSAGES } from '#functions/analysis/read/pdf-messages';
import { refusalOf } from '#tests/steps/refusal';

const read = (pages: string[], scannedPages: number[]) => ({ pages, layout: [], scannedPages });
const word = { text: 'Cover', left: 0.1, top: 0.2, width: 0.1, height: 0.02 };
/** Pages as OCR reads them: each text with no words, or with the one word above on the first. */
const scans =
  (...texts: string[]) =>
  async () =>
    texts.map((text, i) => ({ text, words: i === 0 ? [word] : [] }));

describe('scanned pages', () => {
  it('takes a text layer of fewer than 20 characters for none', () => {
    expect(hasNoTextLayer('  Page 3 \n of 12 ')).toBe(true);
    expect(hasNoTextLayer('We will pay for accidental damage.')).toBe(false);
  });

  it('puts the text read from scans in place and marks those pages', async () => {
    const text = await withScansRead(
      read(['Schedule', '', ''], [2, 3]),
      'a.pdf',
      scans('Cover  \nA', 'B'),
      5,
    );
    expect(text).toEqual({
      pages: ['Schedule', 'Cover\nA', 'B'],
      layout: [],
      ocrPages: [2, 3],
      scanWords: { '2': [word], '3': [] },
    });
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
    expect(await refusalOf(withScansRead(many, 'a.pdf', scans('x', 'y', 'z'), 2))).toBe(
      PDF_MESSAGES.scanTooLong('a.pdf', 2),
    );
    expect(await refusalOf(withScansRead(many, 'a.pdf', scans(' ', '', '\n'), 5))).toBe(
      PDF_MESSAGES.noTextInScan('a.pdf'),
    );
  });
});

describe('citations from scanned pages', () => {
  const documents = [{ file: 'scan.pdf', ocrPages: [2] }, { file: 'wording.pdf' }];

  it('marks a citation of a page read from a scan, and only those', () => {
    const marked = markScannedCitations(documents, [
      { file: 'scan.pdf', page: 2, quote: 'up to 1,500' },
      { file: 'scan.pdf', page: 1, quote: 'Schedule' },
      { file: 'wording.pdf', page: 2, quote: 'Theft' },
    ]);
    expect(marked.map((c) => c.fromScan ?? false)).toEqual([true, false, false]);
  });

  it('says so in the words shown with the page', () => {
    expect(pageWords(2, true)).toBe('page 2 (read from a scan)');
    expect(pageWords(2)).toBe('page 2');
  });
});
