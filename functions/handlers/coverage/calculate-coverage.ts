import { coverageItemParams, coverageRequestSchema } from '#domain/schemas/coverage-job';
import { acceptCoverageRequest } from '#functions/coverage/coverage-jobs';
import { Reply, userHttp } from '#functions/lib/http';

/**
 * Accepted, not yet worked out: 202 with the pending job, which the client then polls. Once per
 * Idempotency-Key: a request sent again gets the same job, not a second calculation.
 */
export const handler = userHttp(
  { params: coverageItemParams, body: coverageRequestSchema },
  async ({ caller, params, body }) =>
    new Reply(202, await acceptCoverageRequest(caller.sub, params.itemType, body.policyId, body.keep)),
  { createOnce: 'coverage-calculation' },
);
