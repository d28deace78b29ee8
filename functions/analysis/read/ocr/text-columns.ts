import { type GreyImage, INK } from './clean-scan';
import type { Box } from './unread-regions';

/** Two columns of text side by side over part of a page. */
export interface ColumnBand {
  readonly left: Box;
  readonly right: Box;
}

/** Share of a line's span a line of prose fills with ink, read in narrow slices. */
const PROSE_FILL = 0.7;
const SLICES = 40;
/** Each column holds at least this many lines of text. */
const MIN_LINES = 8;

/** Which pixel rows hold ink anywhere in [x0, x1). */
function inkRows(image: GreyImage, box: Box): boolean[] {
  const rows: boolean[] = [];
  for (let y = box.y0; y < box.y1; y++) {
    let ink = false;
    for (let x = box.x0; x < box.x1 && !ink; x++) ink = (image.pixels[y * image.stride + x] ?? 255) < INK;
    rows.push(ink);
  }
  return rows;
}

/** The longest run of rows in which the strip [x0, x1) holds no ink. */
function clearRun(image: GreyImage, x0: number, x1: number): { y0: number; y1: number } {
  let best = { y0: 0, y1: 0 };
  let start = 0;
  inkRows(image, { x0, x1, y0: 0, y1: image.height }).forEach((ink, y) => {
    if (ink) start = y + 1;
    else if (y + 1 - start > best.y1 - best.y0) best = { y0: start, y1: y + 1 };
  });
  return best;
}

/** The lines of text in a box, as runs of rows with ink (top, bottom), relative to the box. */
function textLines(image: GreyImage, box: Box): [number, number][] {
  const lines: [number, number][] = [];
  let top = -1;
  [...inkRows(image, box), false].forEach((ink, i) => {
    if (ink && top < 0) top = i;
    if (!ink && top >= 0) {
      lines.push([top, i]);
      top = -1;
    }
  });
  return lines;
}

/** How much of its span one line fills with ink, read in slices of the box's width; null for a short line. */
function lineFill(image: GreyImage, box: Box, [top, bottom]: [number, number]): number | null {
  const width = box.x1 - box.x0;
  const slices = new Set<number>();
  for (let y = box.y0 + top; y < box.y0 + bottom; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      if ((image.pixels[y * image.stride + x] ?? 255) < INK)
        slices.add(Math.floor(((x - box.x0) / width) * SLICES));
    }
  }
  const used = [...slices];
  const span = Math.max(...used) - Math.min(...used) + 1;
  // A short line (the end of a paragraph, a heading) says nothing of whether this is prose.
  return span >= SLICES / 2 ? slices.size / span : null;
}

/** Whether a box holds prose: enough lines, most of them filling their span (a table's figures leave gaps). */
function holdsProse(image: GreyImage, box: Box): boolean {
  const lines = textLines(image, box);
  if (lines.length < MIN_LINES) return false;
  const fills = lines.map((line) => lineFill(image, box, line)).filter((f): f is number => f !== null);
  if (fills.length < MIN_LINES / 2) return false;
  const sorted = fills.sort((a, b) => a - b);
  return (sorted[Math.floor(sorted.length / 2)] ?? 0) >= PROSE_FILL;
}

/**
 * Two columns of prose set side by side (the IPID's "What is insured?" beside "What is not
 * insured?"): a gutter near the middle of the page, clear of ink for at least 1.5 inches down,
 * with lines of prose on both sides. OCR's layout analysis can join the lines of such columns
 * where their baselines drift apart; read apart, they cannot be. A table's columns are not split:
 * its figures and short cells leave most of a line empty.
 */
export function proseColumns(image: GreyImage, dpi: number): ColumnBand | null {
  const half = Math.round(dpi / 20);
  let best: { x: number; y0: number; y1: number } | null = null;
  for (let x = Math.round(image.width * 0.35); x < image.width * 0.65; x += 2) {
    const run = clearRun(image, x - half, x + half);
    if (!best || run.y1 - run.y0 > best.y1 - best.y0) best = { x, ...run };
  }
  if (!best || best.y1 - best.y0 < dpi * 1.5) return null;
  const left = { x0: 0, y0: best.y0, x1: best.x, y1: best.y1 };
  const right = { x0: best.x, y0: best.y0, x1: image.width, y1: best.y1 };
  return holdsProse(image, left) && holdsProse(image, right) ? { left, right } : null;
}
