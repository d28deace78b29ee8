import { userHttp } from '#functions/lib/http';
import { listUserPolicies } from '#functions/policies/policies';

export const handler = userHttp({}, ({ caller }) => listUserPolicies(caller.sub));
