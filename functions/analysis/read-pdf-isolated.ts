import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { localOcrBudgetMs, OCR_LIMITS } from '#functions/analysis/ocr/limits';
import { withScansRead } from '#functions/analysis/ocr/scanned-pages';
import { PDF_MESSAGES, PdfRejected, READ_TIME_LIMIT_MS, type ReadDocument, readPdf } from './pdf-text';
import { MAX_DECODED_BYTES } from './read/pdf-objects';

/**
 * Reads a PDF in a child process with hard limits: a memory ceiling (the child's resident memory
 * is watched and the child killed past it, and its JavaScript heap is capped too) and a wall-clock
 * limit. Whatever a hostile document does to the PDF library, the worker survives and the user is
 * told the file is too complex. The child is this module's own file (in AWS, the worker's bundle),
 * started in child mode. With `readScans`, the child also reads scanned pages by local OCR, under
 * a budget of its own (see ocr/limits.ts) that starts when it says how many pages it reads.
 */
export interface IsolationLimits {
  readonly memoryMb: number;
  readonly timeLimitMs: number;
  /** Decoded stream bytes the structure check allows (see read/pdf-objects.ts). */
  readonly maxDecodedBytes: number;
}

export const ISOLATION_LIMITS: IsolationLimits = {
  memoryMb: 512,
  timeLimitMs: READ_TIME_LIMIT_MS,
  maxDecodedBytes: MAX_DECODED_BYTES,
};

const CHILD_FLAG = 'POLICYLENS_PDF_CHILD';
const WATCH_MS = 100;

type ChildAnswer = { text: ReadDocument } | { rejected: string } | { failed: string } | { ocrPages: number };
interface ChildJob {
  readonly bytes: Uint8Array;
  readonly name: string;
  readonly limits: IsolationLimits;
  readonly readScans: boolean;
}

/** The child's resident memory in MB, from /proc (Linux, as in Lambda); null where there is none. */
function residentMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

function startChild(heapMb: number): ChildProcess {
  const self = fileURLToPath(import.meta.url);
  // Run from TypeScript (the local stack, tests), the child needs the same loader.
  const loader = self.endsWith('.ts') ? ['--import', 'tsx'] : [];
  return fork(self, [], {
    execArgv: [...loader, `--max-old-space-size=${heapMb}`],
    env: { ...process.env, [CHILD_FLAG]: '1' },
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
}

export function readPdfIsolated(
  bytes: Uint8Array,
  name: string,
  limits: IsolationLimits = ISOLATION_LIMITS,
  readScans = false,
): Promise<ReadDocument> {
  const tooComplex = () => new PdfRejected(PDF_MESSAGES.tooComplex(name));
  return new Promise((resolve, reject) => {
    const child = startChild(Math.max(64, Math.floor(limits.memoryMb * 0.75)));
    let settled = false;
    let memoryMb = limits.memoryMb;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(watch);
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      outcome();
    };
    const stopIn = (ms: number) => setTimeout(() => finish(() => reject(tooComplex())), ms);
    // Starting the child counts too: the limit is on the whole read.
    let timer = stopIn(limits.timeLimitMs + 2000);
    const watch = setInterval(() => {
      const mb = child.pid ? residentMb(child.pid) : null;
      if (mb !== null && mb > memoryMb) finish(() => reject(tooComplex()));
    }, WATCH_MS);
    child.on('message', (answer: ChildAnswer) => {
      if ('ocrPages' in answer) {
        // The text layer is read; reading the scans has its own time and memory.
        clearTimeout(timer);
        timer = stopIn(localOcrBudgetMs(answer.ocrPages));
        memoryMb = limits.memoryMb + OCR_LIMITS.localMemoryMb;
      } else if ('text' in answer) finish(() => resolve(answer.text));
      else if ('rejected' in answer) finish(() => reject(new PdfRejected(answer.rejected)));
      else finish(() => reject(new Error(answer.failed)));
    });
    // Killed by the heap cap or the system: the document was too much for the limits.
    child.on('exit', () => finish(() => reject(tooComplex())));
    child.on('error', (error) => finish(() => reject(error)));
    child.send({ bytes, name, limits, readScans } satisfies ChildJob);
  });
}

/** The child's read: the text layer, then (when asked) its scanned pages by local OCR. */
async function readInChild(job: ChildJob): Promise<ReadDocument> {
  const read = await readPdf(job.bytes, job.name, job.limits.timeLimitMs, job.limits.maxDecodedBytes);
  if (!job.readScans || read.scannedPages.length === 0) return read;
  const text = await withScansRead(
    read,
    job.name,
    async (pages) => {
      process.send?.({ ocrPages: pages.length } satisfies ChildAnswer);
      const { readScansLocally } = await import('#functions/analysis/ocr/local-ocr');
      return readScansLocally(job.bytes, pages);
    },
    OCR_LIMITS.localMaxPages,
  );
  return { ...text, scannedPages: [] };
}

/** Child mode: read the one document sent, answer, and exit. */
function serveChild(): void {
  process.once('message', (job: ChildJob) => {
    readInChild(job)
      .then(
        (text): ChildAnswer => ({ text }),
        (error: Error): ChildAnswer =>
          error instanceof PdfRejected ? { rejected: error.message } : { failed: error.message },
      )
      .then((answer) => process.send?.(answer, () => process.exit(0)));
  });
}

if (process.env[CHILD_FLAG] === '1' && process.send) serveChild();
