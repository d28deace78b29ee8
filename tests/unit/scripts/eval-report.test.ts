import { describe, expect, it } from 'vitest';
import { mergeAlternatives } from '#scripts/eval-report';

const row = (acceptable: number[], correct: boolean, key = 'amount') => ({
  doc: 'docs/health.pdf',
  itemType: 'health',
  key,
  acceptable,
  got: 3_750_000,
  correct,
  statusCorrect: true as boolean | null,
});

describe('coverage truth entries that are alternatives', () => {
  it('counts one entry, right when the answer matches either', () => {
    const rows = mergeAlternatives([row([3_750_000], true), row([100_000, 150_000], false)]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.correct).toBe(true);
    expect(rows[0]?.acceptable).toEqual([3_750_000, 100_000, 150_000]);
  });

  it('stays wrong when neither matches, and keeps other keys apart', () => {
    const rows = mergeAlternatives([row([1], false), row([2], false), row([3], true, 'outpatient')]);
    expect(rows.map((r) => [r.key, r.correct])).toEqual([
      ['amount', false],
      ['outpatient', true],
    ]);
  });
});
