import type { Policy } from '../data/policy-entity';

/*
 * What becomes of an upload that never finished (stale-uploads.ts does it; a list shows it so).
 * Pure, and apart from the sweep, so that reading a list loads none of the sweep's clients.
 */

/** Why a policy the sweep failed was failed: its documents were never all read in time. */
export const TIMED_OUT_MESSAGE =
  'We could not finish reading the documents of this policy. Please remove it and upload it again.';

/** How long a policy the sweep failed is shown, with why, before it is swept too. */
export const TIMED_OUT_SHOWN_MS = 7 * 24 * 3600 * 1000;

/**
 * What becomes of a policy at `now`: kept; removed with its files (its deletion stopped part-way,
 * or its upload window closed before it was ready); or, completed but never settled, failed with
 * why, so the user is told rather than it going without a word. Pure.
 */
export type SweepAction = 'keep' | 'remove' | 'time-out';

export function sweepAction(policy: Policy, now: number): SweepAction {
  if (policy.status === 'deleting') return 'remove';
  if (policy.status === 'ready' || (policy.uploadExpiresAt ?? 0) >= now) return 'keep';
  return policy.status === 'processing' ? 'time-out' : 'remove';
}

/** A policy as a list shows it at `now`: as the sweep will leave it, or not at all. Pure. */
export function shownPolicy(policy: Policy, now: number): Policy | null {
  const action = sweepAction(policy, now);
  if (action === 'remove') return null;
  if (action === 'time-out') return { ...policy, status: 'failed', failure: TIMED_OUT_MESSAGE };
  return policy;
}
