import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type DocumentText, PDF_MESSAGES, PdfRejected, READ_TIME_LIMIT_MS, readPdf } from './pdf-text';
import { MAX_DECODED_BYTES } from './read/pdf-objects';

/**
 * Reads a PDF in a child process with hard limits: a memory ceiling (the child's resident memory
 * is watched and the child killed past it, and its JavaScript heap is capped too) and a wall-clock
 * limit. Whatever a hostile document does to the PDF library, the worker survives and the user is
 * told the file is too complex. The child is this module's own file (in AWS, the worker's bundle),
 * started in child mode.
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

type ChildAnswer = { text: DocumentText } | { rejected: string } | { failed: string };
interface ChildJob {
  readonly bytes: Uint8Array;
  readonly name: string;
  readonly limits: IsolationLimits;
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
): Promise<DocumentText> {
  const tooComplex = () => new PdfRejected(PDF_MESSAGES.tooComplex(name));
  return new Promise((resolve, reject) => {
    const child = startChild(Math.max(64, Math.floor(limits.memoryMb * 0.75)));
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(watch);
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      outcome();
    };
    // Starting the child counts too: the limit is on the whole read.
    const timer = setTimeout(() => finish(() => reject(tooComplex())), limits.timeLimitMs + 2000);
    const watch = setInterval(() => {
      const mb = child.pid ? residentMb(child.pid) : null;
      if (mb !== null && mb > limits.memoryMb) finish(() => reject(tooComplex()));
    }, WATCH_MS);
    child.on('message', (answer: ChildAnswer) => {
      if ('text' in answer) finish(() => resolve(answer.text));
      else if ('rejected' in answer) finish(() => reject(new PdfRejected(answer.rejected)));
      else finish(() => reject(new Error(answer.failed)));
    });
    // Killed by the heap cap or the system: the document was too much for the limits.
    child.on('exit', () => finish(() => reject(tooComplex())));
    child.on('error', (error) => finish(() => reject(error)));
    child.send({ bytes, name, limits } satisfies ChildJob);
  });
}

/** Child mode: read the one document sent, answer, and exit. */
function serveChild(): void {
  process.once('message', (job: ChildJob) => {
    readPdf(job.bytes, job.name, job.limits.timeLimitMs, job.limits.maxDecodedBytes)
      .then(
        (text): ChildAnswer => ({ text }),
        (error: Error): ChildAnswer =>
          error instanceof PdfRejected ? { rejected: error.message } : { failed: error.message },
      )
      .then((answer) => process.send?.(answer, () => process.exit(0)));
  });
}

if (process.env[CHILD_FLAG] === '1' && process.send) serveChild();
