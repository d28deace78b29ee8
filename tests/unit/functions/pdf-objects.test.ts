import { describe, expect, it } from 'vitest';
import { inspectPdf, unescapeNames, withoutStrings } from '#functions/analysis/read/pdf-objects';
import { hostile, schedulePdf } from '#tests/fixtures/pdfs';

describe("a PDF's object structure", () => {
  it('undoes #xx escapes in names only', () => {
    expect(unescapeNames('<< /S /J#61vaScript /T (a#61) >>')).toBe('<< /S /JavaScript /T (a#61) >>');
  });

  it('blanks literal and hex strings, nested brackets and escapes included, but keeps dictionaries', () => {
    const text = withoutStrings('<< /T (a (/JS) \\) b) /U <2F4A53> /V /Name >>');
    expect(text).not.toContain('/JS');
    expect(text).toContain('<<');
    expect(text).toContain('/V /Name');
  });

  it('finds the actions of each kind, with the stream data left out', () => {
    expect(inspectPdf(schedulePdf(1)).actions).toEqual([]);
    expect(inspectPdf(hostile.withScript()).actions).toEqual(expect.arrayContaining(['JavaScript', 'JS']));
    expect(inspectPdf(hostile.scriptInObjectStream()).actions).toContain('JavaScript');
    expect(inspectPdf(hostile.launchesProgram()).actions).toContain('Launch');
    expect(inspectPdf(hostile.harmlessLookalikes()).actions).toEqual([]);
  });

  it('stops decoding at the limit and says so', () => {
    const bomb = inspectPdf(hostile.decompressionBomb());
    expect(bomb.overLimit).toBe(true);
    const plain = inspectPdf(schedulePdf(3));
    expect(plain.overLimit).toBe(false);
    expect(inspectPdf(hostile.encrypted()).encrypted).toBe(true);
    expect(plain.encrypted).toBe(false);
  });
});
