import { useMutation } from '@tanstack/react-query';
import { callRoute } from '#web/lib/api-client';

/** POST /api/coverage-requests: asks the team to support a new kind of item. */
export function createCoverageRequest(description: string) {
  return callRoute('create-coverage-request', { body: { description }, createOnce: true });
}

export function useCreateCoverageRequest() {
  return useMutation({ mutationFn: createCoverageRequest });
}
