import type { Policy } from '../data/policy-entity';
import {
  listPolicies,
  listUnsettledPolicies,
  markDeleting,
  markTimedOut,
  removePolicy,
} from '../data/policy-store';
import { deletePolicyFiles } from '../data/user-data';
import { onFirstUse } from '../lib/first-use';
import { logger } from '../lib/logger';
import { type SweepAction, sweepAction, TIMED_OUT_MESSAGE, TIMED_OUT_SHOWN_MS } from './upload-rules';

// Telling a mailed policy's sender that its reading timed out is the sweep's rare path: the mail
// and user pool clients load only then, not in every create that sweeps first.
const mailReplies = onFirstUse(() => import('./mail-replies'));

/*
 * Uploads that never finish: a policy created whose files never all arrived, one completed whose
 * reading never settled, one whose deletion stopped part-way. Reading a list never changes them;
 * the scheduled sweep (handlers/system/sweep-stale-uploads.ts, every 15 minutes) and a user's own
 * next create do, with the same rules.
 */

export {
  type SweepAction,
  shownPolicy,
  sweepAction,
  TIMED_OUT_MESSAGE,
  TIMED_OUT_SHOWN_MS,
} from './upload-rules';

export interface SweepReport {
  readonly removed: number;
  readonly timedOut: number;
}

/**
 * Does what `sweepAction` says, under conditions: a policy that changed since it was read (completed,
 * settled or deleted meanwhile) is left. Files go before the row, so a failure part-way leaves a
 * row marked deleting that the next sweep finishes, and never an orphan file.
 */
async function sweepOne(policy: Policy, now: number): Promise<SweepAction> {
  const action = sweepAction(policy, now);
  if (action === 'time-out') {
    if (!(await markTimedOut(policy, TIMED_OUT_MESSAGE, now, now + TIMED_OUT_SHOWN_MS))) return 'keep';
    await deletePolicyFiles(policy.sub, policy.id);
    logger.info('unsettled policy failed', { policyId: policy.id });
    // A mailed policy's sender was told it is being read: this is how its reading ended.
    await (await mailReplies()).mailSettled(policy, { refused: TIMED_OUT_MESSAGE });
  } else if (action === 'remove') {
    const seen = { status: policy.status, now };
    if (policy.status !== 'deleting' && !(await markDeleting(policy.sub, policy.id, seen))) return 'keep';
    await deletePolicyFiles(policy.sub, policy.id);
    await removePolicy(policy.sub, policy.id, 'deleting');
    logger.info('stale upload removed', { policyId: policy.id, status: policy.status });
  }
  return action;
}

/**
 * Sweeps each policy; one that fails does not stop the others, and the first failure is thrown
 * once all were tried (the next sweep tries it again).
 */
export async function sweepPolicies(policies: readonly Policy[], now: number): Promise<SweepReport> {
  let removed = 0;
  let timedOut = 0;
  const failures: unknown[] = [];
  for (const policy of policies) {
    try {
      const done = await sweepOne(policy, now);
      if (done === 'remove') removed++;
      if (done === 'time-out') timedOut++;
    } catch (error) {
      logger.warn('stale upload not swept', {
        policyId: policy.id,
        error: error instanceof Error ? error.name : 'unknown',
      });
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
  return { removed, timedOut };
}

/** Sweeps one user's policies (before a create takes a slot, so a stale upload never holds one). */
export async function sweepUserUploads(sub: string, now = Date.now()): Promise<SweepReport> {
  return sweepPolicies(await listPolicies(sub, { consistent: true }), now);
}

/** The scheduled sweep: every user's policies not yet ready, or being deleted. */
export async function sweepStaleUploads(now = Date.now()): Promise<SweepReport> {
  const unsettled = await listUnsettledPolicies();
  const report = await sweepPolicies(unsettled, now);
  logger.info('stale uploads swept', { unsettled: unsettled.length, ...report });
  return report;
}
