import { callRoute } from '#web/lib/api-client';
import { useQueueAssessment } from './queue-assessment';

/** POST /api/assessments/{id}/retry: queues a failed assessment again, as it was (202, pending). */
export function retryAssessment(id: string) {
  return callRoute('retry-assessment', { params: { id } });
}

export function useRetryAssessment() {
  return useQueueAssessment(retryAssessment);
}
