import { ulid } from 'ulid';
import type { ItemType } from '#domain/insurance';
import type { CoverageJobView, RunningCalculation } from '#domain/schemas/coverage-job';
import { takeAnalysisToken } from '../data/analysis-quota';
import {
  type CoverageJob,
  findCoverageJobRow,
  getCoverageJob,
  insertCoverageJob,
  keepCoverageJob,
  listPendingCoverageJobs,
  settleCoverageJob,
} from '../data/coverage-job-store';
import { findCoverageResult } from '../data/coverage-result-store';
import {
  type CoverageRunClaim,
  claimCoverageRun,
  findCoverageRunClaim,
  releaseCoverageRun,
} from '../data/coverage-run-claim';
import { type CoverageView, saveCoverage } from '../data/coverage-store';
import { getPolicy } from '../data/policy-store';
import { config } from '../lib/config';
import { NotFoundError, UnavailableError, ValidationError } from '../lib/errors';
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

/** A claim whose job was never saved is taken over after this long: far longer than a request lasts. */
export const CLAIM_ORPHANED_AFTER_MS = 30_000;
/** How many times a request tries to claim a calculation or follow the job that holds it. */
const CLAIM_ATTEMPTS = 20;
/** The pause before trying again while the job that holds the claim is being saved. */
const CLAIM_WAIT_MS = 100;

export type FollowStep = 'follow' | 'keep' | 'answer' | 'take-over' | 'wait';

/**
 * What a request does about a calculation another job holds (`holder`, undefined when not saved
 * yet): follow it while it runs (after marking it to be kept, if this request keeps the cover and
 * it is a comparison), answer from it when done, take its claim over when it failed (or was never
 * saved), or wait for it to be saved. Pure.
 */
export function followStep(
  keep: boolean,
  claimedAt: string,
  holder: CoverageJob | undefined,
  now: number = Date.now(),
): FollowStep {
  if (!holder) return now - Date.parse(claimedAt) > CLAIM_ORPHANED_AFTER_MS ? 'take-over' : 'wait';
  const { status } = coverageJobView(holder, now);
  if (status === 'failed') return 'take-over';
  if (status === 'done') return 'answer';
  return keep && !holder.keep ? 'keep' : 'follow';
}

/** Answers a request from cover worked out on the same basis: a job saved done, kept if asked to be. */
async function answerStored(
  job: CoverageJob,
  stored: { coverage: CoverageView; tokensUsed: number },
): Promise<CoverageJobView> {
  const done: CoverageJob = { ...job, status: 'done', coverage: stored.coverage };
  await insertCoverageJob(done);
  if (job.keep)
    await saveCoverage(job.sub, { ...stored.coverage, updatedAt: done.createdAt }, stored.tokensUsed);
  return coverageJobView(done);
}

/** Answers a request from the done job it followed: a comparison's cover asked now to be kept is kept. */
async function answerFromDone(
  job: CoverageJob,
  holder: CoverageJob,
  basis: string,
): Promise<CoverageJobView> {
  if (!job.keep || holder.keep || !holder.coverage) return coverageJobView(holder);
  const stored = await findCoverageResult(job.sub, job.policyId, job.itemType, basis);
  return answerStored(job, { coverage: holder.coverage, tokensUsed: stored?.tokensUsed ?? 0 });
}

/**
 * Follows the job that holds the claim on this calculation: its view (or a done answer), or what
 * to do instead when it cannot answer (`take-over`, `wait`).
 */
async function followHolder(
  job: CoverageJob,
  claim: CoverageRunClaim,
  basis: string,
): Promise<CoverageJobView | 'take-over' | 'wait'> {
  let holder = await findCoverageJobRow(job.sub, claim.jobId);
  let step = followStep(job.keep, claim.claimedAt, holder);
  if (step === 'keep' && holder) {
    // A comparison is running: it is kept when done, unless it settled meanwhile (then read again).
    if (await keepCoverageJob(holder)) return coverageJobView({ ...holder, keep: true });
    holder = await findCoverageJobRow(job.sub, claim.jobId);
    step = followStep(job.keep, claim.claimedAt, holder);
  }
  if (step === 'follow' && holder) return coverageJobView(holder);
  if (step === 'answer' && holder) return answerFromDone(job, holder, basis);
  return step === 'take-over' ? 'take-over' : 'wait';
}

/** Counts and queues a claimed calculation; one that cannot be started gives its claim up. */
async function runClaimed(job: CoverageJob, claim: CoverageRunClaim): Promise<CoverageJobView> {
  let saved = false;
  try {
    await takeAnalysisToken(job.sub, 'coverage');
    await insertCoverageJob(job);
    saved = true;
    await queueCoverage({ sub: job.sub, jobId: job.id });
  } catch (error) {
    if (saved)
      await settleCoverageJob(job, {
        status: 'failed',
        error: COVERAGE_FAILURES.unexpected,
        errorStatus: 500,
      });
    await releaseCoverageRun(claim);
    throw error;
  }
  return coverageJobView(job);
}

/**
 * Runs the calculation if this request claims it first; otherwise follows the job that holds the
 * claim (the same policy, item and basis, asked a moment before or still running), so it is run and
 * counted once.
 */
async function runOrFollow(job: CoverageJob, basis: string): Promise<CoverageJobView> {
  const { sub, policyId, itemType, id: jobId, createdAt: claimedAt } = job;
  const claim: CoverageRunClaim = { sub, policyId, itemType, basis, jobId, claimedAt };
  let replacing: string | undefined;
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    if (await claimCoverageRun(claim, replacing)) return runClaimed(job, claim);
    const held = await findCoverageRunClaim(claim);
    // Given up a moment ago: claimed again at once.
    const followed = held ? await followHolder(job, held, basis) : 'claim';
    if (typeof followed !== 'string') return followed;
    replacing = followed === 'take-over' ? held?.jobId : undefined;
    if (followed === 'wait') await new Promise((resolve) => setTimeout(resolve, CLAIM_WAIT_MS));
  }
  throw new UnavailableError();
}

/**
 * Accepts a request to work out the cover of an item from one of the caller's ready policies:
 * what can be answered now (no such policy, no schedule, a cover already worked out on the same
 * basis, the hourly limit) is; the same calculation asked at once or still running is followed;
 * the rest is queued. Only a calculation that runs counts.
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
  // The same documents, plan and analyser: the same cover, answered without running again.
  const stored = await findCoverageResult(sub, policyId, itemType, basis);
  return stored ? answerStored(job, stored) : runOrFollow(job, basis);
}

export async function findCoverageJob(sub: string, id: string): Promise<CoverageJobView> {
  return coverageJobView(await getCoverageJob(sub, id));
}

/**
 * Calculations of the user's kept cover still running (not comparisons, unless a calculation asked
 * while one ran marked it to be kept), so a reloaded page shows them.
 */
export async function runningCoverageJobs(sub: string): Promise<RunningCalculation[]> {
  const now = Date.now();
  return (await listPendingCoverageJobs(sub))
    .filter((job) => job.keep && coverageJobView(job, now).status === 'pending')
    .map(({ id, itemType, policyId }) => ({ id, itemType, policyId }));
}
