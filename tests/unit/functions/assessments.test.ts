import { describe, expect, it } from 'vitest';
import type { ClaimAssessment } from '#functions/analysis/understand/types';
import { assessmentOutcome } from '#functions/assessments/assessment-outcome';
import { ASSESSMENT_FAILURES, assessmentView, STALE_AFTER_MS } from '#functions/assessments/assessment-view';
import { claimantCountry, claimFacts, failureMessage } from '#functions/assessments/run-assessment';
import { type Assessment, assessmentFromItem, assessmentToItem } from '#functions/data/assessment-entity';
import { BusyError, NotFoundError } from '#functions/lib/errors';
import { HOTEL_THEFT, SCHEDULE_FILE } from '#tests/fixtures/hotel-theft';

const queuedAt = '2025-06-10T12:00:00.000Z';
const queued = Date.parse(queuedAt);

const pending: Assessment = {
  sub: 'user-1',
  id: '01J00000000000000000000001',
  status: 'pending',
  attempt: 1,
  createdAt: queuedAt,
  queuedAt,
  startedAt: null,
  country: 'GB',
  error: null,
  outcome: null,
  policyId: '01J00000000000000000000002',
  policyPath: 'policies/user-1/p/f-schedule.pdf',
  context: 'Incident: …',
  ...HOTEL_THEFT,
  policyEndDate: null,
  answers: { reported_to_police: 'yes' },
};

const file = SCHEDULE_FILE;

const quote = { file: 'schedule.pdf', page: 2, quote: 'Baggage: up to £2,000 per trip' };
const analysed: ClaimAssessment = {
  verdict: 'unclear',
  reasons: ['The policy asks for a police report within 24 hours.'],
  citations: [quote],
  exclusions: [{ title: 'Unattended baggage', citation: { ...quote, file: 'other.pdf' } }],
  excess: { amount: 75, currency: 'GBP', citation: null },
  limit: { amount: 2000, currency: 'GBP', citation: quote },
  estimatedPayout: 725,
  currency: 'GBP',
  checks: [
    { id: 'notice', label: 'Reported in time', outcome: 'unknown', detail: 'Not said', citation: quote },
  ],
  nextSteps: ['Get the police report.'],
  questions: [{ id: 'reported_within_24h', question: 'Did you report it to the police within 24 hours?' }],
  tokensUsed: 0,
};

describe('assessment records and what the API shows of them', () => {
  it('shows a pending assessment with its claim and no internal fields', () => {
    const view = assessmentView(pending, queued + 1000);
    expect(view).toMatchObject({
      status: 'pending',
      description: pending.description,
      answers: pending.answers,
    });
    expect(view).not.toHaveProperty('sub');
    expect(view).not.toHaveProperty('attempt');
    expect(view).not.toHaveProperty('country');
    expect(view).not.toHaveProperty('verdict');
  });

  it('shows a pending assessment queued too long ago as failed, so it can be retried', () => {
    expect(assessmentView(pending, queued + STALE_AFTER_MS - 1).status).toBe('pending');
    expect(assessmentView(pending, queued + STALE_AFTER_MS + 1)).toMatchObject({
      status: 'failed',
      error: ASSESSMENT_FAILURES.tooSlow,
    });
  });

  it('shows a failed assessment with its message, and a completed one with its outcome', () => {
    expect(assessmentView({ ...pending, status: 'failed', error: 'Boom for the user' })).toMatchObject({
      status: 'failed',
      error: 'Boom for the user',
    });
    const outcome = assessmentOutcome(analysed, [file], 1.23456);
    const view = assessmentView({ ...pending, status: 'completed', outcome });
    expect(view).toMatchObject({ status: 'completed', verdict: 'unclear', processingTime: 1.235 });
    expect(view).not.toHaveProperty('error');
  });

  it('stores the outcome beside the claim and reads it back, also from rows saved before background runs', () => {
    // As the worker stores it: with the country the policy's documents show and the dates it used.
    const policyDates = {
      start: { date: '2025-01-15', source: 'entered', citation: null },
      end: { date: '2026-01-14', source: 'policy', citation: { ...quote, fileId: 'file-1' } },
    } as const;
    const outcome = { ...assessmentOutcome(analysed, [file], 2), policyCountry: 'AU', policyDates };
    const completed: Assessment = { ...pending, status: 'completed', outcome };
    expect(assessmentFromItem(assessmentToItem(completed))).toEqual(completed);
    expect(assessmentFromItem(assessmentToItem(pending))).toEqual(pending);

    // A row from before: no attempt, queue time or answers, and the result fields at the top level.
    const { attempt: _a, queuedAt: _q, answers: _answers, outcome: _o, ...old } = assessmentToItem(completed);
    const legacy = assessmentFromItem({ ...old, questions: undefined });
    expect(legacy).toMatchObject({ status: 'completed', attempt: 1, queuedAt, answers: {} });
    expect(legacy.outcome).toMatchObject({ verdict: 'unclear', questions: [] });
  });
});

