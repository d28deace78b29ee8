import { z } from 'zod';
import { ITEM_TYPES } from '../../../domain/insurance';
import { acceptCoverageRequest } from '../../coverage/coverage-jobs';
import { Reply, userHttp } from '../../lib/http';

const params = z.object({
  itemType: z.enum(ITEM_TYPES, { errorMap: () => ({ message: 'Unknown item type' }) }),
});
/** `keep: false` works the cover out for a comparison without replacing the item's stored cover. */
const body = z.object({
  policyId: z.string().min(1, 'Please select a policy').max(64, 'Selected policy not found'),
  keep: z.boolean().default(true),
});

/** Accepted, not yet worked out: 202 with the pending job, which the client then polls. */
export const handler = userHttp(
  { params, body },
  async ({ caller, params, body }) =>
    new Reply(202, await acceptCoverageRequest(caller.sub, params.itemType, body.policyId, body.keep)),
);
