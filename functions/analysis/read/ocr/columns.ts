import { type BandLine, inBands } from '../bands';
import { correctMisreads, startsListItem } from './misreads';

/** A word OCR read, with its left and right edges in pixels. */
export interface OcrWord {
  readonly text: string;
  readonly x0: number;
  readonly x1: number;
}

/** A line as OCR read it: its words, left to right. */
export type OcrLine = readonly OcrWord[];

/** A gap this wide (share of the page width) between two words of a line parts two columns. */
const COLUMN_GAP = 0.03;
/** How many lines must be parted at the same place for it to be a gutter between columns. */
const MIN_PARTED_LINES = 5;
const BINS = 100;

/** Where each line is parted by a wide gap: the spans (left, right) of its gaps, in pixels. */
function wideGaps(line: OcrLine, width: number): [number, number][] {
  const gaps: [number, number][] = [];
  for (let i = 1; i < line.length; i++) {
    const left = line[i - 1]?.x1 ?? 0;
    const right = line[i]?.x0 ?? 0;
    if (right - left > COLUMN_GAP * width) gaps.push([left, right]);
  }
  return gaps;
}

/** The x of the gutter most lines are parted at (in the page's middle half), or null when none is. */
export function gutterOf(lines: readonly OcrLine[], width: number): number | null {
  const counts = new Array<number>(BINS).fill(0);
  for (const line of lines) {
    for (const [left, right] of wideGaps(line, width)) {
      for (let bin = Math.ceil((left / width) * BINS); bin < (right / width) * BINS; bin++) {
        counts[bin] = (counts[bin] ?? 0) + 1;
      }
    }
  }
  let best = -1;
  for (let bin = BINS / 4; bin < (BINS * 3) / 4; bin++) {
    if ((counts[bin] ?? 0) >= MIN_PARTED_LINES && (best < 0 || (counts[bin] ?? 0) > (counts[best] ?? 0)))
      best = bin;
  }
  return best < 0 ? null : ((best + 0.5) / BINS) * width;
}

/**
 * A line's text, as one line or several: a list set in columns (bullet, item, wide gap, bullet,
 * item) is read across by OCR, and each item after a wide gap starts a line of its own. Each line
 * has OCR's common misreadings put right.
 */
function texts(line: readonly OcrWord[], width: number): string[] {
  const words = line.filter((word) => word.text.trim() !== '');
  const lines: string[][] = [[]];
  words.forEach((word, i) => {
    const before = words[i - 1];
    const gap = before ? word.x0 - before.x1 : 0;
    const startsItem = startsListItem(word.text, words[i + 1]?.text ?? '');
    if (before && startsItem && gap > COLUMN_GAP * width) lines.push([]);
    lines[lines.length - 1]?.push(word.text);
  });
  return lines.map((line) => correctMisreads(line).join(' '));
}

/**
 * A page's text in reading order. OCR reads two columns set side by side (an IPID's "What is
 * insured?" beside "What is not insured?") across, one line of each joined; here each column is
 * read down in turn. A line that runs across the gutter (a heading, an introduction) ends the
 * columns above it, which are given first.
 */
export function readingOrder(lines: readonly OcrLine[], width: number): string {
  const gutter = gutterOf(lines, width);
  if (gutter === null) return lines.flatMap((line) => texts(line, width)).join('\n');
  return inBands(
    lines.map((line): BandLine => {
      const leftWords = line.filter((w) => w.x1 <= gutter);
      const rightWords = line.filter((w) => w.x0 >= gutter);
      const parted = wideGaps(line, width).some(([l, r]) => l <= gutter && r >= gutter);
      const oneSide = leftWords.length === line.length || rightWords.length === line.length;
      if (!parted && !oneSide) return { across: texts(line, width) };
      return {
        left: leftWords.length > 0 ? texts(leftWords, width) : [],
        right: rightWords.length > 0 ? texts(rightWords, width) : [],
      };
    }),
  );
}
