import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { readDocument } from '#scripts/eval-assess';
import { hostile, schedulePdf } from '#tests/fixtures/pdfs';
import { scannedPdf } from '#tests/fixtures/scanned-pdfs';

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), 'analyse-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function analyseText(name: string, bytes: Buffer) {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/analyse.ts', 'text', file]);
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run analyse -- text', () => {
  it('prints the pages of a document as JSON', async () => {
    const { code, stdout } = await analyseText('schedule.pdf', schedulePdf(2));
    expect(code).toBe(0);
    const [document] = JSON.parse(stdout) as { file: string; pages: string[] }[];
    expect(document?.file).toBe('schedule.pdf');
    expect(document?.pages).toHaveLength(2);
  });

  it('reads a scanned page by OCR, as the extraction and OCR workers read it', async () => {
    const { code, stdout } = await analyseText('scan.pdf', await scannedPdf());
    expect(code).toBe(0);
    const [document] = JSON.parse(stdout) as { file: string; pages: string[] }[];
    expect(document?.pages).toHaveLength(1);
    expect(document?.pages[0]).toContain('Accidental damage');
    expect(document?.pages[0]).toContain('1,500');
  });

  it("refuses a decompression bomb with the upload's message and exit code 2", async () => {
    const { code, stdout, stderr } = await analyseText('bomb.pdf', hostile.decompressionBomb());
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(
      "analyse: bomb.pdf is too complex to read. Please upload the insurer's original PDF.",
    );
  });
});

describe('the evaluations read a document as the command line does', () => {
  it('reads a scanned page by OCR', async () => {
    const document = await readDocument(await scannedPdf(), 'scan.pdf');
    expect(document.pages[0]).toContain('wear and tear');
  });
});
