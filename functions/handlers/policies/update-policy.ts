import { updatePolicySchema } from '../../../domain/schemas/policy';
import { userHttp } from '../../lib/http';
import { correctPolicy } from '../../policies/policies';
import { policyParams } from './params';

export const handler = userHttp(
  { params: policyParams, body: updatePolicySchema },
  ({ caller, params, body }) => correctPolicy(caller.sub, params.id, body),
);
