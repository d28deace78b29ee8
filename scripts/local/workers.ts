import os from 'node:os';
import path from 'node:path';
import type { SweepReport } from '#functions/policies/stale-uploads';
import { backgroundFunctions } from '#functions/routes';
import { DEFAULT_CONCURRENCY, type LocalHandler, type LocalLambda, startLocalLambda } from './lambda';
import { startServiceThread } from './threads/service-thread';

/** The background functions handlers start with asynchronous invokes, under their local names. */
export const WORKER_NAMES = {
  assessment: `policylens-local-${backgroundFunctions.assessmentWorker.id}`,
  coverage: `policylens-local-${backgroundFunctions.coverageWorker.id}`,
  extraction: `policylens-local-${backgroundFunctions.extractionWorker.id}`,
  ocr: `policylens-local-${backgroundFunctions.ocrWorker.id}`,
  sweeper: `policylens-local-${backgroundFunctions.staleUploadSweeper.id}`,
  reminderSender: `policylens-local-${backgroundFunctions.reminderSender.id}`,
} as const;

/** The FIFO queue of scanned documents (one message group a user), feeding the OCR worker. */
export const SCANS_QUEUE = 'policylens-local-scans.fifo';

/**
 * Documents read by OCR at once on this machine: every core but one, so a text PDF's read (the
 * extraction worker's) and the API always have one. One user's documents are read one at a time.
 */
export const LOCAL_OCR_CONCURRENCY = Math.max(1, os.availableParallelism() - 1);

/**
 * Uploads of one user whose text layers are read at once on this machine: half the worker's turns
 * (one on two cores), so one user's burst of uploads leaves the others a turn. In AWS the worker
 * runs five at once and a text layer takes a second or two.
 */
export const LOCAL_READS_PER_USER = Math.max(1, Math.floor(DEFAULT_CONCURRENCY / 2));

/** The user whose upload an extraction event announces (uploads/<sub>/…), to share the worker fairly. */
export function uploaderOf(event: unknown): string | undefined {
  const body = (event as { Records?: { body?: string }[] }).Records?.[0]?.body;
  if (!body) return undefined;
  try {
    const records = (JSON.parse(body) as { Records?: { s3?: { object?: { key?: string } } }[] }).Records;
    return /^uploads\/([^/]+)\//.exec(records?.[0]?.s3?.object?.key ?? '')?.[1];
  } catch {
    return undefined;
  }
}

/** How often the local stack sweeps stale uploads, as the schedule in AWS does (and once at start). */
export const SWEEP_EVERY_MS = 15 * 60_000;

/**
 * SQS retries the messages a handler reports as failed (a partial batch response); the local
 * Lambda retries events whose handler throws. So locally a reported failure throws.
 */
function sqsBatchFailuresThrow(handler: LocalHandler): LocalHandler {
  return async (event, context) => {
    const result = (await handler(event, context)) as { batchItemFailures?: unknown[] } | undefined;
    if (result?.batchItemFailures?.length) throw new Error('messages failed');
    return result;
  };
}

export interface WorkerOptions {
  readonly dataDir: string;
  readonly port: number;
  /** How often the sweeper runs on its own; 0 runs it only when asked (`sweepNow`). */
  readonly sweepEveryMs?: number;
}

