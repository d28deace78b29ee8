import { describe, expect, it } from 'vitest';
import type { CoverageView, SubCoverageView } from '#web/features/coverage/api/get-coverage';
import {
  type CompareColumn,
  compareRows,
  comparisonSummary,
  leftOutOf,
  otherPolicies,
  policiesLeftOut,
  whyNotComparable,
} from '#web/features/coverage/compare';
import { ITEM_CARDS } from '#web/features/coverage/item-cards';

const homeCard = ITEM_CARDS.find((c) => c.itemType === 'home');
if (!homeCard) throw new Error('no home card');

const floodQuote = { file: 'home-ipid.pdf', fileId: 'f1', page: 2, quote: 'Storm or flood ✓' };

function sub(status: SubCoverageView['status'], extra: Partial<SubCoverageView> = {}): SubCoverageView {
  return { amount: null, currency: 'GBP', status, tiers: [], citation: null, ...extra };
}

function coverage(subs: Record<string, SubCoverageView>, amount: number | null = null): CoverageView {
  return {
    itemType: 'home',
    storedItemType: 'home',
    currency: 'GBP',
    amount,
    amountCitation: null,
    status: amount === null ? 'not_stated' : 'covered',
    subCoverages: subs,
    citations: [],
    sourcePolicyId: 'x',
    sourcePolicyName: 'x',
    updatedAt: '2026-01-10T10:00:00.000Z',
  };
}

const column = (policyName: string, view: CoverageView | null, extra: Partial<CompareColumn> = {}) => ({
  policyId: policyName.toLowerCase().replace(/\s+/g, '-'),
  policyName,
  coverage: view,
  ...extra,
});

describe('the weather and flooding row, from the cover each policy was worked out to give', () => {
  const adapt = column(
    'Adapt home',
    coverage({ weather_flooding: sub('covered', { citation: floodQuote }) }, 500_000),
  );
  const travel = column('Annual travel', coverage({}));

  it('shows a policy whose cover says flood is covered as covering it, with its citation', () => {
    const row = compareRows(homeCard, [adapt, travel]).find((r) => r.key === 'weather_flooding');
    expect(row?.cells[0]).toMatchObject({ covers: true, status: 'covered', citation: floodQuote });
    expect(row?.cells[1]).toMatchObject({ covers: false, status: 'not_stated' });
    const summary = comparisonSummary(homeCard, [adapt, travel]).join(' ');
    expect(summary).not.toContain('weather and flooding');
  });

  it('says no policy says whether it covers it only when every policy is silent on it', () => {
    const silent = column('Coverall home', coverage({ theft_burglary: sub('covered') }, 300_000));
    const summary = comparisonSummary(homeCard, [silent, travel]).join(' ');
    expect(summary).toMatch(/None of these policies says whether it covers [a-z, ]*weather and flooding\./);
  });

  it('reads the status of the plan held, as the card does', () => {
    const planned = sub('optional', {
      plans: [
        { name: 'Standard', amount: null, status: 'not_covered' },
        { name: 'Premier', amount: null, status: 'covered' },
      ],
      citation: floodQuote,
    });
    const held = column('Premier home', coverage({ weather_flooding: planned }, 1), { plan: 'Premier' });
    const row = compareRows(homeCard, [held, travel]).find((r) => r.key === 'weather_flooding');
    expect(row?.cells[0]).toMatchObject({ covers: true, status: 'covered', citation: floodQuote });
  });
});

describe('policies a comparison leaves out', () => {
  const ready = [
    { id: 'h1', name: 'Adapt home', insuranceTypeName: 'Home & Property', status: 'ready' },
    { id: 't1', name: 'Annual travel', insuranceTypeName: 'Travel', status: 'ready' },
  ];
  const notReady = [
    { id: 'h2', name: 'Old home', insuranceTypeName: 'Home & Property', status: 'failed' },
    { id: 'm1', name: 'Phone cover', insuranceTypeName: 'Mobile Phone & Electronics', status: 'processing' },
  ];

  it('says why a policy cannot be compared, and nothing for one that can', () => {
    expect(whyNotComparable({ status: 'ready' })).toBeNull();
    expect(whyNotComparable({ status: 'processing' })).toBe('its documents are still being read');
    expect(whyNotComparable({ status: 'failed' })).toBe('its documents could not be read');
    expect(whyNotComparable({ status: 'failed', failure: 'b.pdf is not a PDF.' })).toBe(
      'its documents could not be read: b.pdf is not a PDF',
    );
    expect(otherPolicies(ready, 'home').map((p) => p.id)).toEqual(['t1']);
  });

  it("names the item's own policies not ready, and every one not ready once all are chosen", () => {
    const some = policiesLeftOut(notReady, 'home', ready, new Set(['h1']));
    expect(some.map((p) => p.policyName)).toEqual(['Old home']);
    const all = policiesLeftOut(notReady, 'home', ready, new Set(['h1', 't1']));
    expect(all.map((p) => `${p.policyName}: ${p.why}`)).toEqual([
      'Old home: its documents could not be read',
      'Phone cover: its documents are still being read',
    ]);
  });

  it('names a policy whose cover could not be worked out, with the reason given', () => {
    const failed = column('Coverall home', null, { error: 'Failed to calculate coverage' });
    expect(leftOutOf([failed])).toEqual([
      {
        policyId: 'coverall-home',
        policyName: 'Coverall home',
        why: 'its cover could not be worked out: Failed to calculate coverage',
      },
    ]);
  });
});

describe('what a comparison that left policies out says', () => {
  const adapt = column('Adapt home', coverage({ theft_burglary: sub('covered') }, 500_000));
  const travel = column('Annual travel', coverage({}));
  const failed = column('Coverall home', null, { error: 'Failed to calculate coverage.' });
  const notReady = [{ policyId: 'm1', policyName: 'Phone cover', why: 'its documents are still being read' }];

  it('names each policy left out with why, before anything it finds', () => {
    const [first] = comparisonSummary(homeCard, [adapt, travel, failed], notReady);
    expect(first).toBe(
      'Left out of this comparison: Phone cover (its documents are still being read) and Coverall home (its cover could not be worked out: Failed to calculate coverage). What they cover is not known here, and nothing below counts them.',
    );
  });

  it('never says "No overlaps" of these policies when some were left out', () => {
    const summary = comparisonSummary(homeCard, [adapt, travel, failed], notReady);
    expect(summary.some((s) => s.startsWith('No overlaps:'))).toBe(false);
    expect(summary).toContain(
      'No overlaps among the policies compared: no two of them cover the same thing.',
    );
    expect(summary.join(' ')).not.toContain('these policies');
    expect(summary.join(' ')).toContain('None of the policies compared says whether it covers');
  });

  it('says a compared policy that states nothing of the item is not known, rather than that it covers nothing', () => {
    const summary = comparisonSummary(homeCard, [adapt, travel]);
    expect(summary).toContain('Not known: Annual travel says nothing about cover for your home.');
    expect(summary[0]).toBe('No overlaps: no two of these policies cover the same thing.');
  });

  it('names the policy left out even when only one is left to show', () => {
    expect(comparisonSummary(homeCard, [adapt, failed])).toEqual([
      'Left out of this comparison: Coverall home (its cover could not be worked out: Failed to calculate coverage). What it covers is not known here, and nothing below counts it.',
    ]);
  });
});
