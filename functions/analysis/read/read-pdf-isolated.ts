import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { localOcrBudgetMs, OCR_LIMITS } from '#functions/analysis/read/ocr/limits';
import { withScansRead } from '#functions/analysis/read/ocr/scanned-pages';
import { MAX_DECODED_BYTES } from './pdf-objects';
import { PDF_MESSAGES, PdfRejected, READ_TIME_LIMIT_MS, type ReadDocument, readPdf } from './pdf-text';

/**
 * Reads a PDF in a child process with hard limits: a memory ceiling (the child's resident memory
 * is watched and the child killed past it, and its JavaScript heap is capped too) and a wall-clock
 * limit. Whatever a hostile document does to the PDF library, the worker survives and the user is
 * told the file is too complex. The child is this module's own file (in AWS, the worker's bundle),
 * started in child mode. With `readScans`, the child also reads scanned pages by local OCR, under
 * a budget of its own (see ocr/limits.ts) that starts when it says how many pages it reads.
 *
 * Whatever goes wrong inside the child is the document's doing (the child reads bytes it was sent
 * and nothing else), so it is a refusal of the file, never an error worth retrying: a page mupdf
 * will not render ("Overly large image"), a reader that throws, a child that dies. Only failing to
 * start a child at all is this machine's fault. The child also keeps its own limits, on a thread
 * of its own that a document cannot block: it kills itself past its time or memory, or as soon as
 * its parent is gone (an orphaned reader never runs on).
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
/** How much longer than its parent's limit the child's own watch lets it run (its parent acts first). */
const CHILD_GRACE_MS = 2000;

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
    let timer = stopIn(limits.timeLimitMs + CHILD_GRACE_MS);
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
      // The reader could not read it (whatever it threw): the same document would fail again.
      else finish(() => reject(tooComplex()));
    });
    // Killed by the heap cap, its own watch or the system: the document was too much for the limits.
    child.on('exit', () => finish(() => reject(tooComplex())));
    // No child could be started (out of processes, say): this machine's failure, worth a retry.
    child.on('error', (error) => finish(() => reject(error)));
    child.send({ bytes, name, limits, readScans } satisfies ChildJob);
  });
}

/** What the child's own watch is told: how long it may still run and how much memory it may hold. */
interface ChildBounds {
  readonly forMs: number;
  readonly memoryMb: number;
}

/**
 * The child's watch, on a thread of its own (a document that keeps the reader busy in WebAssembly
 * cannot stop it): it kills the child when its parent is gone (it was adopted by another process),
 * past its time or past its memory. The parent watches too; this holds when the parent cannot.
 */
const CHILD_WATCH = `
const { parentPort, workerData } = require('node:worker_threads');
let deadline = Date.now() + workerData.forMs;
let memoryMb = workerData.memoryMb;
parentPort.on('message', (bounds) => { deadline = Date.now() + bounds.forMs; memoryMb = bounds.memoryMb; });
setInterval(() => {
  const over = Date.now() > deadline || process.memoryUsage.rss() > memoryMb * 1024 * 1024;
  if (over || process.ppid !== workerData.parent) process.kill(process.pid, 'SIGKILL');
}, ${WATCH_MS});
`;

/** Starts the child's own watch with the limits its parent holds it to, and a little more. */
function watchOverChild(bounds: ChildBounds): Worker {
  const watch = new Worker(CHILD_WATCH, {
    eval: true,
    workerData: { ...bounds, parent: process.ppid },
    resourceLimits: { maxOldGenerationSizeMb: 16 },
  });
  watch.unref();
  return watch;
}

/** The child's read: the text layer, then (when asked) its scanned pages by local OCR. */
async function readInChild(job: ChildJob, watch: Worker): Promise<ReadDocument> {
  const read = await readPdf(job.bytes, job.name, job.limits.timeLimitMs, job.limits.maxDecodedBytes);
  if (!job.readScans || read.scannedPages.length === 0) return read;
  const text = await withScansRead(
    read,
    job.name,
    async (pages) => {
      process.send?.({ ocrPages: pages.length } satisfies ChildAnswer);
      watch.postMessage({
        forMs: localOcrBudgetMs(pages.length) + CHILD_GRACE_MS,
        memoryMb: job.limits.memoryMb + OCR_LIMITS.localMemoryMb,
      } satisfies ChildBounds);
      const { readScansLocally } = await import('#functions/analysis/read/ocr/local-ocr');
      return readScansLocally(job.bytes, pages);
    },
    OCR_LIMITS.localMaxPages,
  );
  return { ...text, scannedPages: [] };
}

/** Child mode: read the one document sent, answer, and exit; it never outlives its parent. */
function serveChild(): void {
  // The parent's end of the channel closed: it stopped, or died without a word.
  process.once('disconnect', () => process.exit(1));
  process.once('message', (job: ChildJob) => {
    const { limits } = job;
    const watch = watchOverChild({
      forMs: limits.timeLimitMs + CHILD_GRACE_MS * 2,
      memoryMb: limits.memoryMb,
    });
    readInChild(job, watch)
      .then(
        (text): ChildAnswer => ({ text }),
        (error: Error): ChildAnswer =>
          error instanceof PdfRejected ? { rejected: error.message } : { failed: error.message },
      )
      .then((answer) => process.send?.(answer, () => process.exit(0)));
  });
}

if (process.env[CHILD_FLAG] === '1' && process.send) serveChild();
