import { describe, expect, it } from 'vitest';
import { type BoxedWord, editDistance, lineAlignedErrors, missedWords } from '#bench/ocr-accuracy';
import type { PageLayout } from '#functions/analysis/read/layout';

/** A text layer of rows 20 pt apart (baselines at 100, 120, ...), 10 pt high, one cell each. */
const layout = (...rows: string[]): PageLayout => ({
  width: 600,
  height: 800,
  rows: rows.map((text, i) => ({ y: 100 + i * 20, height: 10, cells: [{ x: 50, x2: 400, text }] })),
});

/** OCR words of a row (scale 1: pixels are points), placed on that row's baseline. */
const wordsOn = (row: number, text: string, x = 50): BoxedWord[] =>
  text.split(' ').map((word, i) => ({
    text: word,
    x0: x + i * 60,
    x1: x + i * 60 + 50,
    y0: 92 + row * 20,
    y1: 100 + row * 20,
  }));

describe('measuring OCR against the text layer', () => {
  it('counts edits between two strings', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('counts the words OCR did not read, in any order', () => {
    expect(missedWords('b a', 'a b')).toBe(0);
    expect(missedWords('a', 'a b c d')).toBe(0.75);
  });

  it('compares line by line, whatever order the text is stored or read in', () => {
    const words = [...wordsOn(1, 'Excess 100 pounds'), ...wordsOn(0, 'Section 4 Theft')];
    expect(lineAlignedErrors(layout('Section 4 Theft', 'Excess 100 pounds'), words, 1)).toEqual({
      errors: 0,
      referenceChars: 'Section 4 TheftExcess 100 pounds'.length,
    });
  });

  it('counts misread letters, lines not read and words read where the text layer has none', () => {
    const misread = lineAlignedErrors(layout('Section 4 Theft'), wordsOn(0, 'Sectlon 4 Theft'), 1);
    expect(misread.errors).toBe(1);
    expect(
      lineAlignedErrors(layout('Section 4 Theft', 'Excess'), wordsOn(0, 'Section 4 Theft'), 1).errors,
    ).toBe(6);
    const stray = [...wordsOn(0, 'Section 4 Theft'), { text: 'logo', x0: 50, x1: 90, y0: 500, y1: 510 }];
    expect(lineAlignedErrors(layout('Section 4 Theft'), stray, 1).errors).toBe(5);
  });
});
