import type { Context } from 'aws-lambda';
import { coverageTaskSchema } from '../../coverage/coverage-queue';
import { runCoverageJob } from '../../coverage/run-coverage';
import { logger } from '../../lib/logger';
import { observed } from '../../lib/observability';

/** The coverage worker, started by an asynchronous invoke from the coverage route. */
export const handler = observed(async (event: unknown, context: Context): Promise<void> => {
  const task = coverageTaskSchema.parse(event);
  logger.setContext({ requestId: context.awsRequestId, job: 'run-coverage' });
  await runCoverageJob(task, () => context.getRemainingTimeInMillis());
});
