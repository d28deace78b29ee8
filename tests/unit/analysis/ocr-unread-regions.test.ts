import { describe, expect, it } from 'vitest';
import type { GreyImage } from '#functions/analysis/read/ocr/clean-scan';
import { inkShare, unreadRegions } from '#functions/analysis/read/ocr/unread-regions';

const DPI = 200;

/** A white page with strokes like a line of 30 px letters at (x, y), `letters` of them. */
function pageWithWords(
  width: number,
  height: number,
  lines: [x: number, y: number, letters: number][],
): GreyImage {
  const pixels = new Uint8Array(width * height).fill(255);
  for (const [x, y, letters] of lines) {
    for (let i = 0; i < letters; i++) {
      for (let row = y; row < y + 30; row++)
        pixels.fill(0, row * width + x + i * 16, row * width + x + i * 16 + 6);
    }
  }
  return { pixels, width, height, stride: width };
}

describe('finding ink the first reading left unread', () => {
  it('finds a line of text no word was read from, with a little room round it', () => {
    const image = pageWithWords(1000, 800, [[100, 100, 20]]);
    const [region, ...others] = unreadRegions(image, [], DPI);
    expect(others).toEqual([]);
    expect(region?.x0).toBeLessThanOrEqual(100);
    expect(region?.y0).toBeLessThanOrEqual(100);
    expect(region?.x1).toBeGreaterThanOrEqual(100 + 19 * 16 + 6);
    expect(region?.y1).toBeGreaterThanOrEqual(130);
  });

  it('leaves out text already read, specks and whole pictures', () => {
    const image = pageWithWords(1000, 1400, [[100, 100, 20]]);
    const read = [{ x0: 95, y0: 95, x1: 420, y1: 135 }];
    expect(unreadRegions(image, read, DPI)).toEqual([]);
    const specks = pageWithWords(1000, 800, [[500, 500, 1]]);
    expect(unreadRegions(specks, [], DPI)).toEqual([]);
    const picture = { ...image, pixels: new Uint8Array(1000 * 1400).fill(0) };
    expect(unreadRegions(picture, [], DPI)).toEqual([]);
  });

  it('gives regions top to bottom, and tells a dark band from dark text on light', () => {
    const image = pageWithWords(1000, 800, [
      [100, 400, 10],
      [100, 100, 10],
    ]);
    const regions = unreadRegions(image, [], DPI);
    expect(regions.map((r) => r.y0 < 200)).toEqual([true, false]);
    const first = regions[0];
    if (!first) throw new Error('no region');
    expect(inkShare(image, first)).toBeLessThan(0.5);
    const band = { ...image, pixels: new Uint8Array(1000 * 800).fill(30) };
    expect(inkShare(band, first)).toBeGreaterThan(0.5);
  });
});
