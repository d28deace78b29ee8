import { describe, expect, it } from 'vitest';
import { coverageJobFromItem } from '#functions/data/coverage-job-store';
import { coverageFromItem } from '#functions/data/coverage-store';
import { keys } from '#functions/data/keys';

/**
 * Coverage kept before covers had a status for the item as a whole and for each plan: read back,
 * the item's status comes from what was kept (a figure or a covered sub-cover says covered), and
 * plans and sub-covers keep what they had.
 */
const citation = { file: 'policy.pdf', page: 1, quote: 'Baggage up to £1,500', fileId: 'file-1' };

function olderView(amount: number | null, baggage: string) {
  return {
    itemType: 'travel',
    storedItemType: 'Travel',
    currency: 'GBP',
    amount,
    amountCitation: amount === null ? null : citation,
    plans: [{ name: 'Gold', amount }],
    subCoverages: {
      lost_baggage: { amount: null, currency: 'GBP', status: baggage, tiers: [], citation: null },
    },
    citations: [],
    sourcePolicyId: 'policy-1',
    sourcePolicyName: 'Travel',
    updatedAt: '2025-05-01T00:00:00.000Z',
  };
}

describe('coverage kept before it had a status', () => {
  it('reads the item as covered where it kept a figure or a covered sub-cover', () => {
    const withFigure = { ...keys.coverage('user-1', 'travel'), ...olderView(2000, 'not_stated') };
    expect(coverageFromItem(withFigure).view.status).toBe('covered');
    const coveredSub = { ...keys.coverage('user-1', 'travel'), ...olderView(null, 'covered') };
    expect(coverageFromItem(coveredSub).view.status).toBe('covered');
  });

  it('reads the item as not stated where it kept nothing that says so, and an unknown status as not stated', () => {
    const nothing = coverageFromItem({
      ...keys.coverage('user-1', 'travel'),
      ...olderView(null, 'not_stated'),
    });
    expect(nothing.view.status).toBe('not_stated');
    expect(nothing.view.plans).toEqual([{ name: 'Gold', amount: null }]);
    const odd = coverageFromItem({ ...keys.coverage('user-1', 'travel'), ...olderView(null, 'maybe') });
    expect(odd.view.subCoverages.lost_baggage?.status).toBe('not_stated');
  });

  it('keeps the status it was given', () => {
    const kept = { ...keys.coverage('user-1', 'travel'), ...olderView(null, 'optional'), status: 'optional' };
    expect(coverageFromItem(kept).view).toMatchObject({
      status: 'optional',
      subCoverages: { lost_baggage: { status: 'optional' } },
    });
  });

  it('reads a settled calculation kept before, with the item’s status filled in', () => {
    const job = coverageJobFromItem({
      ...keys.coverageJob('user-1', 'job-1'),
      itemType: 'travel',
      policyId: 'policy-1',
      keep: true,
      status: 'done',
      createdAt: '2025-05-01T00:00:00.000Z',
      coverage: olderView(2000, 'covered'),
      error: null,
    });
    expect(job.coverage?.status).toBe('covered');
  });
});
