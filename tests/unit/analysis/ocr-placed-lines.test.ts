import { describe, expect, it } from 'vitest';
import { asOcrLines, type PlacedLine, withRecoveredLines } from '#functions/analysis/read/ocr/placed-lines';

/** A line of words, each 80 px wide and 10 px apart, starting at x with its top at y. */
const line = (y: number, x: number, ...words: string[]): PlacedLine =>
  words.map((text, i) => ({ text, x0: x + i * 90, x1: x + i * 90 + 80, y0: y, y1: y + 30 }));

const texts = (lines: readonly PlacedLine[]) => asOcrLines(lines).map((l) => l.map((w) => w.text).join(' '));

describe('adding lines read again to a page', () => {
  const body = [line(300, 100, 'first', 'body', 'line'), line(340, 100, 'second', 'body', 'line')];

  it('puts a recovered heading before the first line below it', () => {
    const out = withRecoveredLines(body, [line(200, 100, 'TRAVEL', 'INSURANCE')]);
    expect(texts(out)).toEqual(['TRAVEL INSURANCE', 'first body line', 'second body line']);
  });

  it('puts a recovered line below everything at the end', () => {
    const out = withRecoveredLines(body, [line(900, 100, 'footer')]);
    expect(texts(out)).toEqual(['first body line', 'second body line', 'footer']);
  });

  it('drops recovered words standing where words were already read', () => {
    const again = [
      line(300, 100, 'first', 'body', 'line'),
      [...line(200, 100, 'Heading'), ...line(340, 100, 'second')],
    ];
    expect(texts(withRecoveredLines(body, again))).toEqual([
      'Heading',
      'first body line',
      'second body line',
    ]);
  });

  it('does not place a line before one that shares none of its width', () => {
    const side = [line(100, 900, 'address'), ...body];
    const out = withRecoveredLines(side, [line(200, 100, 'Heading')]);
    expect(texts(out)).toEqual(['address', 'Heading', 'first body line', 'second body line']);
  });
});
