import { describe, expect, it } from 'vitest';
import { benefitTablePdf } from '../fixtures/benefit-tables';
import { apiCall } from '../steps/api';
import { type AssessmentBody, untilSettled } from '../steps/assessments';
import { theLocalStack } from '../steps/local-stack';
import { givenAReadyTravelPolicy } from '../steps/policies';
import { givenASignedInUser, type TestUser } from '../steps/users';

const { appUrl, urls } = theLocalStack();

interface Limit {
  readonly amount: number;
  readonly citation: { readonly page: number; readonly quote: string } | null;
}

/** A holiday cancelled for a stay in hospital, assessed against the policy, settled. */
async function assessCancellation(user: TestUser, policyId: string): Promise<AssessmentBody> {
  const res = await apiCall(appUrl, user, 'POST', '/api/assessments', {
    policyId,
    incidentDateTime: '2025-06-10T10:00:00.000Z',
    reportDateTime: '2025-06-11T09:00:00.000Z',
    claimStatus: 'new',
    itemPurchaseStatus: 'not_applicable',
    itemPurchaseEvidence: 'not_applicable',
    location: 'Paris, France',
    estimatedValue: 20_000,
    description:
      'I had to cancel my holiday because I was admitted to hospital with appendicitis before departure.',
  });
  expect(res.status).toBe(202);
  return untilSettled(appUrl, user, ((await res.json()) as AssessmentBody).id);
}

describe('a claim on a policy with one column per plan', () => {
  it('is assessed with the limit of the plan the user chose, from that plan’s column', async () => {
    const user = await givenASignedInUser(urls);
    const file = { name: 'wording.pdf', bytes: benefitTablePdf() };
    const { policy } = await givenAReadyTravelPolicy(appUrl, user, 'Holiday cover', file);

    const unknown = await assessCancellation(user, policy.id);
    expect(unknown).toMatchObject({ status: 'completed', verdict: 'likely_covered' });
    // Not said which plan: the first plan's figure, as the coverage page shows it.
    expect((unknown.limit as Limit).amount).toBe(1000);

    const saved = await apiCall(appUrl, user, 'PATCH', `/api/policies/${policy.id}`, { plan: 'Gold' });
    expect(saved.status).toBe(200);
    const gold = await assessCancellation(user, policy.id);
    expect(gold).toMatchObject({ status: 'completed', verdict: 'likely_covered', estimatedPayout: 5000 });
    const limit = gold.limit as Limit;
    expect(limit.amount).toBe(5000);
    expect(limit.citation).toMatchObject({ page: 1 });
    expect(limit.citation?.quote).toContain('£1,000 £3,000 £5,000');
  });
});
