import { describe, expect, it } from 'vitest';
import { inspectPdf, unescapeNames } from '#functions/analysis/read/pdf-objects';
import { attached, hostile, schedulePdf } from '#tests/fixtures/pdfs';

describe("a PDF's object structure", () => {
  it('undoes #xx escapes in names only', () => {
    expect(unescapeNames('<< /S /J#61vaScript /T (a#61) >>')).toBe('<< /S /JavaScript /T (a#61) >>');
  });

  it('stops decoding at the limit and says so', () => {
    const bomb = inspectPdf(hostile.decompressionBomb());
    expect(bomb.overLimit).toBe(true);
    const plain = inspectPdf(schedulePdf(3));
    expect(plain.overLimit).toBe(false);
    expect(inspectPdf(hostile.encrypted()).encrypted).toBe(true);
    expect(plain.encrypted).toBe(false);
  });

  it('decodes the object streams of a document written with them, attachments included, within the limit', async () => {
    const structure = inspectPdf(await attached.file());
    expect(structure.overLimit).toBe(false);
    expect(structure.decodedBytes).toBeGreaterThan(0);
    expect(inspectPdf(await attached.file(), 100).overLimit).toBe(true);
  });
});
