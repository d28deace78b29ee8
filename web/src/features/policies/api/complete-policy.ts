import type { CompletedPolicy } from '#domain/schemas/policy';
import { callRoute } from '#web/lib/api-client';

/** The finished policy; `warning` when a 1 Click Upload's team notification could not be sent. */
export type { CompletedPolicy };

/**
 * POST /api/policies/{id}/complete: the server checks and reads every uploaded file. If one fails,
 * it removes the whole policy and answers 400 naming the file.
 */
export function completePolicy(policyId: string): Promise<CompletedPolicy> {
  return callRoute('complete-policy', { params: { id: policyId } });
}
