import { describe, expect, it } from 'vitest';
import type { LayoutRow } from '#functions/analysis/read/layout';
import { columnsUnder, fullNames, isPlanName } from '#functions/analysis/understand/table-columns';

/** A row of cells, each `[text, x]`, 60 points wide. */
const row = (y: number, ...cells: [string, number][]): LayoutRow => ({
  y,
  height: 10,
  cells: cells.map(([text, x]) => ({ text, x, x2: x + 60 })),
});

const figures = (y: number) =>
  row(y, ['Medical expenses', 20], ['£1,000', 200], ['£2,000', 300], ['£3,000', 400]);

describe('the names a header row gives plans', () => {
  it.each([
    'Gold',
    'Plan B',
    'Single trip',
    'Under 65',
    '65 to 74',
    'Essential Cover',
    'Level 2',
    'IMPERIAL PLAN',
  ])('%s is a plan name', (name) => expect(isPlanName(name)).toBe(true));

  it.each([
    'each child,',
    'Max. Sum Insured Available',
    'Max. … Available',
    'per insured person',
    'up to £500',
    'Sum insured:',
    'and...',
  ])('%s is not', (name) => expect(isPlanName(name)).toBe(false));

  it('come from a header row of plan names over their figures', () => {
    const rows = [
      row(100, ['Benefit', 20], ['Bronze', 200], ['Silver', 300], ['Gold', 400]),
      figures(115),
      figures(130),
    ];
    expect(columnsUnder(rows, 0)?.map((c) => c.name)).toEqual(['Bronze', 'Silver', 'Gold']);
  });

  it('never from a row of fragments wrapped over the figures', () => {
    const rows = [
      row(100, ['Benefit', 20], ['Max. Sum', 200], ['each child,', 300], ['Available', 400]),
      figures(115),
      figures(130),
    ];
    expect(columnsUnder(rows, 0)).toBeNull();
  });

  it('are not joined to a fragment above them', () => {
    const rows = [
      row(88, ['Max. Sum', 200], ['each child,', 300], ['Insured', 400]),
      row(100, ['Benefit', 20], ['Bronze', 200], ['Silver', 300], ['Gold', 400]),
      figures(115),
      figures(130),
    ];
    const columns = columnsUnder(rows, 1) ?? [];
    expect(fullNames(rows, 1, columns).map((c) => c.name)).toEqual(['Bronze', 'Silver', 'Gold']);
  });
});
