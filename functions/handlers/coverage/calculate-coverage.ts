import { z } from 'zod';
import { ITEM_TYPES } from '../../../domain/insurance';
import { calculateCoverage } from '../../coverage/coverage';
import { userHttp } from '../../lib/http';

const params = z.object({
  itemType: z.enum(ITEM_TYPES, { errorMap: () => ({ message: 'Unknown item type' }) }),
});
/** `keep: false` works the cover out for a comparison without replacing the item's stored cover. */
const body = z.object({
  policyId: z.string().min(1, 'Please select a policy'),
  keep: z.boolean().default(true),
});

export const handler = userHttp({ params, body }, ({ caller, params, body }) =>
  calculateCoverage(caller.sub, params.itemType, body.policyId, { keep: body.keep }),
);
