import { describe, expect, it } from 'vitest';
import type { PolicyTermView } from '#domain/schemas/coverage-job';
import type { CoverageView, SubCoverageView } from '#web/features/coverage/api/get-coverage';
import {
  type CompareColumn,
  compareFindings,
  compareOrder,
  compareRows,
  covers,
  findingSentences,
  HEADLINE_ROW,
  planRow,
  policiesForItem,
  termRows,
} from '#web/features/coverage/compare';
import { ITEM_CARDS, noPoliciesMessage } from '#web/features/coverage/item-cards';

const travelCard = ITEM_CARDS.find((c) => c.itemType === 'travel');
if (!travelCard) throw new Error('no travel card');

function sub(amount: number | null, status: SubCoverageView['status'] = 'covered'): SubCoverageView {
  return { amount, currency: 'GBP', status, tiers: [], citation: null };
}

function travelCoverage(
  policyId: string,
  amount: number | null,
  subs: Record<string, SubCoverageView>,
): CoverageView {
  return {
    itemType: 'travel',
    storedItemType: 'travel',
    currency: 'GBP',
    amount,
    amountCitation: null,
    status: amount !== null && amount > 0 ? 'covered' : 'not_stated',
    subCoverages: subs,
    citations: [],
    sourcePolicyId: policyId,
    sourcePolicyName: policyId,
    updatedAt: '2025-06-10T10:00:00.000Z',
  };
}

describe('policies on each card', () => {
  const policies = [
    { id: 'p1', insuranceTypeName: 'Travel' },
    { id: 'p2', insuranceTypeName: 'Home & Property' },
    { id: 'p3', insuranceTypeName: 'Mobile Phone & Electronics' },
    { id: 'p4', insuranceTypeName: 'Health & Medical' },
    { id: 'p5', insuranceTypeName: 'Annual Trip Cover' },
    { id: 'p6', insuranceTypeName: 'Car' },
  ];

  it("match the item's keywords in the insurance type's name", () => {
    expect(policiesForItem(policies, 'travel').map((p) => p.id)).toEqual(['p1', 'p5']);
    expect(policiesForItem(policies, 'home').map((p) => p.id)).toEqual(['p2']);
    expect(policiesForItem(policies, 'smartphone').map((p) => p.id)).toEqual(['p3']);
    expect(policiesForItem(policies, 'health').map((p) => p.id)).toEqual(['p4']);
  });

  it('say so in the type word when there are none', () => {
    const smartphone = ITEM_CARDS.find((c) => c.itemType === 'smartphone');
    expect(smartphone && noPoliciesMessage(smartphone)).toBe('No smartphone insurance policies found');
    expect(noPoliciesMessage(travelCard)).toBe('No travel insurance policies found');
  });

  it('are the four cards of the spec, with their sub-cover keys', () => {
    expect(ITEM_CARDS.map((c) => c.title)).toEqual([
      'Smartphone',
      'Home Insurance',
      'Health Insurance',
      'Travel Insurance',
    ]);
    expect(travelCard.subCovers.map((s) => s.key)).toEqual([
      'medical_expenses',
      'trip_cancellation',
      'lost_baggage',
      'emergency_evacuation',
      'travel_delay',
      'personal_liability',
    ]);
  });
});

describe('whether a policy covers something', () => {
  it('is yes when the document says so or gives a limit above zero', () => {
    expect(covers({ amount: null, status: 'covered' })).toBe(true);
    expect(covers({ amount: 500, status: 'not_stated' })).toBe(true);
  });

  it('is no when the document excludes it, whatever the figure', () => {
    expect(covers({ amount: 500, status: 'not_covered' })).toBe(false);
    expect(covers({ amount: 0, status: 'not_stated' })).toBe(false);
    expect(covers({ amount: null, status: 'not_stated' })).toBe(false);
  });

  it('is no for a cover given only with an add-on or a higher plan, whatever its figure', () => {
    expect(covers({ amount: 500, status: 'optional' })).toBe(false);
    expect(covers({ amount: null, status: 'optional' })).toBe(false);
  });

  it('reads the item’s own status for the headline row, and counts an optional gap as stated', () => {
    const optional = travelCoverage('c', null, { lost_baggage: sub(null, 'optional') });
    const rows = compareRows(travelCard, [
      { policyId: 'c', policyName: 'Add-on', coverage: { ...optional, status: 'optional' } },
    ]);
    expect(rows[0]?.cells[0]).toMatchObject({ status: 'optional', covers: false });
    expect(compareFindings(rows).notCovered).toContain('Lost baggage');
  });
});

