import { userHttp } from '#functions/lib/http';
import { listUserPolicies } from '#functions/policies/policy-reads';

export const handler = userHttp({}, ({ caller }) => listUserPolicies(caller.sub));
