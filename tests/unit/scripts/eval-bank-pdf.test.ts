import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readDocument } from '#scripts/eval-assess';
import { encodableText, renderPolicyPdf, wrapText } from '#scripts/eval-bank-pdf';

const ascii = (char: string) => /^[\x20-\x7e]$/.test(char);
const asciiAndCurly = (char: string) => ascii(char) || char === '’' || char === '–';
const byLength = (text: string) => text.length;

describe('characters the font cannot encode', () => {
  it('keeps every character the font can encode, however unusual', () => {
    expect(encodableText('wasps’ nests – 5 days', asciiAndCurly)).toBe('wasps’ nests – 5 days');
  });

  it('spells the others in ASCII, keeping the words whole', () => {
    expect(encodableText('wasps’ nests – ≥ 5 ﬁeld days', ascii)).toBe("wasps' nests - >= 5 field days");
    expect(encodableText('Zürich “cover”', ascii)).toBe('Zurich "cover"');
    expect(encodableText('a ☃ b', ascii)).toBe('a ? b');
  });

  it('leaves white space to the wrapping', () => {
    expect(encodableText('one\ntwo\tthree', ascii)).toBe('one\ntwo\tthree');
  });
});

describe('wrapping to the page width', () => {
  it('breaks at spaces, each line within the width, every word kept', () => {
    const text = 'The first fourteen days from the start of your policy are excluded';
    const lines = wrapText(text, 20, byLength);
    expect(lines).toEqual(['The first fourteen', 'days from the start', 'of your policy are', 'excluded']);
    expect(lines.join(' ')).toBe(text);
  });

  it('starts each paragraph on a new line and folds runs of spaces', () => {
    expect(wrapText('Storm   means wind\nFlood means water', 40, byLength)).toEqual([
      'Storm means wind',
      'Flood means water',
    ]);
  });

  it('cuts only a word wider than the line', () => {
    expect(wrapText('see abcdefghij ok', 4, byLength)).toEqual(['see', 'abcd', 'efgh', 'ij', 'ok']);
  });
});

describe('the one-page policy PDF', () => {
  it('reads back through the upload reader as the text, unencodable characters spelled out', async () => {
    const policy = 'Storm means gusts ≥ 55mph; the ﬁrst 14 days – your policy’s start – are excluded.';
    const bytes = await renderPolicyPdf(policy, 'storm');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const document = await readDocument(bytes, 'storm.pdf');
    expect(document.pages).toHaveLength(1);
    expect(document.pages[0]?.replace(/\s+/g, ' ').trim()).toBe(
      'Storm means gusts >= 55mph; the first 14 days – your policy’s start – are excluded.',
    );
  });

  it('keeps a long clause on one page and refuses one that cannot fit', async () => {
    const long = 'Cover applies only when the home is occupied. '.repeat(80);
    expect((await PDFDocument.load(await renderPolicyPdf(long, 'long'))).getPageCount()).toBe(1);
    await expect(renderPolicyPdf('word '.repeat(20_000), 'huge')).rejects.toThrow(/one page/);
  });
});
