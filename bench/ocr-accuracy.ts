import type { PageLayout } from '#functions/analysis/read/layout';

/** Whitespace runs as one space, ends trimmed: line breaks and spacing are not counted as errors. */
export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Levenshtein distance, one row at a time. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitute = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(substitute, (previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

/**
 * The share of the text layer's words that OCR did not read, in any order: a page in columns is
 * read column by column by one and across by the other, which the edit distance counts as errors.
 */
export function missedWords(ocr: string, reference: string): number {
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const read = new Map<string, number>();
  for (const word of words(ocr)) read.set(word, (read.get(word) ?? 0) + 1);
  const wanted = words(reference);
  let missed = 0;
  for (const word of wanted) {
    const left = read.get(word) ?? 0;
    if (left > 0) read.set(word, left - 1);
    else missed++;
  }
  return wanted.length ? missed / wanted.length : 0;
}

/** A word OCR read, with its box in image pixels. */
export interface BoxedWord {
  readonly text: string;
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** Edit operations against the text layer, and the text layer's length, for one page. */
export interface PageErrors {
  readonly errors: number;
  readonly referenceChars: number;
}

/** How far below its baseline a row's band reaches, as a share of its height (descenders). */
const BELOW_BASELINE = 0.3;

/**
 * A page's OCR errors line by line. Each text-layer row (from the PDF's own positions) is matched
 * with the words OCR read at the same height, read left to right, and the edit distance between
 * the two is counted; a word OCR read where the text layer has no row counts whole, as inserted.
 * This is the character error rate against the text layer independent of the order in which a
 * PDF happens to store its text (a footer first, a table column by column), which a plain edit
 * distance over the whole page counts as errors though no letter was misread.
 */
export function lineAlignedErrors(
  layout: PageLayout,
  words: readonly BoxedWord[],
  pixelsPerPoint: number,
): PageErrors {
  const rows = layout.rows.map((row) => ({
    baseline: row.y * pixelsPerPoint,
    top: (row.y - row.height) * pixelsPerPoint,
    bottom: (row.y + row.height * BELOW_BASELINE) * pixelsPerPoint,
    text: normalise(row.cells.map((cell) => cell.text).join(' ')),
    read: [] as BoxedWord[],
  }));
  let inserted = 0;
  for (const word of words) {
    const middle = (word.y0 + word.y1) / 2;
    const near = rows
      .filter((row) => middle >= row.top && middle <= row.bottom)
      .sort((a, b) => Math.abs(word.y1 - a.baseline) - Math.abs(word.y1 - b.baseline))[0];
    if (near) near.read.push(word);
    else inserted += word.text.length + 1;
  }
  let errors = inserted;
  let referenceChars = 0;
  for (const row of rows) {
    const read = normalise(
      [...row.read]
        .sort((a, b) => a.x0 - b.x0)
        .map((w) => w.text)
        .join(' '),
    );
    errors += editDistance(read, row.text);
    referenceChars += row.text.length;
  }
  return { errors, referenceChars };
}
