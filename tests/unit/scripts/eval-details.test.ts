import { describe, expect, it } from 'vitest';
import { comparable, detailsTable, evaluateDetails, matches } from '#scripts/eval-details';

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

  it('prints every document, or only those with a miss, then the score per field', async () => {
    const score = await evaluateDetails('corpus', async (doc) => ({ file: doc, pages: [] }));
    const missed = new Set(score.rows.filter((r) => !r.correct).map((r) => r.doc)).size;
    const docs = new Set(score.rows.map((r) => r.doc)).size;
    expect(detailsTable(score).split('\n')).toHaveLength(docs + 2);
    expect(detailsTable(score, false).split('\n')).toHaveLength(missed + 2);
    expect(detailsTable(score)).toContain(`details: ${score.correct}/${score.fields} fields right`);
  });
});
