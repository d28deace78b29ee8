import { userHttp } from '#functions/lib/http';
import { deletePolicy } from '#functions/policies/policy-deletion';
import { policyParams } from './params';

export const handler = userHttp({ params: policyParams }, async ({ caller, params }) => {
  await deletePolicy(caller.sub, params.id);
  return { deleted: true };
});
