import type { ClaimInput } from '#domain/schemas/claim';
import { callRoute } from '#web/lib/api-client';
import { useQueueAssessment } from './queue-assessment';

/** POST /api/assessments: accepts the claim (202) as a pending assessment, assessed in the background. */
export function createAssessment(claim: ClaimInput) {
  return callRoute('create-assessment', { body: claim, createOnce: true });
}

export function useCreateAssessment() {
  return useQueueAssessment(createAssessment);
}
