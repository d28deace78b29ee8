import { claimSchema } from '#domain/schemas/claim';
import { acceptClaim } from '#functions/assessments/assessments';
import { Reply, userHttp } from '#functions/lib/http';

/** Accepted, not yet assessed: 202 with the pending assessment, which the client then polls. */
export const handler = userHttp(
  { body: claimSchema() },
  async ({ caller, body }) => new Reply(202, await acceptClaim(caller, body)),
  { createOnce: 'assessment' },
);
