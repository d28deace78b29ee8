import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/coverage-requests: asks the team to support a new kind of item. */
export function createCoverageRequest(description: string): Promise<{ submitted: true }> {
  return apiFetch<{ submitted: true }>('/api/coverage-requests', {
    method: 'POST',
    body: { description },
    createOnce: true,
  });
}

export function useCreateCoverageRequest() {
  return useMutation({ mutationFn: createCoverageRequest });
}
