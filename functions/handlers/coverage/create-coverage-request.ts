import { coverageRequestSchema } from '#domain/schemas/public';
import { Reply, userHttp } from '#functions/lib/http';
import { submitCoverageRequest } from '#functions/public/messages';

export const handler = userHttp(
  { body: coverageRequestSchema },
  async ({ caller, body }) => {
    await submitCoverageRequest(caller.sub, body.description);
    return new Reply(201, { submitted: true });
  },
  { createOnce: 'coverage-request' },
);
