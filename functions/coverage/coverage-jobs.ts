import { ulid } from 'ulid';
import type { ItemType } from '#domain/insurance';
import type { CoverageJobView, RunningCalculation } from '#domain/schemas/coverage-job';
import { takeAnalysisToken } from '../data/analysis-quota';
import {
  type CoverageJob,
  getCoverageJob,
  insertCoverageJob,
  listPendingCoverageJobs,
  settleCoverageJob,
} from '../data/coverage-job-store';
import { findCoverageResult } from '../data/coverage-result-store';
import { saveCoverage } from '../data/coverage-store';
import { getPolicy } from '../data/policy-store';
import { config } from '../lib/config';
import { NotFoundError, ValidationError } from '../lib/errors';
import { STALE_AFTER_MS, waitedTooLong } from '../lib/queued-work';
import { coverageBasis } from './coverage-basis';
import { queueCoverage } from './coverage-queue';

/*
 * Working out an item's cover runs the analyser, which may take longer than an API request may
 * last. So a request is checked and saved `pending` at once (202); the coverage worker
 * (run-coverage.ts) does the work and saves the job `done` or `failed`; the app polls the job.
 */

export const NO_SCHEDULE_MESSAGE = 'No Policy Schedule document found for this policy';

/** Messages a failed calculation carries, for the user (the spec's own where it has one). */
export const COVERAGE_FAILURES = {
  tooSlow: 'Working out the cover took too long. Please try again.',
  policyGone: 'The policy is no longer available, so its cover could not be worked out.',
  unexpected: 'Failed to calculate coverage',
} as const;

/** What the API shows of a job. */
export type { CoverageJobView };
/** A pending job the worker has not settled in this long is shown failed, so it can be asked again. */
export { STALE_AFTER_MS as COVERAGE_STALE_AFTER_MS };

/** The job as the API returns it; a pending one that no worker can still be on reads as failed. Pure. */
export function coverageJobView(job: CoverageJob, now: number = Date.now()): CoverageJobView {
  const base = { id: job.id, itemType: job.itemType, policyId: job.policyId };
  if (job.status === 'done' && job.coverage) return { ...base, status: 'done', coverage: job.coverage };
  if (job.status === 'failed')
    return {
      ...base,
      status: 'failed',
      error: job.error ?? COVERAGE_FAILURES.unexpected,
      errorStatus: job.errorStatus ?? 500,
    };
  if (waitedTooLong(job.createdAt, now))
    return { ...base, status: 'failed', error: COVERAGE_FAILURES.tooSlow, errorStatus: 504 };
  return { ...base, status: 'pending' };
}

/** A new job of the caller's for one policy and item, worked out on `basis`. */
function newJob(
  sub: string,
  request: { itemType: ItemType; policyId: string; keep: boolean },
  basis: string,
): CoverageJob {
  return {
    sub,
    id: ulid(),
    ...request,
    status: 'pending',
    createdAt: new Date().toISOString(),
    coverage: null,
    error: null,
    errorStatus: null,
    basis,
  };
}

/**
 * A calculation of the caller's still running that answers this request: the same policy, item
 * and basis, and kept as the item's cover if this one is to be. Asked again (a comparison while
 * the same policy's cover is worked out), it is followed, not run and counted a second time.
 */
async function runningAlike(job: CoverageJob): Promise<CoverageJob | undefined> {
  const now = Date.now();
  return (await listPendingCoverageJobs(job.sub, true)).find(
    (other) =>
      other.policyId === job.policyId &&
      other.itemType === job.itemType &&
      other.basis === job.basis &&
      (other.keep || !job.keep) &&
      coverageJobView(other, now).status === 'pending',
  );
}

/**
 * Accepts a request to work out the cover of an item from one of the caller's ready policies:
 * what can be answered now (no such policy, no schedule, a cover already worked out on the same
 * basis, the hourly limit) is; the same calculation still running is followed; the rest is queued.
 * Only a calculation that runs counts.
 */
export async function acceptCoverageRequest(
  sub: string,
  itemType: ItemType,
  policyId: string,
  keep: boolean,
): Promise<CoverageJobView> {
  const policy = await getPolicy(sub, policyId);
  if (policy.status !== 'ready') throw new NotFoundError('Selected policy not found');
  if (!policy.files.some((f) => f.fileType === 'policy_schedule'))
    throw new ValidationError(NO_SCHEDULE_MESSAGE);
  const basis = coverageBasis(policy, config());
  const job = newJob(sub, { itemType, policyId, keep }, basis);
  const stored = await findCoverageResult(sub, policyId, itemType, basis);
  if (stored) {
    // The same documents, plan and analyser: the same cover, answered without running again.
    const done: CoverageJob = { ...job, status: 'done', coverage: stored.coverage };
    await insertCoverageJob(done);
    if (keep) await saveCoverage(sub, { ...stored.coverage, updatedAt: done.createdAt }, stored.tokensUsed);
    return coverageJobView(done);
  }
  const running = await runningAlike(job);
  if (running) return coverageJobView(running);
  await takeAnalysisToken(sub, 'coverage');
  await insertCoverageJob(job);
  try {
    await queueCoverage({ sub, jobId: job.id });
  } catch (error) {
    await settleCoverageJob(job, { status: 'failed', error: COVERAGE_FAILURES.unexpected, errorStatus: 500 });
    throw error;
  }
  return coverageJobView(job);
}

export async function findCoverageJob(sub: string, id: string): Promise<CoverageJobView> {
  return coverageJobView(await getCoverageJob(sub, id));
}

/** Calculations of the user's kept cover still running (not comparisons), so a reloaded page shows them. */
export async function runningCoverageJobs(sub: string): Promise<RunningCalculation[]> {
  const now = Date.now();
  return (await listPendingCoverageJobs(sub))
    .filter((job) => job.keep && coverageJobView(job, now).status === 'pending')
    .map(({ id, itemType, policyId }) => ({ id, itemType, policyId }));
}
