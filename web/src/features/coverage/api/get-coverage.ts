import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CoverageList,
  CoverageView,
  PlanFigureView,
  RunningCalculation,
  SubCoverageView,
} from '#domain/schemas/coverage-job';
import { callRoute } from '#web/lib/api-client';

/** GET /api/coverage: the cover last worked out for each item kind, one policy each. */
export type { CoverageList, CoverageView, PlanFigureView, RunningCalculation, SubCoverageView };
export type StoredCitation = CoverageView['citations'][number];

/** While a calculation runs the list is asked again this often, so its result appears by itself. */
export const RUNNING_POLL_MS = 1500;

export function getCoverage(signal?: AbortSignal): Promise<CoverageList> {
  return callRoute('list-coverage', { signal });
}

export const coverageQueryKey = ['coverage'] as const;

export function coverageQueryOptions() {
  return queryOptions({
    queryKey: coverageQueryKey,
    queryFn: ({ signal }) => getCoverage(signal),
    refetchInterval: (query) => ((query.state.data?.running.length ?? 0) > 0 ? RUNNING_POLL_MS : false),
  });
}

export function useCoverage() {
  return useQuery(coverageQueryOptions());
}
