import path from 'node:path';
import { backgroundFunctions } from '../../functions/routes';
import { type LocalHandler, type LocalLambda, startLocalLambda } from './lambda';
import { startServiceThread } from './threads/service-thread';

/** The background functions handlers start with asynchronous invokes, under their local names. */
export const WORKER_NAMES = {
  assessment: `policylens-local-${backgroundFunctions.assessmentWorker.id}`,
  coverage: `policylens-local-${backgroundFunctions.coverageWorker.id}`,
  extraction: `policylens-local-${backgroundFunctions.extractionWorker.id}`,
} as const;

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
}

/** The local Lambda running the background functions, in this thread. */
export function startLocalWorkers(opts: WorkerOptions): Promise<LocalLambda> {
  return startLocalLambda({
    port: opts.port,
    deadLetterDir: path.join(opts.dataDir, 'dead-letter'),
    queueDir: path.join(opts.dataDir, 'event-queue'),
    functions: {
      [WORKER_NAMES.assessment]: {
        definition: backgroundFunctions.assessmentWorker,
        load: async () =>
          (await import('../../functions/handlers/assessments/run-assessment')).handler as LocalHandler,
      },
      [WORKER_NAMES.coverage]: {
        definition: backgroundFunctions.coverageWorker,
        load: async () =>
          (await import('../../functions/handlers/coverage/run-coverage')).handler as LocalHandler,
      },
      [WORKER_NAMES.extraction]: {
        definition: backgroundFunctions.extractionWorker,
        load: async () =>
          sqsBatchFailuresThrow(
            (await import('../../functions/handlers/policies/extract-policy-files')).handler as LocalHandler,
          ),
      },
    },
  });
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
