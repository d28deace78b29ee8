import { describe, expect, it } from 'vitest';
import type { CoverageView } from '#web/features/coverage/api/get-coverage';
import { figureForPlan, planNames, plansText } from '#web/features/coverage/plan-figures';

const plans = (bronze: number | null, silver: number | null) => [
  { name: 'Bronze', amount: bronze },
  { name: 'Silver', amount: silver },
];

const coverage = {
  itemType: 'travel',
  amount: 1000,
  plans: plans(1000, 5000),
  subCoverages: {
    travel_delay: { amount: 100, currency: 'GBP', status: 'covered', tiers: [], plans: plans(null, 100) },
    lost_baggage: { amount: 500, currency: 'GBP', status: 'covered', tiers: [], citation: null },
  },
} as unknown as CoverageView;

describe('figures for the plan the user holds', () => {
  it('names the plans of the headline and the sub-covers once each, in order', () => {
    expect(planNames(coverage)).toEqual(['Bronze', 'Silver']);
    expect(planNames(undefined)).toEqual([]);
    expect(planNames({ ...coverage, plans: undefined, subCoverages: {} })).toEqual([]);
  });

  it('shows the stored figure, its status and every plan’s figure by name until a plan is chosen', () => {
    expect(figureForPlan(coverage.subCoverages.travel_delay, null)).toEqual({
      amount: 100,
      status: 'covered',
      tiers: undefined,
      plans: plans(null, 100),
    });
    expect(plansText(plans(null, 100), (n) => `£${n}`)).toBe('Bronze no figure · Silver £100');
    const nil = [
      { name: 'Bronze', amount: null, status: 'not_covered' as const },
      { name: 'Silver', amount: 100, status: 'covered' as const },
    ];
    expect(plansText(nil, (n) => `£${n}`)).toBe('Bronze not covered · Silver £100');
  });

  it('shows the chosen plan’s figure and the status of its own cell', () => {
    const nil = [
      { name: 'Bronze', amount: null, status: 'not_covered' as const },
      { name: 'Silver', amount: 100, status: 'covered' as const },
    ];
    const delay = { amount: 100, status: 'optional', plans: nil };
    expect(figureForPlan(delay, 'Bronze')).toEqual({ amount: null, status: 'not_covered', tiers: undefined });
    expect(figureForPlan(delay, 'Silver')).toEqual({ amount: 100, status: 'covered', tiers: undefined });
    // Until a plan is chosen, the cover some plans give and one refuses is optional.
    expect(figureForPlan(delay, null).status).toBe('optional');
  });

  it('shows the chosen plan’s figure, and no status where an older answer kept none for that plan', () => {
    expect(figureForPlan({ amount: 1000, plans: coverage.plans }, 'Silver').amount).toBe(5000);
    expect(figureForPlan(coverage.subCoverages.travel_delay, 'Bronze')).toEqual({
      amount: null,
      status: undefined,
      tiers: undefined,
    });
  });

  it('keeps the stored figure where the row has no plans', () => {
    expect(figureForPlan(coverage.subCoverages.lost_baggage, 'Silver').amount).toBe(500);
  });
});
