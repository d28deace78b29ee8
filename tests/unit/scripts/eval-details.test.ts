import { describe, expect, it } from 'vitest';
import { comparable, evaluateDetails, matches } from '../../../scripts/eval-details';

describe('policy details scoring', () => {
  it('compares names regardless of case, punctuation and how the legal form is written', () => {
    expect(matches('Example General Insurance Company Limited', 'EXAMPLE General Insurance Co. Ltd.')).toBe(
      true,
    );
    expect(matches(['Safe Trip', 'Tailspin Safe Trip'], 'tailspin safe-trip')).toBe(true);
    expect(matches('Example Insurance Limited', 'Example Services Limited')).toBe(false);
    expect(comparable('Northwind Pty. Ltd')).toBe(comparable('Northwind Proprietary Limited'));
  });

  it('counts an empty field right only where the document states nothing', () => {
    expect(matches(null, null)).toBe(true);
    expect(matches(null, 'Gold')).toBe(false);
    expect(matches('Gold', null)).toBe(false);
  });

  it('scores every field of every document in the evaluation data', async () => {
    const score = await evaluateDetails('corpus', async (doc) => ({ file: doc, pages: [] }));
    const stated = score.rows.filter((r) => r.expected !== null).length;
    expect(score.fields).toBe(score.rows.length);
    expect(score.correct).toBe(score.fields - stated);
    expect(score.wrongType).toBe(0);
    expect(new Set(score.rows.map((r) => r.field)).size).toBe(6);
  });
});
