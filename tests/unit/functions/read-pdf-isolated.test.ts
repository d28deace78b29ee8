import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PdfRejected } from '#functions/analysis/read/pdf-messages';
import { ISOLATION_LIMITS, readPdfIsolated } from '#functions/analysis/read/read-pdf-isolated';
import { oversizedPagePdf } from '#tests/fixtures/oversized-page-pdf';
import { hostile, refusedAs, schedulePdf } from '#tests/fixtures/pdfs';
import { scannedPdf } from '#tests/fixtures/scanned-pdfs';
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

  it('refuses at once, as too complex, a document the reader cannot render (never an error to retry)', async () => {
    const started = Date.now();
    // mupdf will not make the 40000-pixel-square image OCR would read: "Overly large image".
    const refusal = await refusalOf(
      readPdfIsolated(oversizedPagePdf(), 'schedule.pdf', ISOLATION_LIMITS, true),
      PdfRejected,
    );
    expect(refusal).toBe(TOO_COMPLEX);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

/** Whether a process of this id is still running (a zombie waiting for its parent counts as gone). */
function running(pid: number): boolean {
  try {
    const state = execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    return state !== '' && !state.startsWith('Z');
  } catch {
    return false;
  }
}

/** The ids of a process's children. */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

describe('a reader child whose parent dies', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'policylens-orphan-'));
  let parent: ChildProcess | undefined;
  const orphans: number[] = [];

  afterEach(() => {
    parent?.kill('SIGKILL');
    for (const pid of orphans.filter(running)) process.kill(pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops reading and exits, rather than running on as an orphan', async () => {
    // Twelve scanned pages (the most a scan may have): several seconds of OCR, longer than the test waits.
    const file = path.join(dir, 'scan.pdf');
    writeFileSync(
      file,
      await scannedPdf(Array.from({ length: 12 }, (_, i) => [`Page ${i + 1} of the wording`])),
    );
    const script = path.resolve(import.meta.dirname, '../../fixtures/isolated-read-parent.ts');
    parent = spawn(process.execPath, ['--import', 'tsx', script, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const parentPid = parent.pid ?? 0;
    // The reader child is started and well into its work.
    // Starting tsx and the reader takes seconds on a busy machine (CI runs both cores flat out).
    await expect.poll(() => childrenOf(parentPid), { timeout: 40_000, interval: 100 }).toHaveLength(1);
    const [reader = 0] = childrenOf(parentPid);
    orphans.push(reader);
    // Well into its work, which takes about ten seconds on a quiet machine and more on a busy one.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(running(reader)).toBe(true);

    parent.kill('SIGKILL');
    await expect.poll(() => running(reader), { timeout: 5000, interval: 100 }).toBe(false);
  }, 90_000);
});
