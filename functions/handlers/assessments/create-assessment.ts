import { claimSchema } from '../../../domain/schemas/claim';
import { assessClaim } from '../../assessments/assessments';
import { Reply, userHttp } from '../../lib/http';

export const handler = userHttp(
  { body: claimSchema() },
  async ({ caller, body }) => new Reply(201, await assessClaim(caller, body)),
);
