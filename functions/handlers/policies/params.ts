/** Path parameters of the policy routes, from the API's contract. */
export { policyFileParams, policyParams } from '#domain/schemas/policy';
