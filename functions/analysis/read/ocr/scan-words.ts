import type { ScanWord } from '#domain/schemas/policy';
import type { PlacedLine } from './placed-lines';

export type { ScanWord };

/** A scanned page as read: its text, and each word with where it stands (for marking quotes). */
export interface ScanRead {
  readonly text: string;
  readonly words: readonly ScanWord[];
}

/** The words read on each scanned page of a document, by page number (1-based). */
export type ScanWords = Readonly<Record<string, readonly ScanWord[]>>;

const share = (value: number) => Math.round(value * 10_000) / 10_000;

/** A word and its box as shares of the page (rounded to a ten-thousandth, about a pixel at 600 dpi). */
export function scanWord(
  text: string,
  box: { left: number; top: number; width: number; height: number },
): ScanWord {
  return {
    text,
    left: share(box.left),
    top: share(box.top),
    width: share(box.width),
    height: share(box.height),
  };
}

/** The words of lines read from a page image `width` by `height` pixels. */
export function wordsOfLines(lines: readonly PlacedLine[], width: number, height: number): ScanWord[] {
  return lines.flat().map((word) =>
    scanWord(word.text, {
      left: word.x0 / width,
      top: word.y0 / height,
      width: (word.x1 - word.x0) / width,
      height: (word.y1 - word.y0) / height,
    }),
  );
}
