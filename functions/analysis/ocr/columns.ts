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

const join = (words: readonly OcrWord[]) => words.map((w) => w.text).join(' ');

/**
 * A page's text in reading order. OCR reads two columns set side by side (an IPID's "What is
 * insured?" beside "What is not insured?") across, one line of each joined; here each column is
 * read down in turn. A line that runs across the gutter (a heading, an introduction) ends the
 * columns above it, which are given first.
 */
export function readingOrder(lines: readonly OcrLine[], width: number): string {
  const gutter = gutterOf(lines, width);
  if (gutter === null) return lines.map(join).join('\n');
  const out: string[] = [];
  let left: string[] = [];
  let right: string[] = [];
  const flush = () => {
    out.push(...left, ...right);
    left = [];
    right = [];
  };
  for (const line of lines) {
    const leftWords = line.filter((w) => w.x1 <= gutter);
    const rightWords = line.filter((w) => w.x0 >= gutter);
    const parted = wideGaps(line, width).some(([l, r]) => l <= gutter && r >= gutter);
    const oneSide = leftWords.length === line.length || rightWords.length === line.length;
    if (!parted && !oneSide) {
      flush();
      out.push(join(line));
      continue;
    }
    if (leftWords.length > 0) left.push(join(leftWords));
    if (rightWords.length > 0) right.push(join(rightWords));
  }
  flush();
  return out.join('\n');
}
