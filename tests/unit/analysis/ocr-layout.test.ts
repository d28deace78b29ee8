import { describe, expect, it } from 'vitest';
import type { GreyImage } from '#functions/analysis/read/ocr/clean-scan';
import { withListIcons } from '#functions/analysis/read/ocr/list-icons';
import type { PlacedLine } from '#functions/analysis/read/ocr/placed-lines';
import { proseColumns } from '#functions/analysis/read/ocr/text-columns';

const DPI = 200;

/** A white page with dark rectangles painted on it. */
function page(
  width: number,
  height: number,
  rects: [x: number, y: number, w: number, h: number][],
): GreyImage {
  const pixels = new Uint8Array(width * height).fill(255);
  for (const [x, y, w, h] of rects) {
    for (let row = y; row < y + h; row++) pixels.fill(20, row * width + x, row * width + x + w);
  }
  return { pixels, width, height, stride: width };
}

/** A line of prose drawn as words: 40 px wide strokes 12 px apart, 24 px tall, from x to x + width. */
function proseLine(x: number, y: number, width: number): [number, number, number, number][] {
  const words: [number, number, number, number][] = [];
  for (let at = x; at + 40 <= x + width; at += 52) words.push([at, y, 40, 24]);
  return words;
}

describe('two columns of prose side by side', () => {
  it('are found with the gutter between them', () => {
    const rects = Array.from({ length: 20 }, (_, i) => [
      ...proseLine(100, 300 + i * 40, 600),
      ...proseLine(900, 310 + i * 40, 600),
    ]).flat();
    const band = proseColumns(page(1600, 1400, rects), DPI);
    expect(band?.left.x1).toBeGreaterThan(660);
    expect(band?.left.x1).toBeLessThan(900);
    expect(band?.right.x0).toBe(band?.left.x1);
    expect(band?.left.y0).toBeLessThanOrEqual(300);
  });

  it('are not found in one column of prose, nor in a table of short figures', () => {
    const single = Array.from({ length: 20 }, (_, i) => proseLine(100, 300 + i * 40, 1400)).flat();
    expect(proseColumns(page(1600, 1400, single), DPI)).toBeNull();
    const table = Array.from({ length: 20 }, (_, i): [number, number, number, number][] => [
      ...proseLine(100, 300 + i * 40, 600),
      [900, 300 + i * 40, 80, 24],
      [1400, 300 + i * 40, 80, 24],
    ]).flat();
    expect(proseColumns(page(1600, 1400, table), DPI)).toBeNull();
  });
});

/** A line of words read at (x, y), 30 px tall. */
const line = (x: number, y: number, ...texts: string[]): PlacedLine =>
  texts.map((text, i) => ({ text, x0: x + i * 90, x1: x + i * 90 + 80, y0: y, y1: y + 30 }));
const firstWords = (lines: readonly PlacedLine[]) => lines.map((l) => l[0]?.text);

describe('list icons OCR did not read', () => {
  it('put a bullet before the line a small mark stands beside', () => {
    const image = page(1000, 600, [[140, 105, 20, 20]]);
    const lines = [line(200, 100, 'Theft', 'of', 'keys'), line(200, 140, 'and', 'locks')];
    expect(firstWords(withListIcons(image, lines))).toEqual(['•', 'and']);
  });

  it('leave a line beside a picture, a line whose mark is the line above, and a heading', () => {
    const logo = page(1000, 600, [[20, 40, 150, 150]]);
    expect(firstWords(withListIcons(logo, [line(200, 100, 'Insurance', 'Product')]))).toEqual(['Insurance']);
    const above = page(1000, 600, [[140, 105, 20, 20]]);
    const lines = [line(200, 100, 'Theft', 'of', 'keys'), line(200, 145, 'and', 'locks')];
    expect(firstWords(withListIcons(above, lines))[1]).toBe('and');
    const heading = page(1000, 600, [[140, 105, 20, 20]]);
    expect(firstWords(withListIcons(heading, [line(200, 100, 'What', 'is', 'insured?')]))).toEqual(['What']);
  });
});
