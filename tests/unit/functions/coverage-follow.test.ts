import { describe, expect, it } from 'vitest';
import {
  CLAIM_ORPHANED_AFTER_MS,
  COVERAGE_STALE_AFTER_MS,
  followStep,
} from '#functions/coverage/coverage-jobs';
import type { CoverageJob } from '#functions/data/coverage-job-store';
import { claimLapsesAt, coverageRunClaimToItem } from '#functions/data/coverage-run-claim';
import type { CoverageView } from '#functions/data/coverage-store';

/**
 * A request for a calculation another job has claimed (the same policy, item and basis) follows
 * that job while it runs, is answered by it once done, and runs the calculation itself only when
 * the job can no longer answer.
 */
const at = '2026-11-28T12:00:00.000Z';
const now = Date.parse(at) + 5_000;

const coverage: CoverageView = {
  itemType: 'travel',
  storedItemType: 'Travel',
  currency: 'GBP',
  amount: 2000,
  amountCitation: null,
  status: 'covered',
  plans: [],
  plan: null,
  subCoverages: {},
  citations: [],
  terms: [],
  sourcePolicyId: 'policy-1',
  sourcePolicyName: 'Annual travel',
  updatedAt: at,
};

const holder = (fields: Partial<CoverageJob>): CoverageJob => ({
  sub: 'user-1',
  id: 'job-1',
  itemType: 'travel',
  policyId: 'policy-1',
  keep: false,
  status: 'pending',
  createdAt: at,
  coverage: null,
  error: null,
  errorStatus: null,
  basis: 'basis-1',
  ...fields,
});

describe('following a calculation another request claimed', () => {
  it('follows a running job that answers the request', () => {
    expect(followStep(false, at, holder({ keep: false }), now)).toBe('follow');
    expect(followStep(false, at, holder({ keep: true }), now)).toBe('follow');
    expect(followStep(true, at, holder({ keep: true }), now)).toBe('follow');
  });

  it('marks a running comparison to be kept when the cover is asked for as the item’s own', () => {
    expect(followStep(true, at, holder({ keep: false }), now)).toBe('keep');
  });

  it('is answered by a done job, and takes over from a failed or stale one', () => {
    expect(followStep(true, at, holder({ status: 'done', coverage }), now)).toBe('answer');
    expect(followStep(false, at, holder({ status: 'failed', error: 'x', errorStatus: 500 }), now)).toBe(
      'take-over',
    );
    const stale = Date.parse(at) + COVERAGE_STALE_AFTER_MS + 1;
    expect(followStep(true, at, holder({ keep: true }), stale)).toBe('take-over');
  });

  it('waits for a job not saved yet, and takes over once its request can no longer be running', () => {
    expect(followStep(true, at, undefined, now)).toBe('wait');
    expect(followStep(true, at, undefined, Date.parse(at) + CLAIM_ORPHANED_AFTER_MS + 1)).toBe('take-over');
  });
});

describe('a claim on a running calculation', () => {
  it('lapses when its job would read as taking too long, and is dropped by TTL then', () => {
    const lapses = claimLapsesAt(at);
    expect(lapses * 1000).toBeGreaterThanOrEqual(Date.parse(at) + COVERAGE_STALE_AFTER_MS);
    expect(lapses * 1000 - (Date.parse(at) + COVERAGE_STALE_AFTER_MS)).toBeLessThan(1000);
    const claim = { sub: 'user-1', policyId: 'p', itemType: 'travel', basis: 'b', jobId: 'j', claimedAt: at };
    expect(coverageRunClaimToItem({ ...claim, itemType: 'travel' })).toMatchObject({ expiresAt: lapses });
  });
});
