import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { letterPdf } from '#web/features/claims/complaint/letter-pdf';
import {
  drawableText,
  letterFileName,
  paginate,
  wrapText,
} from '#web/features/claims/complaint/letter-pdf-layout';
import {
  rememberedUsState,
  rememberUsState,
  US_STATE_KEY,
} from '#web/features/claims/complaint/us-state-choice';

/** One point per character: widths a test can count. */
const byLength = (text: string) => text.length;

describe('the complaint letter as a PDF', () => {
  it('wraps lines between words, keeps the letter’s own line breaks and blank lines', () => {
    expect(wrapText('one two three four\n\nfive', 9, byLength)).toEqual([
      'one two',
      'three',
      'four',
      '',
      'five',
    ]);
    expect(wrapText('a\r\nb', 9, byLength)).toEqual(['a', 'b']);
  });

  it('cuts a word longer than a line where the line ends', () => {
    expect(wrapText('see https://example.com/long', 8, byLength)).toEqual([
      'see',
      'https://',
      'example.',
      'com/long',
    ]);
  });

  it('pages lines, always at least one page', () => {
    expect(paginate(['a', 'b', 'c'], 2)).toEqual([['a', 'b'], ['c']]);
    expect(paginate([], 2)).toEqual([[]]);
  });

  it('replaces what the font cannot draw rather than failing', () => {
    const drawable = new Set([...'Hi £'].map((c) => c.codePointAt(0) ?? 0));
    expect(drawableText('Hi £ 😀\tHi', drawable)).toBe('Hi £ ?    Hi');
  });

  it('names the file after the policy', () => {
    expect(letterFileName('Wayfarer annual multi-trip')).toBe(
      'complaint-letter-wayfarer-annual-multi-trip.pdf',
    );
    expect(letterFileName('Café & Home (2025)')).toBe('complaint-letter-cafe-home-2025.pdf');
    expect(letterFileName('***')).toBe('complaint-letter-policy.pdf');
  });

  it('writes a long letter over several A4 pages, whatever characters it holds', async () => {
    const letter = Array.from(
      { length: 120 },
      (_, i) => `Line ${i} of the letter, “quoted” £800 😀 ${'word '.repeat(i % 30)}`,
    ).join('\n');
    const bytes = await letterPdf(letter, 'Complaint about Home');
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(2);
    expect(doc.getTitle()).toBe('Complaint about Home');
    expect(doc.getPage(0).getSize().width).toBeCloseTo(595.28);
  });
});

describe('the remembered US state', () => {
  function memoryStore() {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      items,
    };
  }

  it('is kept and read back, and anything else in storage is ignored', () => {
    const store = memoryStore();
    expect(rememberedUsState(store)).toBeUndefined();
    rememberUsState('OR', store);
    expect(store.items.get(US_STATE_KEY)).toBe('OR');
    expect(rememberedUsState(store)).toBe('OR');
    store.setItem(US_STATE_KEY, 'Oregon');
    expect(rememberedUsState(store)).toBeUndefined();
  });

  it('is not needed when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(rememberedUsState(refusing)).toBeUndefined();
    expect(() => rememberUsState('TX', refusing)).not.toThrow();
  });
});
