import { describe, expect, inject, it } from 'vitest';
import { homePolicyPdf, travelPolicyPdf } from '../../scripts/samples/documents';
import { apiCall } from '../steps/api';
import { uploadPolicy } from '../steps/policies';
import { givenASignedInUser, type TestUser } from '../steps/users';

const appUrl = inject('appUrl');
const env = inject('stackEnv');
const urls = { appUrl, mailboxUrl: inject('mailboxUrl'), userPoolClientId: env.USER_POOL_CLIENT_ID ?? '' };

async function givenAPolicy(user: TestUser, kind: 'travel' | 'home') {
  const pdf = kind === 'travel' ? travelPolicyPdf() : homePolicyPdf();
  const { created, complete } = await uploadPolicy(
    appUrl,
    user,
    [{ name: `${kind}-schedule.pdf`, bytes: pdf }],
    kind === 'travel'
      ? { name: 'Annual travel', insuranceTypeId: 'travel', startDate: '2025-01-15', endDate: '2026-01-14' }
      : { name: 'Home', insuranceTypeId: 'home', startDate: '2025-04-01', endDate: '2026-03-31' },
  );
  expect(complete?.status).toBe(200);
  return created?.policy.id ?? '';
}

const claim = (policyId: string, change: Record<string, unknown> = {}) => ({
  policyId,
  incidentDateTime: '2025-06-01T10:00:00.000Z',
  reportDateTime: '2025-06-02T09:00:00.000Z',
  claimStatus: 'new',
  itemPurchaseStatus: 'used',
  itemPurchaseEvidence: 'yes',
  location: 'Barcelona, Spain',
  estimatedValue: 800,
  description: 'My suitcase was stolen from the hotel lobby. I reported it to the police the same day.',
  ...change,
});

describe('item coverage', () => {
  it('works out travel sub-covers from the documents, each with its page and words, and keeps it', async () => {
    const user = await givenASignedInUser(urls);
    const policyId = await givenAPolicy(user, 'travel');
    const res = await apiCall(appUrl, user, 'POST', '/api/coverage/travel', { policyId });
    expect(res.status).toBe(200);
    const coverage = (await res.json()) as {
      amount: number;
      currency: string;
      subCoverages: Record<
        string,
        { amount: number | null; citation: { page: number; quote: string; fileId: string } | null }
      >;
    };
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

describe('claim assessment', () => {
  it('assesses a claim against the policy, saves it and lists it newest first', async () => {
    const user = await givenASignedInUser(urls, { country: 'GB' });
    const policyId = await givenAPolicy(user, 'travel');
    const res = await apiCall(appUrl, user, 'POST', '/api/assessments', claim(policyId));
    expect(res.status).toBe(201);
    const first = (await res.json()) as Record<string, unknown>;
    expect(first).toMatchObject({
      verdict: 'likely_covered',
      status: 'completed',
      policyName: 'Annual travel',
      tokensUsed: 0,
    });
    expect(first.limit).toMatchObject({ amount: 2000, currency: 'GBP' });
    expect(first.excess).toMatchObject({ amount: 75 });
    expect(first.estimatedPayout).toBe(725);
    expect(String(first.result)).toContain('Verdict: Likely covered');
    expect(String(first.result)).toContain('Financial Ombudsman Service');

    const unattended = await apiCall(
      appUrl,
      user,
      'POST',
      '/api/assessments',
      claim(policyId, {
        description: 'I left my bag unattended on a beach in Spain while swimming and it was taken.',
      }),
    );
    const second = (await unattended.json()) as {
      verdict: string;
      citations: { quote: string; page: number }[];
    };
    expect(second.verdict).toBe('likely_not_covered');
    expect(second.citations.some((c) => c.quote.includes('unattended') && c.page === 2)).toBe(true);
    const firstChecks = first.checks as { citation?: { fileId: string } }[];
    expect(firstChecks.filter((c) => c.citation).every((c) => typeof c.citation?.fileId === 'string')).toBe(
      true,
    );

    const late = await apiCall(
      appUrl,
      user,
      'POST',
      '/api/assessments',
      claim(policyId, {
        incidentDateTime: '2026-03-01T10:00:00.000Z',
        reportDateTime: '2026-03-02T10:00:00.000Z',
      }),
    );
    expect(((await late.json()) as { verdict: string }).verdict).toBe('likely_not_covered');

    const history = (await (await apiCall(appUrl, user, 'GET', '/api/assessments')).json()) as {
      assessments: { id: string }[];
    };
    expect(history.assessments).toHaveLength(3);
    expect(history.assessments[2]?.id).toBe(first.id);
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
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: message });
    }
    const history = (await (await apiCall(appUrl, user, 'GET', '/api/assessments')).json()) as {
      assessments: unknown[];
    };
    expect(history.assessments).toEqual([]);
  });

  it("never assesses against another user's policy", async () => {
    const owner = await givenASignedInUser(urls);
    const other = await givenASignedInUser(urls);
    const policyId = await givenAPolicy(owner, 'home');
    expect((await apiCall(appUrl, other, 'POST', '/api/assessments', claim(policyId))).status).toBe(404);
  });
});

describe('comparing policies', () => {
  it('works out cover without keeping it when asked (keep: false)', async () => {
    const user = await givenASignedInUser(urls);
    const first = await givenAPolicy(user, 'travel');
    const second = await givenAPolicy(user, 'travel');
    await apiCall(appUrl, user, 'POST', '/api/coverage/travel', { policyId: first });
    const preview = await apiCall(appUrl, user, 'POST', '/api/coverage/travel', {
      policyId: second,
      keep: false,
    });
    expect(((await preview.json()) as { sourcePolicyId: string }).sourcePolicyId).toBe(second);
    const stored = (await (await apiCall(appUrl, user, 'GET', '/api/coverage')).json()) as {
      coverage: { sourcePolicyId: string }[];
    };
    expect(stored.coverage.map((c) => c.sourcePolicyId)).toEqual([first]);
  });
});
