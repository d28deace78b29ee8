import { retryAssessment } from '#functions/assessments/assessment-retry';
import { Reply, userHttp } from '#functions/lib/http';
import { assessmentParams } from './params';

/** Queues a failed assessment again, unchanged: 202 with it pending. */
export const handler = userHttp(
  { params: assessmentParams },
  async ({ caller, params }) => new Reply(202, await retryAssessment(caller, params.id)),
);
