import { userHttp } from '../../lib/http';
import { listUserPolicies } from '../../policies/policies';

export const handler = userHttp({}, ({ caller }) => listUserPolicies(caller.sub));
