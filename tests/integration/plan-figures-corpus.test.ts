import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiCall } from '../steps/api';
import { type AssessmentBody, untilSettled } from '../steps/assessments';
import { calculatedCoverage } from '../steps/coverage';
import { theLocalStack } from '../steps/local-stack';
import { CORPUS_DOCS, givenAReadyTravelPolicy } from '../steps/policies';
import { givenASignedInUser, type TestUser } from '../steps/users';

const { appUrl, urls } = theLocalStack();
const WORDING = 'fwd-sg-travel-wording.pdf';

interface Figure {
  readonly amount: number | null;
  readonly plans: readonly { readonly name: string; readonly amount: number | null }[];
  readonly citation: { readonly page: number; readonly quote: string } | null;
}

interface Coverage {
  readonly plan: string | null;
  readonly subCoverages: Record<string, Figure>;
}

async function coverFor(user: TestUser, policyId: string, plan: string | null): Promise<Coverage> {
  const saved = await apiCall(appUrl, user, 'PATCH', `/api/policies/${policyId}`, { plan });
  expect(saved.status).toBe(200);
  return calculatedCoverage<Coverage>(appUrl, user, 'travel', { policyId });
}

/** A suitcase stolen from a hotel lobby, assessed against the policy as it stands. */
async function stolenSuitcase(user: TestUser, policyId: string): Promise<AssessmentBody> {
  const res = await apiCall(appUrl, user, 'POST', '/api/assessments', {
    policyId,
    incidentDateTime: '2025-06-10T10:00:00.000Z',
    reportDateTime: '2025-06-10T16:00:00.000Z',
    claimStatus: 'new',
    itemPurchaseStatus: 'not_applicable',
    itemPurchaseEvidence: 'not_applicable',
    location: 'Bangkok, Thailand',
    estimatedValue: 20_000,
    description:
      'My suitcase was stolen from the hotel lobby in Bangkok while I was checking in. I reported it to the police the same day and have the police report.',
  });
  expect(res.status).toBe(202);
  return untilSettled(appUrl, user, ((await res.json()) as AssessmentBody).id);
}

describe('a real three-plan travel wording (Premium, Business, First)', () => {
  it('gives each plan its own column’s figure, cited to its row; one figure for all plans stays', async () => {
    const user = await givenASignedInUser(urls);
    const bytes = readFileSync(path.join(CORPUS_DOCS, WORDING));
    const { policy } = await givenAReadyTravelPolicy(appUrl, user, 'FWD travel', { name: WORDING, bytes });

    const unknown = await coverFor(user, policy.id, null);
    const baggage = unknown.subCoverages.lost_baggage;
    expect(baggage?.plans.map((p) => [p.name, p.amount])).toEqual([
      ['Premium', 3000],
      ['Business', 5000],
      ['First', 7500],
    ]);
    expect(baggage?.citation).toMatchObject({ page: 6 });
    expect(baggage?.citation?.quote).toContain('S$3,000 S$5,000 S$7,500');

    const figures = (cover: Coverage) =>
      ['lost_baggage', 'trip_cancellation', 'medical_expenses', 'mobile_phone', 'personal_money'].map(
        (key) => cover.subCoverages[key]?.amount,
      );
    expect(figures(await coverFor(user, policy.id, 'Business'))).toEqual([5000, 10_000, 500_000, 500, 300]);
    expect(figures(await coverFor(user, policy.id, 'First'))).toEqual([7500, 15_000, 1_000_000, 500, 300]);

    // A claim is assessed with the held plan's limit, from the same row.
    const claim = await stolenSuitcase(user, policy.id);
    expect(claim).toMatchObject({ status: 'completed', verdict: 'likely_covered', estimatedPayout: 7500 });
    expect(claim.limit).toMatchObject({ amount: 7500, citation: { page: 6 } });
  });
});
