import { describe, expect, it } from 'vitest';
import { ISOLATION_LIMITS, readPdfIsolated } from '#functions/analysis/read-pdf-isolated';
import { hostile, refusedAs, schedulePdf } from '#tests/fixtures/pdfs';
import { refusalOf } from '#tests/steps/refusal';

const TOO_COMPLEX = refusedAs.tooComplex('schedule.pdf');

describe('reading a PDF in a child process with hard limits', () => {
  it('reads a document as the same reader does in process', async () => {
    const text = await readPdfIsolated(schedulePdf(2), 'schedule.pdf');
    expect(text.pages).toHaveLength(2);
    expect(text.pages[0]).toContain('Period of insurance');
  });

  it("passes on the reader's refusal in the user's words", async () => {
    expect(await refusalOf(readPdfIsolated(hostile.withScript(), 'schedule.pdf'))).toBe(
      refusedAs.scriptOnOpen('schedule.pdf'),
    );
  });

  it('kills the child past its memory ceiling, whatever the document makes the reader do', async () => {
    // The decoded-size check is lifted here, so only the memory ceiling stands between the bomb and the worker.
    const limits = { ...ISOLATION_LIMITS, memoryMb: 160, maxDecodedBytes: 4 * 1024 ** 3 };
    const started = Date.now();
    expect(await refusalOf(readPdfIsolated(hostile.decompressionBomb(), 'schedule.pdf', limits))).toBe(
      TOO_COMPLEX,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('stops a read that passes the time limit', async () => {
    const limits = { ...ISOLATION_LIMITS, timeLimitMs: 1 };
    expect(await refusalOf(readPdfIsolated(schedulePdf(40), 'schedule.pdf', limits))).toBe(TOO_COMPLEX);
  });
});
