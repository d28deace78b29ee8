import { beforeAll, describe, expect, it } from 'vitest';
import { limitForPlan } from '#functions/analysis/decide/coverage/plan-limit';
import { groundClaim } from '#functions/analysis/decide/grounding';
import { localAnalyzer } from '#functions/analysis/decide/local-analyzer';
import { readPdf } from '#functions/analysis/read/pdf-text';
import type { ClaimFacts, PolicyDocument } from '#functions/analysis/understand/types';
import { benefitTablePdf } from '#tests/fixtures/benefit-tables';

let documents: PolicyDocument[];

beforeAll(async () => {
  const text = await readPdf(benefitTablePdf(), 'wording.pdf');
  documents = [{ file: 'wording.pdf', pages: text.pages, layout: text.layout }];
});

const CANCELLED: ClaimFacts = {
  itemType: 'travel',
  incidentDateTime: '2025-06-10T10:00:00Z',
  reportDateTime: '2025-06-11T09:00:00Z',
  policyStartDate: '2025-01-15',
  policyEndDate: '2026-01-14',
  claimStatus: 'new',
  itemPurchaseStatus: 'not_applicable',
  itemPurchaseEvidence: 'not_applicable',
  location: 'Paris, France',
  estimatedValue: 20_000,
  description:
    'I had to cancel my holiday because I was admitted to hospital with appendicitis before departure.',
  country: 'GB',
  answers: {},
};

async function assess(plan: string | null) {
  const facts = { ...CANCELLED, plan };
  return groundClaim(documents, await localAnalyzer.assessClaim(documents, facts), facts.estimatedValue);
}

describe('a claim’s limit on a table with one column per plan', () => {
  it('is the held plan’s figure from its own column, cited to the row', async () => {
    const figures = [];
    for (const plan of [null, 'Bronze', 'Silver', 'gold plan']) {
      const result = await assess(plan);
      expect(result.verdict).toBe('likely_covered');
      expect(result.limit?.citation).toMatchObject({ file: 'wording.pdf', page: 1 });
      expect(result.limit?.citation?.quote).toContain('£1,000 £3,000 £5,000');
      figures.push([result.limit?.amount, result.estimatedPayout]);
    }
    // Not said which plan: the first plan's figure, as the coverage gives it.
    expect(figures).toEqual([
      [1000, 1000],
      [1000, 1000],
      [3000, 3000],
      [5000, 5000],
    ]);
  });

  it('keeps a figure that is the same for every plan, and a plan no column names changes nothing', () => {
    const citation = {
      file: 'wording.pdf',
      page: 1,
      quote: '2 Cancelling or cutting short £1,000 £3,000 £5,000',
    };
    const limit = { amount: 1000, currency: 'GBP', citation };
    expect(limitForPlan(documents, limit, 'Platinum')).toBeUndefined();
    expect(limitForPlan(documents, limit, null)).toBeUndefined();
    expect(limitForPlan(documents, limit, 'Gold')).toMatchObject({ amount: 5000 });
    // A limit read from prose, not from a plan's column, stands.
    const prose = {
      amount: 75,
      currency: 'GBP',
      citation: { ...citation, quote: 'The first £75 of every claim' },
    };
    expect(limitForPlan(documents, prose, 'Gold')).toBeUndefined();
  });

  it('gives no limit where the held plan’s cell gives nothing', () => {
    const citation = {
      file: 'wording.pdf',
      page: 1,
      quote: '6 Personal liability to others Not covered £1,000,000 £2,000,000',
    };
    const limit = { amount: 1_000_000, currency: 'GBP', citation };
    expect(limitForPlan(documents, limit, 'Bronze')).toBeNull();
    expect(limitForPlan(documents, limit, 'Silver')).toBeUndefined();
    expect(limitForPlan(documents, limit, 'Gold')).toMatchObject({ amount: 2_000_000 });
  });
});
