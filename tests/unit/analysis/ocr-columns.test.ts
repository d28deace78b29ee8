import { describe, expect, it } from 'vitest';
import { gutterOf, type OcrLine, readingOrder } from '#functions/analysis/read/ocr/columns';

const WIDTH = 1000;
/** A line of words at the given left edges, each word 60 px wide. */
const line = (...words: [string, number][]): OcrLine =>
  words.map(([text, x0]) => ({ text, x0, x1: x0 + 60 }));
/** A line running across the page: twelve words, 10 px apart. */
const across = (n: number) =>
  line(
    ...[`intro${n}`, 'a', 'line', 'that', 'runs', 'across', 'the', 'whole', 'width', 'of', 'the', 'page'].map(
      (text, i): [string, number] => [text, 50 + i * 70],
    ),
  );
const twoColumns = (n: number) => line([`left${n}`, 50], ['a', 120], [`right${n}`, 550], ['b', 620]);

describe('reading columns that OCR read across', () => {
  it('finds the gutter many lines are parted at, and none on a page in one column', () => {
    const gutter = gutterOf([1, 2, 3, 4, 5].map(twoColumns), WIDTH);
    expect(gutter).toBeGreaterThan(180);
    expect(gutter).toBeLessThan(550);
    expect(gutterOf([1, 2, 3, 4, 5].map(across), WIDTH)).toBeNull();
  });

  it('reads each column down in turn, after the full-width lines above them', () => {
    const lines = [across(1), ...[1, 2, 3, 4, 5].map(twoColumns), across(2)];
    expect(readingOrder(lines, WIDTH).split('\n')).toEqual([
      'intro1 a line that runs across the whole width of the page',
      'left1 a',
      'left2 a',
      'left3 a',
      'left4 a',
      'left5 a',
      'right1 b',
      'right2 b',
      'right3 b',
      'right4 b',
      'right5 b',
      'intro2 a line that runs across the whole width of the page',
    ]);
  });

  it('leaves a page in one column as OCR read it', () => {
    expect(readingOrder([across(1), across(2)], WIDTH)).toBe(
      'intro1 a line that runs across the whole width of the page\nintro2 a line that runs across the whole width of the page',
    );
  });

  it('starts a line at each item of a list set in columns, and puts misread bullets right', () => {
    const list = line(
      ['e', 50],
      ['Long-term', 70],
      ['care', 140],
      ['*', 550],
      ['Routine', 570],
      ['eye', 640],
      ['care', 700],
    );
    expect(readingOrder([list], WIDTH)).toBe('• Long-term care\n• Routine eye care');
    const prose = line(['Cover', 50], ['applies', 120], ['*', 550], ['see', 570], ['notes', 640]);
    expect(readingOrder([prose], WIDTH)).toBe('Cover applies * see notes');
  });
});
