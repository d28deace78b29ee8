import { describe, expect, it } from 'vitest';
import { benefitTablePdf, PRE_EXISTING_PLANS, twoPlanSetsPdf } from '../fixtures/benefit-tables';
import { apiCall } from '../steps/api';
import { calculatedCoverage } from '../steps/coverage';
import { theLocalStack } from '../steps/local-stack';
import { givenAReadyTravelPolicy } from '../steps/policies';
import { givenASignedInUser, type TestUser } from '../steps/users';

const { appUrl, urls } = theLocalStack();

interface Coverage {
  amount: number | null;
  planNames?: string[];
  plan: string | null;
  plans: { name: string; amount: number | null }[];
  subCoverages: Record<
    string,
    {
      amount: number | null;
      status: string;
      plans: { name: string; amount: number | null; status?: string }[];
    }
  >;
}

async function givenAPlanTablePolicy(user: TestUser): Promise<string> {
  const file = { name: 'wording.pdf', bytes: benefitTablePdf() };
  return (await givenAReadyTravelPolicy(appUrl, user, 'Holiday cover', file)).policy.id;
}

function calculate(user: TestUser, policyId: string): Promise<Coverage> {
  return calculatedCoverage<Coverage>(appUrl, user, 'travel', { policyId });
}

describe('coverage of a policy with several plans', () => {
  it('answers every plan’s figure, and the held plan’s once the user says which they hold', async () => {
    const user = await givenASignedInUser(urls);
    const policyId = await givenAPlanTablePolicy(user);

    const unknown = await calculate(user, policyId);
    expect(unknown.plan).toBeNull();
    expect(unknown.amount).toBe(2_000_000);
    expect(unknown.plans.map((p) => p.name)).toEqual(['Bronze', 'Silver', 'Gold']);
    expect(unknown.subCoverages.travel_delay?.plans).toEqual([
      { name: 'Bronze', amount: null, status: 'not_covered' },
      { name: 'Silver', amount: 100, status: 'covered' },
      { name: 'Gold', amount: 250, status: 'covered' },
    ]);
    // Bronze has no delay cover: until the user says which plan they hold, it is an optional extra.
    expect(unknown.subCoverages.travel_delay?.status).toBe('optional');

    const saved = await apiCall(appUrl, user, 'PATCH', `/api/policies/${policyId}`, { plan: 'Bronze' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ id: policyId, plan: 'Bronze', name: 'Holiday cover' });

    const bronze = await calculate(user, policyId);
    expect(bronze.plan).toBe('Bronze');
    expect(bronze.subCoverages.travel_delay).toMatchObject({ amount: null, status: 'not_covered' });

    await apiCall(appUrl, user, 'PATCH', `/api/policies/${policyId}`, { plan: 'Gold' });
    const gold = await calculate(user, policyId);
    expect(gold.amount).toBe(10_000_000);
    expect(gold.subCoverages.lost_baggage?.amount).toBe(4000);

    const stored = (await (await apiCall(appUrl, user, 'GET', '/api/coverage')).json()) as {
      coverage: Coverage[];
    };
    expect(stored.coverage[0]).toMatchObject({ plan: 'Gold', amount: 10_000_000 });
    expect(stored.coverage[0]?.plans).toHaveLength(3);
  });

  it('keeps the other details when only the plan changes, and refuses an empty update', async () => {
    const user = await givenASignedInUser(urls);
    const policyId = await givenAPlanTablePolicy(user);
    const cleared = await apiCall(appUrl, user, 'PATCH', `/api/policies/${policyId}`, { plan: null });
    expect(await cleared.json()).toMatchObject({
      plan: null,
      name: 'Holiday cover',
      startDate: '2025-01-15',
      endDate: '2026-01-14',
    });
    const empty = await apiCall(appUrl, user, 'PATCH', `/api/policies/${policyId}`, {});
    expect(empty.status).toBe(400);
    const stranger = await givenASignedInUser(urls);
    const intruder = await apiCall(appUrl, stranger, 'PATCH', `/api/policies/${policyId}`, { plan: 'Gold' });
    expect(intruder.status).toBe(404);
  });

  it('lists every set of plans a wording prints, not only the set its figures were read from', async () => {
    const user = await givenASignedInUser(urls);
    const file = { name: 'wording.pdf', bytes: twoPlanSetsPdf() };
    const { policy } = await givenAReadyTravelPolicy(appUrl, user, 'Holiday cover', file);

    const coverage = await calculate(user, policy.id);
    expect(coverage.planNames).toEqual([...PRE_EXISTING_PLANS, 'Bronze', 'Silver', 'Gold']);
    // Without the plan said, the figures are read from the first set the wording prints.
    expect(coverage.plans.map((p) => p.name)).toEqual([...PRE_EXISTING_PLANS]);
  });
});
