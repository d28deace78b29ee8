import { describe, expect, it } from 'vitest';
import type { CoverageView, SubCoverageView } from '#web/features/coverage/api/get-coverage';
import {
  type CompareColumn,
  compareOrder,
  compareRows,
  covers,
  HEADLINE_ROW,
  policiesForItem,
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
