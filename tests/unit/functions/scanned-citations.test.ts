import { describe, expect, it } from 'vitest';
import { withFileIds } from '#functions/analysis/understand/policy-documents';
import { coverageFromItem, coverageToItem } from '#functions/data/coverage-store';
import { storedFile } from '#tests/steps/policies';

const files = [storedFile('user-1', 'policy-1', 'schedule.pdf', { id: 'file-1' })];

describe('citations of pages read from a scan', () => {
  const citations = [
    { file: 'schedule.pdf', page: 1, quote: 'Excess £100' },
    { file: 'schedule.pdf', page: 2, quote: 'Worldwide cover' },
  ];

  it('are marked, with their file id, where the document says the page was read by OCR', () => {
    const stored = withFileIds(files, citations, [{ file: 'schedule.pdf', ocrPages: [2] }]);
    expect(stored).toEqual([
      { ...citations[0], fileId: 'file-1' },
      { ...citations[1], fileId: 'file-1', fromScan: true },
    ]);
    expect(withFileIds(files, citations).some((c) => 'fromScan' in c)).toBe(false);
  });

  it('keep the mark when the coverage they back is stored and read back', () => {
    const [amount] = withFileIds(files, citations.slice(1), [{ file: 'schedule.pdf', ocrPages: [2] }]);
    const view = {
      itemType: 'travel' as const,
      storedItemType: 'Travel',
      currency: 'GBP',
      amount: 1000,
      amountCitation: amount ?? null,
      status: 'covered' as const,
      plans: [],
      plan: null,
      subCoverages: {},
      citations: amount ? [amount] : [],
      terms: [],
      sourcePolicyId: 'policy-1',
      sourcePolicyName: 'Travel',
      updatedAt: '2026-11-24T00:00:00.000Z',
    };
    const back = coverageFromItem(coverageToItem({ sub: 'user-1', view, tokensUsed: 0 }));
    expect(back.view.amountCitation).toMatchObject({ page: 2, fromScan: true });
  });
});
