import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_ALLOWANCES } from '#domain/analysis-limits';
import { CLAIM_MESSAGES } from '#domain/schemas/claim';
import { analyzer } from '#functions/analysis/decide/analyzer';
import { groundClaim } from '#functions/analysis/decide/grounding';
import { loadPolicyDocuments } from '#functions/analysis/understand/policy-documents';
import { assessmentOutcome } from '#functions/assessments/assessment-outcome';
import { ASSESSMENT_FAILURES, STALE_AFTER_MS } from '#functions/assessments/assessment-view';
import { NOT_RETRYABLE_MESSAGE } from '#functions/assessments/assessments';
import { claimFacts, runAssessment, SAVE_MARGIN_MS } from '#functions/assessments/run-assessment';
import { takeAnalysisToken } from '#functions/data/analysis-quota';
import { getAssessment, insertAssessment } from '#functions/data/assessment-store';
import { homePolicyPdf, travelPolicyPdf } from '#scripts/samples/documents';
import { apiCall } from '../steps/api';
import {
  type AssessmentBody,
  hotelTheftClaim,
  subOf,
  untilSettled,
  withoutPolicyText,
} from '../steps/assessments';
import { expectMatchesSchema, expectRefusal, expectReplyMatchesSchema } from '../steps/contract';
import { calculatedCoverage } from '../steps/coverage';
import { theLocalStack } from '../steps/local-stack';
import { givenAPolicyWithoutSchedule, givenAReadyTravelPolicy, uploadPolicy } from '../steps/policies';
import { givenASignedInUser, type TestUser } from '../steps/users';

const { appUrl, urls } = theLocalStack();

async function givenAPolicy(user: TestUser, kind: 'travel' | 'home') {
  if (kind === 'travel') return (await givenAReadyTravelPolicy(appUrl, user)).policy.id;
  const { created, complete } = await uploadPolicy(
    appUrl,
    user,
    [{ name: 'home-schedule.pdf', bytes: homePolicyPdf() }],
    { name: 'Home', insuranceTypeId: 'home', startDate: '2025-04-01', endDate: '2026-03-31' },
  );
  expect(complete?.status).toBe(200);
  return created?.policy.id ?? '';
}

/** The hotel-theft claim, reported to the police the same day. */
const claim = (policyId: string, change: Record<string, unknown> = {}) => ({
  ...hotelTheftClaim(policyId),
  description: 'My suitcase was stolen from the hotel lobby. I reported it to the police the same day.',
  ...change,
});

/** The user's assessments as GET /api/assessments lists them. */
async function assessmentsOf(user: TestUser): Promise<{ assessments: AssessmentBody[] }> {
  return (await apiCall(appUrl, user, 'GET', '/api/assessments')).json();
}

describe('item coverage', () => {
  it('works out travel sub-covers from the documents, each with its page and words, and keeps it', async () => {
    const user = await givenASignedInUser(urls);
    const policyId = await givenAPolicy(user, 'travel');
    const coverage = await calculatedCoverage<{
      amount: number;
      currency: string;
      subCoverages: Record<
        string,
        { amount: number | null; citation: { page: number; quote: string; fileId: string } | null }
      >;
    }>(appUrl, user, 'travel', { policyId });
    expect(coverage.currency).toBe('GBP');
    expect(coverage.amount).toBe(10_000_000);
    expect(coverage.subCoverages.lost_baggage?.amount).toBe(2000);
    expect(coverage.subCoverages.trip_cancellation?.amount).toBe(5000);
    expect(coverage.subCoverages.personal_liability?.amount).toBe(2_000_000);
    expect(coverage.subCoverages.travel_delay?.amount).toBe(250);
    expect(coverage.subCoverages.lost_baggage?.citation).toMatchObject({
      page: 1,
      fileId: expect.any(String),
    });
    expect(coverage.subCoverages.lost_baggage?.citation?.quote).toContain('£2,000');
    // The single-article limit is a sub-limit, not another plan's figure.
    expect(coverage.subCoverages.lost_baggage).toMatchObject({ tiers: [] });

    const stored = (await (await apiCall(appUrl, user, 'GET', '/api/coverage')).json()) as {
      coverage: { itemType: string; sourcePolicyId: string }[];
    };
    expectMatchesSchema('list-coverage', 200, stored);
    expect(stored.coverage).toEqual([
      expect.objectContaining({ itemType: 'travel', sourcePolicyId: policyId }),
    ]);
  });

  it("answers 404 for another user's policy and 400 for an unknown item kind", async () => {
    const owner = await givenASignedInUser(urls);
    const other = await givenASignedInUser(urls);
    const policyId = await givenAPolicy(owner, 'home');
    expect((await apiCall(appUrl, other, 'POST', '/api/coverage/home', { policyId })).status).toBe(404);
    expect((await apiCall(appUrl, owner, 'POST', '/api/coverage/boats', { policyId })).status).toBe(404);
  });
});

