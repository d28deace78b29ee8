import type { Context } from 'aws-lambda';
import { assessmentJobSchema } from '#functions/assessments/assessment-queue';
import { runAssessment } from '#functions/assessments/run-assessment';
import { logger } from '#functions/lib/logger';
import { observed } from '#functions/lib/observability';

/** The assessment worker, started by an asynchronous invoke from the assessment routes. */
export const handler = observed(async (event: unknown, context: Context): Promise<void> => {
  const job = assessmentJobSchema.parse(event);
  logger.setContext({ requestId: context.awsRequestId, job: 'run-assessment' });
  await runAssessment(job, () => context.getRemainingTimeInMillis());
});