/** The local Lambda running the background functions, in this thread. */
export async function startLocalWorkers(opts: WorkerOptions): Promise<LocalLambda> {
  const lambda = await startLocalLambda({
    port: opts.port,
    deadLetterDir: path.join(opts.dataDir, 'dead-letter'),
    queueDir: path.join(opts.dataDir, 'event-queue'),
    queues: { [SCANS_QUEUE]: WORKER_NAMES.ocr },
    functions: {
      [WORKER_NAMES.assessment]: {
        definition: backgroundFunctions.assessmentWorker,
        load: async () =>
          (await import('#functions/handlers/assessments/run-assessment')).handler as LocalHandler,
      },
      [WORKER_NAMES.coverage]: {
        definition: backgroundFunctions.coverageWorker,
        load: async () => (await import('#functions/handlers/coverage/run-coverage')).handler as LocalHandler,
      },
      [WORKER_NAMES.extraction]: {
        definition: backgroundFunctions.extractionWorker,
        load: async () =>
          sqsBatchFailuresThrow(
            (await import('#functions/handlers/policies/extract-policy-files')).handler as LocalHandler,
          ),
        perGroup: LOCAL_READS_PER_USER,
        groupOf: uploaderOf,
      },
      [WORKER_NAMES.ocr]: {
        definition: backgroundFunctions.ocrWorker,
        load: async () =>
          sqsBatchFailuresThrow(
            (await import('#functions/handlers/policies/read-scanned-files')).handler as LocalHandler,
          ),
        concurrency: LOCAL_OCR_CONCURRENCY,
        // As SQS hands a FIFO queue's messages over: one of a message group (a user) at a time.
        perGroup: 1,
      },
      [WORKER_NAMES.sweeper]: {
        definition: backgroundFunctions.staleUploadSweeper,
        load: async () =>
          (await import('#functions/handlers/system/sweep-stale-uploads')).handler as LocalHandler,
        // As the stack reserves it: one run at a time.
        concurrency: 1,
      },
      // Started by the local scheduler when a renewal reminder is due.
      [WORKER_NAMES.reminderSender]: {
        definition: backgroundFunctions.reminderSender,
        load: async () =>
          (await import('#functions/handlers/reminders/send-reminder')).handler as LocalHandler,
      },
    },
  });
  const stopSchedule = scheduleSweeps(lambda.endpoint, opts.sweepEveryMs ?? SWEEP_EVERY_MS);
  return {
    ...lambda,
    stop: async () => {
      stopSchedule();
      await lambda.stop();
    },
  };
}

function invocationUrl(lambdaEndpoint: string, name: string): string {
  return `${lambdaEndpoint}/2015-03-31/functions/${encodeURIComponent(name)}/invocations`;
}

/**
 * The schedule's stand-in: the sweeper's event is handed to the local Lambda as EventBridge hands
 * it over (an asynchronous invoke), at start and then every `everyMs`.
 */
function scheduleSweeps(lambdaEndpoint: string, everyMs: number): () => void {
  if (everyMs <= 0) return () => undefined;
  const sweep = () => {
    fetch(invocationUrl(lambdaEndpoint, WORKER_NAMES.sweeper), {
      method: 'POST',
      headers: { 'x-amz-invocation-type': 'Event' },
      body: JSON.stringify({
        source: 'aws.events',
        'detail-type': 'Scheduled Event',
        time: new Date().toISOString(),
      }),
    }).catch((error: unknown) => console.warn('local stack: the stale-upload sweep was not started', error));
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Runs the scheduled sweep now, on the running stack's workers (the same function the timer
 * starts), and answers with what it did: for tests, and by hand.
 */
export async function sweepNow(lambdaEndpoint: string): Promise<SweepReport> {
  const res = await fetch(invocationUrl(lambdaEndpoint, WORKER_NAMES.sweeper), {
    method: 'POST',
    headers: { 'x-amz-invocation-type': 'RequestResponse' },
    body: JSON.stringify({ source: 'aws.events', 'detail-type': 'Scheduled Event' }),
  });
  const body = (await res.json()) as SweepReport | { errorType: string; errorMessage: string };
  if (res.headers.get('x-amz-function-error') || 'errorType' in body)
    throw new Error(`the sweep failed: ${JSON.stringify(body)}`);
  return body;
}

/**
 * The background functions on a thread of their own, as Lambda runs them apart from the API: an
 * analysis that takes a second of CPU does not hold up the gateway's answers meanwhile.
 */
export async function startWorkersThread(
  opts: WorkerOptions,
): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const thread = await startServiceThread<{ endpoint: string }>(
    new URL('./threads/workers-thread.ts', import.meta.url),
    opts,
  );
  return { endpoint: thread.ready.endpoint, stop: thread.stop };
}