describe('assessment outcome', () => {
  it('gives every citation its file id and keeps the questions that would settle the claim', () => {
    const outcome = assessmentOutcome(analysed, [file], 0.5);
    expect(outcome.citations).toEqual([{ ...quote, fileId: 'file-1' }]);
    expect(outcome.limit?.citation).toEqual({ ...quote, fileId: 'file-1' });
    expect(outcome.excess?.citation).toBeNull();
    // A quote from a file the policy does not have keeps no id rather than a wrong one.
    expect(outcome.exclusions[0]?.citation?.fileId).toBeNull();
    expect(outcome.checks[0]?.citation?.fileId).toBe('file-1');
    expect(outcome.questions).toEqual(analysed.questions);
    expect(outcome.result).toContain('Verdict: Unclear - more information needed');
  });
});

describe('payout and next steps of an assessment', () => {
  const answerStep =
    'Answer the questions above, or ask your insurer, to settle what the documents leave open.';
  const unclear: ClaimAssessment = { ...analysed, nextSteps: [answerStep, 'Tell your insurer.'] };

  it('estimates no payout unless the claim is likely covered, in the stored text too', () => {
    for (const verdict of ['unclear', 'likely_not_covered'] as const) {
      const outcome = assessmentOutcome({ ...unclear, verdict, estimatedPayout: 4000 }, [file], 1);
      expect(outcome.estimatedPayout).toBeNull();
      expect(outcome.result).toContain('Estimated payout: N/A');
    }
    const covered = assessmentOutcome({ ...unclear, verdict: 'likely_covered' }, [file], 1);
    expect(covered.estimatedPayout).toBe(725);
    expect(covered.result).toContain('Estimated payout: GBP 725');
  });

  it('points to the questions only when there are some to answer', () => {
    expect(assessmentOutcome(unclear, [file], 1).nextSteps).toEqual(unclear.nextSteps);
    expect(assessmentOutcome({ ...unclear, questions: [] }, [file], 1).nextSteps).toEqual([
      'Ask your insurer to settle what the documents leave open.',
      'Tell your insurer.',
    ]);
  });

  it('shows a result stored before the rule without the payout or the prompt', () => {
    const stored = { ...assessmentOutcome(unclear, [file], 1), estimatedPayout: 4000, questions: [] };
    const view = assessmentView({
      ...pending,
      status: 'completed',
      outcome: { ...stored, nextSteps: [answerStep] },
    });
    expect(view).toMatchObject({
      estimatedPayout: null,
      nextSteps: ['Ask your insurer to settle what the documents leave open.'],
    });
  });
});

describe('assessment worker', () => {
  it('hands the analyser the saved claim with its answers, the policy dates, its plan and the country', () => {
    const facts = claimFacts(
      { ...pending, policyStartDate: null },
      { insuranceTypeId: 'travel', startDate: '2025-01-15', endDate: '2026-01-14', plan: 'Gold' },
    );
    expect(facts).toMatchObject({
      itemType: 'travel',
      policyStartDate: '2025-01-15',
      policyEndDate: '2026-01-14',
      country: 'GB',
      plan: 'Gold',
      estimatedValue: 800,
      answers: { reported_to_police: 'yes' },
    });
  });

  it('hands the analyser the start date the user typed, not a policy period it would end before', () => {
    const facts = claimFacts(
      { ...pending, policyStartDate: '2026-01-10', incidentDateTime: '2026-07-14T16:00' },
      { insuranceTypeId: 'home', startDate: '2022-08-15', endDate: '2023-08-15' },
    );
    expect(facts).toMatchObject({ policyStartDate: '2026-01-10', policyEndDate: null });
  });

  it('keeps the country a retried claim was first assessed for, without asking the user pool', async () => {
    // No user pool is configured in this test: a read of it would throw.
    await expect(claimantCountry({ sub: 'user-1', country: 'AU' })).resolves.toBe('AU');
  });

  it('tells the user why an attempt failed in words meant for them', () => {
    expect(failureMessage(new NotFoundError('Policy not found'))).toBe(ASSESSMENT_FAILURES.policyGone);
    expect(failureMessage(new BusyError())).toBe(
      'Service is currently experiencing high volume. Please try again in a minute.',
    );
    expect(failureMessage(new TypeError('x is undefined'))).toBe(ASSESSMENT_FAILURES.unexpected);
  });
});
