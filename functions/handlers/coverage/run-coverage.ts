import type { Context } from 'aws-lambda';
import { coverageTaskSchema } from '#functions/coverage/coverage-queue';
import { runCoverageJob } from '#functions/coverage/run-coverage';
import { logger } from '#functions/lib/logger';
import { observed } from '#functions/lib/observability';

/** The coverage worker, started by an asynchronous invoke from the coverage route. */
export const handler = observed(async (event: unknown, context: Context): Promise<void> => {
  const task = coverageTaskSchema.parse(event);
  logger.setContext({ requestId: context.awsRequestId, job: 'run-coverage' });
  await runCoverageJob(task, () => context.getRemainingTimeInMillis());
});
