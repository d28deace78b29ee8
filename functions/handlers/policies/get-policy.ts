import { userHttp } from '../../lib/http';
import { getUserPolicy } from '../../policies/policies';
import { policyParams } from './params';

export const handler = userHttp({ params: policyParams }, ({ caller, params }) =>
  getUserPolicy(caller.sub, params.id),
);
