import { describe, expect, it, vi } from 'vitest';

vi.mock('#web/lib/auth/cognito-session', () => ({ getAccessToken: async () => undefined }));

import { HOTEL_THEFT } from '#tests/fixtures/hotel-theft';
import { ASSESSMENT_POLL_MS, assessmentQueryOptions } from '#web/features/claims/api/get-assessment';
import {
  type AssessmentView,
  assessmentsQueryOptions,
  LIST_POLL_MS,
} from '#web/features/claims/api/get-assessments';
import { claimExcerpt, progressStep, secondsSince } from '#web/features/claims/claim-display';
import {
  ANSWER_REQUIRED_MESSAGE,
  reassessRequest,
  redatedRequest,
} from '#web/features/claims/claim-form-values';

const pending: AssessmentView = {
  id: '01J00000000000000000000001',
  status: 'pending',
  policyId: '01J00000000000000000000002',
  ...HOTEL_THEFT,
  answers: { earlier: 'no' },
  createdAt: '2025-06-10T12:00:00.000Z',
  queuedAt: '2025-06-10T12:00:00.000Z',
  startedAt: null,
};
const failed: AssessmentView = { ...pending, status: 'failed', error: 'Something went wrong.' };

/** The refetch interval a query's options give for the data it holds. */
function intervalFor<T>(options: { refetchInterval?: unknown }, data: T): unknown {
  const interval = options.refetchInterval as (query: { state: { data: T } }) => unknown;
  return interval({ state: { data } });
}

describe('following a pending assessment', () => {
  it('polls one assessment while it is pending and stops once it settles', () => {
    const options = assessmentQueryOptions(pending.id);
    expect(intervalFor(options, pending)).toBe(ASSESSMENT_POLL_MS);
    expect(intervalFor(options, failed)).toBe(false);
    expect(intervalFor(options, undefined)).toBe(false);
  });

  it('polls the history while any entry is pending, so a reload picks the work up again', () => {
    const options = assessmentsQueryOptions();
    expect(intervalFor(options, { assessments: [failed, pending] })).toBe(LIST_POLL_MS);
    expect(intervalFor(options, { assessments: [failed] })).toBe(false);
  });

  it('tells waiting for a worker from being assessed, and counts the seconds', () => {
    expect(progressStep(pending)).toBe('queued');
    expect(progressStep({ startedAt: '2025-06-10T12:00:01.000Z' })).toBe('assessing');
    expect(secondsSince('2025-06-10T12:00:00.000Z', Date.parse('2025-06-10T12:00:07.900Z'))).toBe(7);
    expect(secondsSince('2025-06-10T12:00:00.000Z', Date.parse('2025-06-10T11:59:00.000Z'))).toBe(0);
  });
});

describe('history entries', () => {
  it('shows the first words of a long description, cut at a word', () => {
    expect(claimExcerpt('  My phone\n was stolen.  ')).toBe('My phone was stolen.');
    const long =
      'My baggage was stolen from my hotel room while I was at dinner, and I reported it to the police within two hours.';
    const excerpt = claimExcerpt(long, 60);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(61);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(excerpt).not.toMatch(/[\s,]…$/);
  });
});

describe('re-assessing with answers', () => {
  const now = () => Date.parse('2025-06-10T12:00:00Z');

  it('sends the same claim with the new answers added to those given before', () => {
    const request = reassessRequest(pending, { 'notice-abc': 'yes' }, now);
    expect(request).toEqual({
      ok: true,
      body: expect.objectContaining({
        policyId: pending.policyId,
        description: pending.description,
        estimatedValue: 800,
        incidentDateTime: pending.incidentDateTime,
        answers: { earlier: 'no', 'notice-abc': 'yes' },
      }),
    });
  });

  it('asks for at least one answer', () => {
    expect(reassessRequest(pending, {}, now)).toEqual({ ok: false, message: ANSWER_REQUIRED_MESSAGE });
  });

  it('sends the same claim with the policy dates the user corrected, an empty one left to the policy', () => {
    const request = redatedRequest(pending, { policyStartDate: '2025-03-01', policyEndDate: '' }, now);
    expect(request).toEqual({
      ok: true,
      body: expect.objectContaining({
        policyStartDate: '2025-03-01',
        policyEndDate: '',
        description: pending.description,
        answers: { earlier: 'no' },
      }),
    });
  });

  it('says why corrected dates cannot be sent', () => {
    const dates = { policyStartDate: '2025-03-01', policyEndDate: '2025-02-01' };
    expect(redatedRequest(pending, dates, now)).toEqual({
      ok: false,
      message: 'Policy end date cannot be before the start date',
    });
  });
});
