import type { OcrLine, OcrWord } from './columns';
import type { Box } from './unread-regions';

/** A word OCR read, with its whole box. */
export interface PlacedWord extends OcrWord, Box {}

/** A line OCR read: its words left to right. */
export type PlacedLine = readonly PlacedWord[];

const centreInside = (word: Box, box: Box) => {
  const [x, y] = [(word.x0 + word.x1) / 2, (word.y0 + word.y1) / 2];
  return x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1;
};

const spanOf = (line: PlacedLine): Box => ({
  x0: Math.min(...line.map((w) => w.x0)),
  y0: Math.min(...line.map((w) => w.y0)),
  x1: Math.max(...line.map((w) => w.x1)),
  y1: Math.max(...line.map((w) => w.y1)),
});

/**
 * The page's lines with lines read again from regions the first pass left unread. A recovered word
 * standing where a word was already read is dropped (a dark band read again holds both); each
 * recovered line goes before the first line below it that shares some of its width, so a heading
 * comes before its section.
 */
export function withRecoveredLines(
  lines: readonly PlacedLine[],
  recovered: readonly PlacedLine[],
): PlacedLine[] {
  const read = lines.flat();
  const out = [...lines];
  for (const line of recovered) {
    const fresh = line.filter((word) => !read.some((done) => centreInside(word, done)));
    if (fresh.length === 0) continue;
    const span = spanOf(fresh);
    const at = out.findIndex((other) => {
      const o = spanOf(other);
      return o.y0 >= span.y1 - (span.y1 - span.y0) / 2 && o.x0 < span.x1 && o.x1 > span.x0;
    });
    out.splice(at < 0 ? out.length : at, 0, fresh);
  }
  return out;
}

/** The lines as the column reader takes them (which puts OCR's common misreadings right, line by line). */
export const asOcrLines = (lines: readonly PlacedLine[]): OcrLine[] =>
  lines.map((line) => line.map(({ text, x0, x1 }) => ({ text, x0, x1 })));