/** The outcome the analyser gives a saved claim when asked directly, as the worker asks it. */
async function analysedDirectly(sub: string, id: string) {
  const record = await getAssessment(sub, id);
  const { policy, documents } = await loadPolicyDocuments(sub, record.policyId);
  const answer = await analyzer().assessClaim(documents, claimFacts(record, policy));
  return assessmentOutcome(groundClaim(documents, answer), policy.files, 0);
}

describe('claim assessment', () => {
  /** Sends a claim: accepted at once (202) as a pending assessment, whose id is then polled. */
  async function accepted(user: TestUser, body: Record<string, unknown>): Promise<AssessmentBody> {
    const res = await apiCall(appUrl, user, 'POST', '/api/assessments', body);
    expect(res.status).toBe(202);
    const pending = (await res.json()) as AssessmentBody;
    expectMatchesSchema('create-assessment', res.status, pending);
    expect(pending).toMatchObject({ status: 'pending', startedAt: null });
    expect(pending.verdict).toBeUndefined();
    return pending;
  }

  it('accepts a claim as pending, assesses it in the background and lists it newest first', async () => {
    const user = await givenASignedInUser(urls, { country: 'GB' });
    const policyId = await givenAPolicy(user, 'travel');
    const pending = await accepted(user, claim(policyId));
    expect(pending).toMatchObject({
      policyName: 'Annual travel',
      estimatedValue: 800,
      incidentDateTime: '2025-06-01T10:00:00.000Z',
      answers: {},
    });
    expect(String(pending.description)).toContain('My suitcase was stolen');

    const first = await untilSettled(appUrl, user, pending.id);
    expect(first).toMatchObject({ id: pending.id, status: 'completed', policyName: 'Annual travel' });
    expect(first.startedAt).toEqual(expect.any(String));
    // Claimed without the claimant's country (no user pool on the request path); the worker read it.
    expect((await getAssessment(subOf(user), first.id)).country).toBe('GB');
    // Exactly what the analyser and the grounding check make of the saved claim and its documents.
    const { processingTime, ...outcome } = await analysedDirectly(subOf(user), first.id);
    expect(first).toMatchObject(outcome);
    expect(first.processingTime).toEqual(expect.any(Number));
    expect(String(first.result)).toMatch(/^Verdict: /);
    const cited = [...(first.citations as { fileId: string | null }[])];
    expect(cited.every((c) => typeof c.fileId === 'string')).toBe(true);

    const unattended = await accepted(
      user,
      claim(policyId, {
        description: 'I left my bag unattended on a beach in Spain while swimming and it was taken.',
      }),
    );
    const second = await untilSettled(appUrl, user, unattended.id);
    expect(second).toMatchObject({ status: 'completed', verdict: expect.any(String) });

    const late = await accepted(
      user,
      claim(policyId, {
        incidentDateTime: '2026-03-01T10:00:00.000Z',
        reportDateTime: '2026-03-02T10:00:00.000Z',
      }),
    );
    expect((await untilSettled(appUrl, user, late.id)).verdict).toBe('likely_not_covered');

    const history = await assessmentsOf(user);
    expectMatchesSchema('list-assessments', 200, history);
    expect(history.assessments.map((a) => a.id)).toEqual([late.id, unattended.id, first.id]);
    expect(history.assessments.every((a) => a.status === 'completed')).toBe(true);
  });

  it('keeps the answers sent to an earlier question and passes them on', async () => {
    const user = await givenASignedInUser(urls, { country: 'GB' });
    const policyId = await givenAPolicy(user, 'travel');
    const pending = await accepted(user, claim(policyId, { answers: { reported_to_police: 'yes' } }));
    expect(pending.answers).toEqual({ reported_to_police: 'yes' });
    const done = await untilSettled(appUrl, user, pending.id);
    expect(done).toMatchObject({ status: 'completed', answers: { reported_to_police: 'yes' } });
    expect(Array.isArray(done.questions)).toBe(true);

    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`q${i}`, 'no']));
    for (const answers of [tooMany, { ['x'.repeat(41)]: 'yes' }, { police: 'maybe' }]) {
      const res = await apiCall(appUrl, user, 'POST', '/api/assessments', claim(policyId, { answers }));
      expect(res.status, JSON.stringify(answers).slice(0, 40)).toBe(400);
    }
  });

  it('checks the form with the spec messages and saves nothing', async () => {
    const user = await givenASignedInUser(urls);
    const policyId = await givenAPolicy(user, 'home');
    const cases: [Record<string, unknown>, string][] = [
      [{ policyId: '' }, 'Please select a policy'],
      [
        { incidentDateTime: '2999-01-01T00:00:00.000Z', reportDateTime: '2999-01-02T00:00:00.000Z' },
        'Incident date cannot be in the future',
      ],
      [{ reportDateTime: '2025-05-01T00:00:00.000Z' }, 'Report date cannot be before incident date'],
      [{ estimatedValue: 0 }, 'Estimated value must be greater than 0'],
      [{ description: ' short ' }, 'Description must be at least 10 characters long'],
    ];
    for (const [change, message] of cases) {
      const res = await apiCall(appUrl, user, 'POST', '/api/assessments', claim(policyId, change));
      await expectRefusal(res, 400, message);
    }
    const history = await assessmentsOf(user);
    expect(history.assessments).toEqual([]);
  });

  it('answers a missing schedule and the hourly limit at once, without queueing anything', async () => {
    const user = await givenASignedInUser(urls);
    // A policy without its schedule (the upload forms require one; older policies may lack it).
    const withoutSchedule = await givenAPolicyWithoutSchedule(subOf(user), 'home');
    const noSchedule = await apiCall(appUrl, user, 'POST', '/api/assessments', claim(withoutSchedule));
    await expectRefusal(noSchedule, 400, CLAIM_MESSAGES.missingSchedule);

    const policyId = await givenAPolicy(user, 'home');
    // The hour's claim assessments used up (analysis-limits.test.ts checks the refusal's words).
    for (let i = 0; i < ANALYSIS_ALLOWANCES.claims.perHour; i++)
      await takeAnalysisToken(subOf(user), 'claims');
    const limited = await apiCall(appUrl, user, 'POST', '/api/assessments', claim(policyId));
    expect(limited.status).toBe(429);
    const history = await assessmentsOf(user);
    expect(history.assessments).toEqual([]);
  });

  it("never assesses against another user's policy, nor shows or retries another user's assessment", async () => {
    const owner = await givenASignedInUser(urls);
    const other = await givenASignedInUser(urls);
    const policyId = await givenAPolicy(owner, 'home');
    expect((await apiCall(appUrl, other, 'POST', '/api/assessments', claim(policyId))).status).toBe(404);

    const mine = await accepted(owner, claim(policyId));
    await untilSettled(appUrl, owner, mine.id);
    expect((await apiCall(appUrl, owner, 'GET', `/api/assessments/${mine.id}`)).status).toBe(200);
    const theirs = await apiCall(appUrl, other, 'GET', `/api/assessments/${mine.id}`);
    await expectRefusal(theirs, 404, 'Assessment not found');
    expect((await apiCall(appUrl, other, 'POST', `/api/assessments/${mine.id}/retry`)).status).toBe(404);
    expect((await apiCall(appUrl, owner, 'GET', '/api/assessments/not-an-id')).status).toBe(404);
    const list = await assessmentsOf(other);
    expect(list.assessments).toEqual([]);
  });

  it('saves a failed assessment with a message, and a retry queues the same claim again', async () => {
    const user = await givenASignedInUser(urls, { country: 'GB' });
    const { created } = await uploadPolicy(
      appUrl,
      user,
      [{ name: 'travel-schedule.pdf', bytes: travelPolicyPdf() }],
      { name: 'Annual travel', insuranceTypeId: 'travel', startDate: '2025-01-15', endDate: '2026-01-14' },
    );
    const policyId = created?.policy.id ?? '';
    const upload = created?.uploads[0];
    if (!upload) throw new Error('no upload');
    const restore = await withoutPolicyText(upload.form, {
      sub: subOf(user),
      policyId,
      fileId: upload.fileId,
    });

    const pending = await accepted(user, claim(policyId));
    const failed = await untilSettled(appUrl, user, pending.id);
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'Something went wrong while assessing this claim. Please try again.',
    });
    expect(failed.verdict).toBeUndefined();
    const listed = await assessmentsOf(user);
    expect(listed.assessments).toEqual([expect.objectContaining({ id: pending.id, status: 'failed' })]);

    await restore();
    const retry = await apiCall(appUrl, user, 'POST', `/api/assessments/${pending.id}/retry`);
    expect(retry.status).toBe(202);
    await expectReplyMatchesSchema('retry-assessment', retry);
    expect(await retry.json()).toMatchObject({
      id: pending.id,
      status: 'pending',
      description: pending.description,
    });
    const done = await untilSettled(appUrl, user, pending.id);
    expect(done).toMatchObject({ id: pending.id, status: 'completed', verdict: expect.any(String) });
    expect(done.error).toBeUndefined();

    // Only a failed one can be retried.
    const again = await apiCall(appUrl, user, 'POST', `/api/assessments/${pending.id}/retry`);
    expect(again.status).toBe(409);
    await expectReplyMatchesSchema('retry-assessment', again);
    expect(await again.json()).toEqual({ error: NOT_RETRYABLE_MESSAGE });
  });

  it('fails an attempt that runs out of time, and shows one whose worker vanished as failed', async () => {
    const user = await givenASignedInUser(urls, { country: 'GB' });
    const policyId = await givenAPolicy(user, 'travel');
    const sub = subOf(user);
    const claimed = (await untilSettled(
      appUrl,
      user,
      (
        await accepted(user, claim(policyId))
      ).id,
    )) as AssessmentBody;
    const record = await getAssessment(sub, claimed.id);

    // A pending attempt given no more time than the worker keeps back to save a failure.
    const slow = { ...record, id: ulid(), status: 'pending' as const, outcome: null, startedAt: null };
    await insertAssessment(slow);
    await runAssessment({ sub, assessmentId: slow.id, attempt: 1 }, () => SAVE_MARGIN_MS);
    expect(await untilSettled(appUrl, user, slow.id)).toMatchObject({
      status: 'failed',
      error: ASSESSMENT_FAILURES.tooSlow,
    });
    // A run of an attempt that is already settled changes nothing.
    await runAssessment({ sub, assessmentId: slow.id, attempt: 1 }, () => 60_000);
    expect((await getAssessment(sub, slow.id)).status).toBe('failed');

    // Queued long ago and never picked up: shown failed, and retried.
    const queuedAt = new Date(Date.now() - STALE_AFTER_MS - 60_000).toISOString();
    const vanished = { ...slow, id: ulid(), queuedAt, createdAt: queuedAt };
    await insertAssessment(vanished);
    expect(await untilSettled(appUrl, user, vanished.id)).toMatchObject({
      status: 'failed',
      error: ASSESSMENT_FAILURES.tooSlow,
    });
    expect((await apiCall(appUrl, user, 'POST', `/api/assessments/${vanished.id}/retry`)).status).toBe(202);
    expect(await untilSettled(appUrl, user, vanished.id)).toMatchObject({ status: 'completed' });
    expect((await getAssessment(sub, vanished.id)).attempt).toBe(2);
  });
});

describe('comparing policies', () => {
  it('works out cover without keeping it when asked (keep: false)', async () => {
    const user = await givenASignedInUser(urls);
    const first = await givenAPolicy(user, 'travel');
    const second = await givenAPolicy(user, 'travel');
    await calculatedCoverage(appUrl, user, 'travel', { policyId: first });
    const preview = await calculatedCoverage<{ sourcePolicyId: string }>(appUrl, user, 'travel', {
      policyId: second,
      keep: false,
    });
    expect(preview.sourcePolicyId).toBe(second);
    const stored = (await (await apiCall(appUrl, user, 'GET', '/api/coverage')).json()) as {
      coverage: { sourcePolicyId: string }[];
    };
    expect(stored.coverage.map((c) => c.sourcePolicyId)).toEqual([first]);
  });
});
