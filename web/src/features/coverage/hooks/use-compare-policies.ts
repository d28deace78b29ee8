import { useCallback, useRef, useState } from 'react';
import type { ItemType } from '#domain/insurance';
import { ApiError } from '#web/lib/api-client';
import { calculateCoverage } from '../api/calculate-coverage';
import { type CompareColumn, compareOrder, type LeftOutPolicy } from '../compare';
import { calculateErrorMessage } from '../coverage-errors';

export type CompareState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly done: number; readonly total: number }
  | {
      readonly status: 'done';
      readonly columns: readonly CompareColumn[];
      /** The user's policies the comparison could not include, not being ready, each with why. */
      readonly notReady: readonly LeftOutPolicy[];
    };

interface ComparedPolicy {
  readonly id: string;
  readonly name: string;
  readonly plan: string | null;
}

/**
 * Works out the cover of each policy of an item, one after another, for the comparison, without
 * replacing the cover the card shows.
 */
export function useComparePolicies(itemType: ItemType) {
  const [state, setState] = useState<CompareState>({ status: 'idle' });
  const running = useRef(false);

  const compare = useCallback(
    async (
      policies: readonly ComparedPolicy[],
      shownPolicyId: string | undefined,
      notReady: readonly LeftOutPolicy[] = [],
    ) => {
      if (running.current) return;
      running.current = true;
      const order = compareOrder(
        policies.map((p) => p.id),
        shownPolicyId,
      );
      const results = new Map<string, CompareColumn>();
      let stopped: string | undefined;
      setState({ status: 'running', done: 0, total: order.length });
      try {
        for (const [index, policyId] of order.entries()) {
          const policy = policies.find((p) => p.id === policyId);
          const column = { policyId, policyName: policy?.name ?? '', plan: policy?.plan ?? null };
          if (stopped) {
            results.set(policyId, { ...column, coverage: null, error: stopped });
            continue;
          }
          try {
            const coverage = await calculateCoverage(itemType, policyId, false);
            results.set(policyId, { ...column, coverage });
          } catch (error) {
            const message = calculateErrorMessage(error);
            results.set(policyId, { ...column, coverage: null, error: message });
            // Busy or over the hourly limit: the rest would fail the same way.
            if (error instanceof ApiError && (error.status === 429 || error.status === 529))
              stopped = message;
          }
          setState({ status: 'running', done: index + 1, total: order.length });
        }
      } finally {
        running.current = false;
      }
      // Shown in the order the policies are listed, not the order they were worked out in.
      const columns = policies.flatMap((p) => {
        const column = results.get(p.id);
        return column ? [column] : [];
      });
      setState({ status: 'done', columns, notReady });
      return columns;
    },
    [itemType],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, compare, reset };
}
