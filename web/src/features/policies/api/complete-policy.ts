import type { PolicyView } from '../../../../../domain/schemas/policy';
import { apiFetch } from '../../../lib/api-client';

/** The finished policy; `warning` when a 1 Click Upload's team notification could not be sent. */
export interface CompletedPolicy {
  readonly policy: PolicyView;
  readonly warning?: string;
}

/**
 * POST /api/policies/{id}/complete: the server checks and reads every uploaded file. If one fails,
 * it removes the whole policy and answers 400 naming the file.
 */
export function completePolicy(policyId: string): Promise<CompletedPolicy> {
  return apiFetch<CompletedPolicy>(`/api/policies/${encodeURIComponent(policyId)}/complete`, {
    method: 'POST',
  });
}
