import { userHttp } from '#functions/lib/http';
import { getUserPolicy } from '#functions/policies/policy-reads';
import { policyParams } from './params';

export const handler = userHttp({ params: policyParams }, ({ caller, params }) =>
  getUserPolicy(caller.sub, params.id),
);
