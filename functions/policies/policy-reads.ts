import { MAX_POLICIES } from '#domain/constants';
import type { PolicyList, PolicyView } from '#domain/schemas/policy';
import { policyView } from '../data/policy-entity';
import { getPolicy, listPolicies } from '../data/policy-store';
import { NotFoundError } from '../lib/errors';
import { shownPolicy } from './upload-rules';

/*
 * A user's policies as they read them. Apart from the modules whose changes start reading, sweep
 * uploads, set reminders and send mail: a route that only reads loads none of those clients.
 */

export type { PolicyList };

/**
 * The user's ready policies, newest first, those still being read or refused, and how many slots
 * are left. Only reads: a stale upload is shown as the scheduled sweep will leave it (gone, or
 * failed with why) and counted so, as a create counts slots after sweeping the user's own.
 */
export async function listUserPolicies(sub: string): Promise<PolicyList> {
  const now = Date.now();
  const shown = (await listPolicies(sub)).flatMap((p) => shownPolicy(p, now) ?? []);
  const ready = shown
    .filter((p) => p.status === 'ready')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const inProgress = shown.filter((p) => p.status === 'processing' || p.status === 'failed');
  return {
    policies: ready.map(policyView),
    inProgress: inProgress.map(policyView),
    count: shown.length,
    slotsRemaining: Math.max(0, MAX_POLICIES - shown.length),
  };
}

export async function getUserPolicy(sub: string, policyId: string): Promise<PolicyView> {
  const policy = await getPolicy(sub, policyId);
  if (policy.status !== 'ready') throw new NotFoundError('Policy not found');
  return policyView(policy);
}
