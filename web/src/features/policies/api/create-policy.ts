import type { CreatedPolicy, CreatePolicyInput } from '#domain/schemas/policy';
import { callRoute } from '#web/lib/api-client';

/** A pending policy holding a slot, and one storage form per file, in the order they were listed. */
export type { CreatedPolicy };

/**
 * POST /api/policies with the detailed form's manifest. The files follow straight to storage
 * (upload-document) and the policy is finished with complete-policy; use-policy-upload runs the three.
 */
export function createPolicy(manifest: CreatePolicyInput): Promise<CreatedPolicy> {
  return callRoute('create-policy', { body: manifest, createOnce: true });
}
