import { updatePolicySchema } from '#domain/schemas/policy';
import { userHttp } from '#functions/lib/http';
import { correctPolicy } from '#functions/policies/policy-correction';
import { policyParams } from './params';

export const handler = userHttp(
  { params: policyParams, body: updatePolicySchema },
  ({ caller, params, body }) => correctPolicy(caller.sub, params.id, body),
);
