import { getCoverageJob, settleCoverageJob } from '../data/coverage-job-store';
import { saveCoverageResult } from '../data/coverage-result-store';
import { saveCoverage } from '../data/coverage-store';
import { AppError, NotFoundError } from '../lib/errors';
import { logger } from '../lib/logger';
import { count, METRIC } from '../lib/observability';
import { SAVE_MARGIN_MS, TooSlowError, withinTime } from '../lib/within-time';
import { workOutCoverage } from './coverage';
import { COVERAGE_FAILURES } from './coverage-jobs';
import type { CoverageTask } from './coverage-queue';

/** What the user is told when a calculation fails, and the HTTP status it stands for. */
export function coverageFailure(error: unknown): { error: string; errorStatus: number } {
  if (error instanceof TooSlowError) return { error: COVERAGE_FAILURES.tooSlow, errorStatus: 504 };
  if (error instanceof NotFoundError) return { error: COVERAGE_FAILURES.policyGone, errorStatus: 404 };
  // The analyser's own errors (e.g. the high-volume message, 529) are written for the user.
  if (error instanceof AppError) return { error: error.message, errorStatus: error.status };
  return { error: COVERAGE_FAILURES.unexpected, errorStatus: 500 };
}

/**
 * Runs a pending coverage job and settles it done or failed; a kept one (or one marked to be kept
 * while it ran) also becomes the item's cover. A job that is settled or gone is left alone, so a
 * repeated event does no harm.
 */
export async function runCoverageJob(task: CoverageTask, timeLeftMs: () => number): Promise<void> {
  const job = await getCoverageJob(task.sub, task.jobId).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  });
  if (job?.status !== 'pending') return;
  try {
    const { view, tokensUsed, basis } = await withinTime(
      workOutCoverage(job.sub, job.itemType, job.policyId),
      timeLeftMs() - SAVE_MARGIN_MS,
    );
    // Kept whether or not it becomes the item's cover, so the same calculation is not run again.
    await saveCoverageResult({ sub: job.sub, policyId: job.policyId, basis, coverage: view, tokensUsed });
    if (job.keep) await saveCoverage(job.sub, view, tokensUsed);
    const settled = await settleCoverageJob(job, { status: 'done', coverage: view });
    // A comparison that a calculation of the same cover followed while it ran (coverage-jobs.ts) was
    // marked to be kept while pending: the settled row says so, and it becomes the item's cover now.
    if (!job.keep && settled?.keep) await saveCoverage(job.sub, view, tokensUsed);
    count(METRIC.coverageCalculated);
  } catch (error) {
    logger.warn('coverage calculation failed', {
      jobId: job.id,
      error: error instanceof Error ? error.name : 'unknown',
    });
    await settleCoverageJob(job, { status: 'failed', ...coverageFailure(error) });
  }
}