describe('comparing policies', () => {
  const columns: CompareColumn[] = [
    {
      policyId: 'a',
      policyName: 'Annual',
      coverage: travelCoverage('a', 10_000_000, {
        medical_expenses: sub(10_000_000),
        lost_baggage: sub(2000),
        travel_delay: sub(null, 'not_covered'),
        personal_liability: sub(null, 'not_stated'),
      }),
    },
    {
      policyId: 'b',
      policyName: 'Card cover',
      coverage: travelCoverage('b', null, {
        medical_expenses: sub(5_000_000),
        lost_baggage: sub(null, 'not_covered'),
        travel_delay: sub(100),
      }),
    },
  ];

  it('puts the limits side by side, headline first, one row per sub-cover', () => {
    const rows = compareRows(travelCard, columns);
    expect(rows.map((r) => r.key)).toEqual([HEADLINE_ROW, ...travelCard.subCovers.map((s) => s.key)]);
    const medical = rows.find((r) => r.key === 'medical_expenses');
    expect(medical?.cells.map((c) => c.amount)).toEqual([10_000_000, 5_000_000]);
    expect(medical?.label).toBe('Medical expenses');
  });

  it('marks an overlap only where more than one policy covers the same thing', () => {
    const rows = compareRows(travelCard, columns);
    const overlaps = rows.filter((r) => r.overlap).map((r) => r.key);
    expect(overlaps).toEqual(['medical_expenses']);
  });

  it('treats a sub-cover a policy does not mention as not covered by it', () => {
    const rows = compareRows(travelCard, columns);
    const cancellation = rows.find((r) => r.key === 'trip_cancellation');
    expect(cancellation?.cells.every((c) => !c.covers && c.amount === null)).toBe(true);
  });

  it('counts the headline limit as an overlap when both state one', () => {
    const both = columns.map((c, i) => ({
      ...c,
      coverage: c.coverage && { ...c.coverage, amount: i === 0 ? 1000 : 2000 },
    }));
    expect(compareRows(travelCard, both)[0]?.overlap).toBe(true);
    expect(compareRows(travelCard, columns)[0]?.overlap).toBe(false);
  });

  it('has a single row for the smartphone card', () => {
    const phone = ITEM_CARDS.find((c) => c.itemType === 'smartphone');
    if (!phone) throw new Error('no smartphone card');
    expect(compareRows(phone, columns).map((r) => r.key)).toEqual([HEADLINE_ROW]);
  });
});

describe('the order policies are worked out in', () => {
  it('leaves the policy the card shows until last, so the card still shows it', () => {
    expect(compareOrder(['a', 'b', 'c'], 'a')).toEqual(['b', 'c', 'a']);
    expect(compareOrder(['a', 'b', 'c'], 'c')).toEqual(['a', 'b', 'c']);
  });

  it('keeps the listed order when the card shows none of them', () => {
    expect(compareOrder(['a', 'b'], undefined)).toEqual(['a', 'b']);
    expect(compareOrder(['a', 'b'], 'gone')).toEqual(['a', 'b']);
  });
});

describe('what a comparison finds, in plain words', () => {
  function column(policyId: string, subs: Record<string, SubCoverageView>, amount: number | null = null) {
    return { policyId, policyName: policyId, coverage: travelCoverage(policyId, amount, subs) };
  }

  it('says there is nothing to compare when no document states anything, not that nothing overlaps', () => {
    const empty = [column('a', {}), column('b', {}), column('c', {})];
    const findings = compareFindings(compareRows(travelCard, empty));
    expect(findings.nothingStated).toBe(true);
    const [sentence] = findingSentences(findings, 'travel');
    expect(sentence).toContain('None of these documents states a limit for your travel');
    expect(sentence).not.toContain('No overlaps');
  });

  it('names overlaps, gaps no policy covers and covers no policy speaks of', () => {
    const rows = compareRows(travelCard, [
      column('a', { medical_expenses: sub(1000), lost_baggage: sub(null, 'not_covered') }),
      column('b', { medical_expenses: sub(2000) }),
    ]);
    const findings = compareFindings(rows);
    expect(findings.overlaps).toEqual(['Medical expenses']);
    expect(findings.notCovered).toEqual(['Lost baggage']);
    expect(findings.unstated).toContain('Trip cancellation');
    const sentences = findingSentences(findings, 'travel');
    expect(sentences[0]).toBe(
      'Covered by more than one of these policies: medical expenses. You may be paying twice for the same risk.',
    );
    expect(sentences[1]).toBe('A gap: none of these policies covers lost baggage.');
    expect(sentences[2]).toMatch(
      /^None of these policies says whether it covers trip cancellation, .* and personal liability\./,
    );
  });

  it('marks the rows where the policies say different things', () => {
    const rows = compareRows(travelCard, [
      column('a', { medical_expenses: sub(1000), travel_delay: sub(100) }),
      column('b', { medical_expenses: sub(2000), travel_delay: sub(100) }),
    ]);
    expect(rows.find((r) => r.key === 'medical_expenses')?.differs).toBe(true);
    expect(rows.find((r) => r.key === 'travel_delay')?.differs).toBe(false);
  });
});

describe('the terms and plans side by side', () => {
  const citation = { file: 'wording.pdf', fileId: 'f1', page: 3, quote: 'Tell us within 30 days.' };
  const term = (key: PolicyTermView['key'], summary: string): PolicyTermView => ({ key, summary, citation });
  const withTerms = (policyId: string, terms: PolicyTermView[], plan: string | null): CompareColumn => ({
    policyId,
    policyName: policyId,
    plan,
    coverage: { ...travelCoverage(policyId, null, {}), terms },
  });

  it("puts each policy's statement of a term in its row, and marks where they differ", () => {
    const rows = termRows([
      withTerms('a', [term('notice', 'Within 30 days'), term('territory', 'Worldwide')], 'Gold'),
      withTerms('b', [term('notice', 'Within 30 days')], 'Silver'),
    ]);
    expect(rows.map((r) => r.key)).toEqual(['excess', 'waiting-period', 'notice', 'unattended', 'territory']);
    const notice = rows.find((r) => r.key === 'notice');
    expect(notice?.cells.map((c) => c.term?.summary)).toEqual(['Within 30 days', 'Within 30 days']);
    expect(notice?.differs).toBe(false);
    const territory = rows.find((r) => r.key === 'territory');
    expect(territory?.cells.map((c) => c.term?.summary ?? null)).toEqual(['Worldwide', null]);
    expect(territory?.differs).toBe(true);
  });

  it('shows the plan each policy is held on', () => {
    const plans = planRow([withTerms('a', [], 'Gold'), withTerms('b', [], null)]);
    expect(plans.cells.map((c) => c.plan)).toEqual(['Gold', null]);
    expect(plans.differs).toBe(true);
  });
});
