import type { Context } from 'aws-lambda';
import { assessmentJobSchema } from '../../assessments/assessment-queue';
import { runAssessment } from '../../assessments/run-assessment';
import { logger } from '../../lib/logger';
import { observed } from '../../lib/observability';

/** The assessment worker, started by an asynchronous invoke from the assessment routes. */
export const handler = observed(async (event: unknown, context: Context): Promise<void> => {
  const job = assessmentJobSchema.parse(event);
  logger.setContext({ requestId: context.awsRequestId, job: 'run-assessment' });
  await runAssessment(job, () => context.getRemainingTimeInMillis());
});
