import { userHttp } from '#functions/lib/http';
import { deletePolicy } from '#functions/policies/policies';
import { policyParams } from './params';

export const handler = userHttp({ params: policyParams }, async ({ caller, params }) => {
  await deletePolicy(caller.sub, params.id);
  return { deleted: true };
});
