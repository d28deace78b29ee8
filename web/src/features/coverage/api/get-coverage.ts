import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemType } from '../../../../../domain/insurance';
import type { RunningCalculation } from '../../../../../domain/schemas/coverage-job';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/coverage: the cover last worked out for each item kind, one policy each. */
export interface StoredCitation {
  readonly file: string;
  readonly fileId: string | null;
  readonly page: number;
  readonly quote: string;
}

/** Whether the documents say a sub-cover is included, excluded, or say nothing about it. */
export type SubCoverStatus = 'covered' | 'not_covered' | 'not_stated';

/** One plan's figure in a table with one column per plan; null where the plan states none. */
export interface PlanFigureView {
  readonly name: string;
  readonly amount: number | null;
}

export interface SubCoverageView {
  readonly amount: number | null;
  /** ISO code of the currency the document states the amount in. */
  readonly currency: string | null;
  readonly status: SubCoverStatus | (string & {});
  /** The same row's figures for the policy's other plans or tiers. */
  readonly tiers: readonly number[];
  /** Each plan's figure, when the documents have one column per plan (absent in older records). */
  readonly plans?: readonly PlanFigureView[];
  readonly citation: StoredCitation | null;
}

export interface CoverageView {
  readonly itemType: ItemType;
  readonly storedItemType: string;
  readonly currency: string | null;
  /** The headline limit, or null when the documents state none. */
  readonly amount: number | null;
  readonly amountCitation: StoredCitation | null;
  /** Each plan's headline figure, when the documents have plans (absent in older records). */
  readonly plans?: readonly PlanFigureView[];
  /** The plan the stored figures were read for, or null when the user had not said. */
  readonly plan?: string | null;
  readonly subCoverages: Readonly<Record<string, SubCoverageView>>;
  readonly citations: readonly StoredCitation[];
  readonly sourcePolicyId: string;
  readonly sourcePolicyName: string;
  readonly updatedAt: string;
}

/** A calculation of an item's kept cover still running (perhaps started before a reload). */
export type { RunningCalculation };

export interface CoverageList {
  readonly coverage: CoverageView[];
  readonly running: RunningCalculation[];
}

/** While a calculation runs the list is asked again this often, so its result appears by itself. */
export const RUNNING_POLL_MS = 1500;

export async function getCoverage(signal?: AbortSignal): Promise<CoverageList> {
  const list = await apiFetch<Partial<CoverageList>>('/api/coverage', { signal });
  return { coverage: list.coverage ?? [], running: list.running ?? [] };
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
