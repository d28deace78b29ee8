import { createPolicySchema } from '#domain/schemas/policy';
import { Reply, userHttp } from '#functions/lib/http';
import { createPolicy } from '#functions/policies/policy-creation';

export const handler = userHttp(
  { body: createPolicySchema },
  async ({ caller, body }) => new Reply(201, await createPolicy(caller.sub, body)),
  { createOnce: 'policy' },
);
