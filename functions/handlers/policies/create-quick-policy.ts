import { quickUploadSchema } from '#domain/schemas/policy';
import { Reply, userHttp } from '#functions/lib/http';
import { createQuickPolicy } from '#functions/policies/policy-creation';

export const handler = userHttp(
  { body: quickUploadSchema },
  async ({ caller, body }) => new Reply(201, await createQuickPolicy(caller.sub, body)),
  { createOnce: 'quick-policy' },
);
