import { describe, expect, it } from 'vitest';
import { cleanScan, type GreyImage } from '#functions/analysis/read/ocr/clean-scan';

const DPI = 200;

/** A white page `width` by `height` pixels, with rectangles painted on it. */
function page(
  width: number,
  height: number,
  ...paint: [x: number, y: number, w: number, h: number, value: number][]
) {
  const pixels = new Uint8Array(width * height).fill(255);
  for (const [x, y, w, h, value] of paint) {
    for (let row = y; row < y + h; row++) pixels.fill(value, row * width + x, row * width + x + w);
  }
  const image: GreyImage = { pixels, width, height, stride: width };
  return { image, at: (x: number, y: number) => pixels[y * width + x] };
}

describe('cleaning a scanned page before it is read', () => {
  it('whitens shading behind text and keeps the text', () => {
    const { image, at } = page(400, 200, [0, 0, 400, 200, 230], [50, 50, 4, 30, 20]);
    cleanScan(image, DPI);
    expect(at(10, 10)).toBe(255);
    expect(at(51, 60)).toBe(20);
  });

  it('removes a thin ruled line, across or down, but not a letter crossing it', () => {
    const { image, at } = page(
      600,
      600,
      [20, 300, 560, 3, 0], // a table's border across the page
      [300, 20, 3, 560, 0], // a column rule down it
      [100, 280, 4, 40, 0], // a letter's stem through the border
    );
    cleanScan(image, DPI);
    expect(at(400, 301)).toBe(255);
    expect(at(301, 100)).toBe(255);
    expect(at(301, 301)).toBe(255); // where the two cross
    expect(at(101, 285)).toBe(0);
    expect(at(101, 301)).toBe(0);
    expect(at(101, 315)).toBe(0);
  });

  it('keeps short strokes and solid dark bands (letters, a heading band)', () => {
    const { image, at } = page(
      600,
      400,
      [20, 20, 60, 3, 0], // the bar of a large T: shorter than a rule
      [20, 100, 560, 120, 40], // a dark band behind a heading
    );
    cleanScan(image, DPI);
    expect(at(50, 21)).toBe(0);
    expect(at(300, 150)).toBe(40);
  });

  it('keeps a dark band whole round the light letters set in it', () => {
    const { image, at } = page(
      800,
      400,
      [20, 100, 760, 160, 40], // the band
      [100, 150, 6, 60, 255], // a light letter's stem
      [110, 180, 6, 30, 255], // and the next letter, close beside it
    );
    cleanScan(image, DPI);
    expect(at(108, 190)).toBe(40);
    expect(at(103, 140)).toBe(40);
    expect(at(103, 215)).toBe(40);
  });
});
