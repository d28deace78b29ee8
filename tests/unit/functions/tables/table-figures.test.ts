import { describe, expect, it } from 'vitest';
import { figureOf } from '#functions/analysis/understand/table-figures';

describe('a benefit table cell read as a figure', () => {
  it.each([
    ['£2,000', 2000, 'GBP'],
    ['S$1,000', 1000, 'SGD'],
    ['$500*', 500, null],
    ['£750 †', 750, 'GBP'],
    ['£250 (a)', 250, 'GBP'],
    ['Up to £5,000', 5000, 'GBP'],
    ['AUD 10,000', 10000, 'AUD'],
  ])('%s is an amount of %d', (cell, amount, currency) => {
    expect(figureOf(cell)).toMatchObject({ kind: 'amount', amount, currency });
  });

  it('takes the total as the figure and the per-item amount as its sub-limit', () => {
    expect(figureOf('up to £250 per item, £2,000 in total')).toMatchObject({ amount: 2000, subLimit: 250 });
    expect(figureOf('£2,000 in total, £250 per item')).toMatchObject({ amount: 2000, subLimit: 250 });
  });

  it('takes the per person figure over the per policy one', () => {
    expect(figureOf('£5,000 per person / £10,000 per policy')).toMatchObject({ amount: 5000 });
  });

  it.each(['Nil', 'Not covered', 'N/A', 'n.a.', '-', '–', 'Not applicable', 'None'])('%s is nil', (cell) => {
    expect(figureOf(cell)).toMatchObject({ kind: 'nil', amount: null });
  });

  it.each(['Covered', 'Included', 'Unlimited', 'Up to sum insured', 'Up to Buildings sum insured'])(
    '%s is cover with no figure',
    (cell) => expect(figureOf(cell)).toMatchObject({ kind: 'covered', amount: null }),
  );

  it.each(['See your schedule', 'Shown in your policy schedule', 'As stated in the certificate'])(
    '%s leaves the figure to another document',
    (cell) => expect(figureOf(cell)).toMatchObject({ kind: 'elsewhere', amount: null }),
  );

  it.each(['7 days', '20% co-payment', '90 days'])('%s is another quantity, not money', (cell) => {
    expect(figureOf(cell)).toMatchObject({ kind: 'other', amount: null });
  });

  it.each([
    'Section 5',
    'Personal belongings',
    'S$100 for every six hours delay while overseas',
    'Capped at S$200 per day',
    'The first £75 of every claim under each',
    '2024',
  ])('%s is words, not a figure', (cell) => {
    expect(figureOf(cell)).toBeNull();
  });
});
