import type { CompletedPolicy } from '#domain/schemas/policy';
import { callRoute } from '#web/lib/api-client';
import { isPassing } from '#web/lib/failure-toast';

/** The finished policy; `warning` when a 1 Click Upload's team notification could not be sent. */
export type { CompletedPolicy };

/** How long to wait before asking again after a completion that got no answer. */
const AGAIN_AFTER_MS = 1000;

/**
 * POST /api/policies/{id}/complete: the server checks the uploaded files and answers the policy,
 * ready or still being read. If one fails, it removes the whole policy and answers 400 naming the
 * file. Completing is idempotent, so one cut short (busy, or no answer) is asked once more rather
 * than reported: a failure there would invite uploading the policy twice.
 */
export async function completePolicy(policyId: string): Promise<CompletedPolicy> {
  const complete = () => callRoute('complete-policy', { params: { id: policyId } });
  try {
    return await complete();
  } catch (error) {
    if (!isPassing(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, AGAIN_AFTER_MS));
    return complete();
  }
}
