import { describe, expect, it } from 'vitest';
import {
  findQuote,
  highlightBoxes,
  type PageTextItem,
  scanHighlightBoxes,
} from '#web/components/pdf-page-viewer/quote-match';

/** A line of 10-point text drawn at (x, y), 5 units per character. */
function line(str: string, x: number, y: number): PageTextItem {
  return { str, transform: [10, 0, 0, 10, x, y], width: str.length * 5, height: 10 };
}

describe('finding a quote on a page', () => {
  const items = [
    line('Table of benefits (per person, per trip)', 50, 700),
    line('Lost, stolen or damaged baggage: up to £2,000 (single article', 50, 680),
    line('limit £300)', 50, 668),
  ];

  it('finds words inside one line', () => {
    expect(findQuote(items, 'baggage: up to £2,000')).toEqual([{ item: 1, start: 24, end: 45 }]);
  });

  it('finds words that run across lines, whatever the spacing and case', () => {
    const ranges = findQuote(
      items,
      'Lost, stolen or damaged BAGGAGE: up to £2,000 (single article limit £300)',
    );
    expect(ranges).toEqual([
      { item: 1, start: 0, end: 61 },
      { item: 2, start: 0, end: 10 },
    ]);
  });

  it('ignores punctuation, symbols and accents that extraction changes', () => {
    const page = [line('Café damage – “accidental” cover', 0, 0)];
    expect(findQuote(page, 'cafe damage - "accidental" cover')).toHaveLength(1);
  });

  it('finds nothing when the words are not on the page, or are too short to look for', () => {
    expect(findQuote(items, 'Personal liability: up to £2,000,000')).toEqual([]);
    expect(findQuote(items, '£2')).toEqual([]);
    expect(findQuote([], 'baggage')).toEqual([]);
  });
});

describe('where to mark a quote', () => {
  const viewport = { width: 595, height: 842 };
  // A page of 595 × 842 units shown at scale 1, y measured from the top as on screen.
  const toViewport = ([x1, y1, x2, y2]: [number, number, number, number]) => [x1, 842 - y1, x2, 842 - y2];

  it('places a box over the matched characters, as fractions of the page', () => {
    const items = [line('Travel delay: up to £250', 100, 742)];
    const [box] = highlightBoxes(items, [{ item: 0, start: 0, end: 12 }], viewport, toViewport);
    expect(box?.left).toBeCloseTo(100 / 595);
    expect(box?.width).toBeCloseTo(60 / 595);
    // From the top of the capitals (742 + 9) down to below the baseline (742 - 2.5).
    expect(box?.top).toBeCloseTo((842 - 751) / 842);
    expect(box?.height).toBeCloseTo(11.5 / 842);
  });

  it('gives one box per line the quote touches and skips unknown items', () => {
    const items = [line('first line', 0, 100), line('second line', 0, 80)];
    const boxes = highlightBoxes(
      items,
      [
        { item: 0, start: 6, end: 10 },
        { item: 1, start: 0, end: 6 },
        { item: 5, start: 0, end: 1 },
      ],
      viewport,
      toViewport,
    );
    expect(boxes).toHaveLength(2);
    expect(boxes[0]?.left).toBeCloseTo(30 / 595);
    expect(boxes[1]?.left).toBe(0);
  });
});

describe('marking a quote on a scanned page', () => {
  /** Words along one line 0.02 of the page high, each letter 0.01 wide and a letter's width apart. */
  const wordsAt = (top: number, ...texts: string[]) => {
    let left = 0.1;
    return texts.map((text) => {
      const word = { text, left, top, width: text.length * 0.01, height: 0.02 };
      left += word.width + 0.01;
      return word;
    });
  };

  it('boxes each word of the quote where OCR read it, part of a word in proportion to its letters', () => {
    const words = [...wordsAt(0.3, 'We', 'will', 'pay'), ...wordsAt(0.33, 'up', 'to', '£1,500.')];
    const boxes = scanHighlightBoxes(words, 'pay up to £1,500');
    expect(boxes.map((b) => b.top)).toEqual([0.3, 0.33, 0.33, 0.33]);
    expect(boxes[0]?.left).toBeCloseTo(0.1 + 0.03 + 0.05);
    expect(boxes[0]?.width).toBeCloseTo(0.03);
    // "£1,500." matched on its digits only: from the 1 to the last 0.
    expect(boxes[3]?.left).toBeCloseTo((words[5]?.left ?? 0) + 0.01);
    expect(boxes[3]?.width).toBeCloseTo(0.05);
  });

  it('marks nothing when the quote was not read on the page', () => {
    expect(scanHighlightBoxes(wordsAt(0.3, 'We', 'will', 'pay'), 'wear and tear')).toEqual([]);
  });
});
