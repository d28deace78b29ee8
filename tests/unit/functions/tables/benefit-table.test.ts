import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '#functions/analysis/read/pdf-text';
import { type BenefitTable, benefitTables, planNamesFor } from '#functions/analysis/understand/benefit-table';
import type { PolicyDocument } from '#functions/analysis/understand/types';
import { benefitTablePdf, moreTablesPdf, twoPlanSetsPdf } from '#tests/fixtures/benefit-tables';

let document: PolicyDocument;
let tables: BenefitTable[];

beforeAll(async () => {
  const text = await readPdf(benefitTablePdf(), 'wording.pdf');
  document = { file: 'wording.pdf', pages: text.pages, layout: text.layout };
  tables = benefitTables(document);
});

const rowNamed = (label: string) => tables.flatMap((t) => t.rows).find((r) => r.own.startsWith(label));
const amounts = (label: string) => rowNamed(label)?.plans.map((p) => p.amount);

describe('benefit tables read by position', () => {
  it('finds the plan columns from the header row, and no table on the two-column summary page', () => {
    expect(tables.map((t) => [t.page, t.plans])).toEqual([
      [1, ['Bronze', 'Silver', 'Gold']],
      [3, ['Under 65', '65 to 74', '75 and over']],
    ]);
  });

  it('reads each plan figure from the cell under its name, with row numbers set apart', () => {
    expect(amounts('Emergency medical expenses')).toEqual([2_000_000, 5_000_000, 10_000_000]);
    expect(rowNamed('Emergency medical expenses')?.own).toBe(
      'Emergency medical expenses Treatment abroad after sudden illness',
    );
  });

  it('joins a label wrapped over two lines whose figures stand level with its middle', () => {
    expect(rowNamed('Cancelling')?.own).toBe('Cancelling or cutting short your holiday');
    expect(amounts('Cancelling')).toEqual([1000, 3000, 5000]);
  });

  it('keeps a section reference beside the figures as words, not an amount', () => {
    expect(amounts('Personal belongings')).toEqual([1500, 2500, 4000]);
  });

  it('reads sub-limit rows under a benefit as its sub-rows', () => {
    const article = rowNamed('- single article limit');
    expect(article).toMatchObject({ subRow: true, title: 'Personal belongings Section 5' });
    expect(article?.plans.map((p) => p.amount)).toEqual([200, 300, 500]);
    expect(rowNamed('- mobile phone limit')?.plans.map((p) => p.amount)).toEqual([150, 250, 350]);
    expect(rowNamed('Personal belongings')?.subRow).toBe(false);
  });

  it('reads nil, not covered, dash, schedule and included cells without a figure', () => {
    expect(rowNamed('Holiday delay')?.plans.map((p) => [p.kind, p.amount])).toEqual([
      ['nil', null],
      ['amount', 100],
      ['amount', 250],
    ]);
    expect(rowNamed('Personal liability')?.plans[0]).toMatchObject({ kind: 'nil', amount: null });
    expect(rowNamed('Winter sports')?.plans.map((p) => p.kind)).toEqual(['nil', 'elsewhere', 'covered']);
    expect(rowNamed('Trip cancellation')?.plans.map((p) => p.kind)).toEqual(['amount', 'amount', 'nil']);
  });

  it('reads amounts with footnote markers, and stops at the footnote under the table', () => {
    expect(amounts('Cash and passports')).toEqual([250, 500, 750]);
    expect(tables[0]?.rows.some((r) => r.own.includes('limited to £100'))).toBe(false);
  });

  it('quotes the label and figures together as they stand on the page', () => {
    expect(rowNamed('Cancelling')?.quote).toBe('2 Cancelling or cutting short £1,000 £3,000 £5,000');
    expect(rowNamed('Holiday delay')?.quote).toBe('4 Holiday delay Nil £100 £250');
  });

  it('reads nothing from a document stored before layouts were kept', () => {
    expect(benefitTables({ file: 'old.pdf', pages: document.pages })).toEqual([]);
  });
});

describe('more table shapes', () => {
  let more: BenefitTable[];
  beforeAll(async () => {
    const text = await readPdf(moreTablesPdf(), 'more.pdf');
    more = benefitTables({ file: 'more.pdf', pages: text.pages, layout: text.layout });
  });
  const figuresOf = (label: string) =>
    more
      .flatMap((t) => t.rows)
      .find((r) => r.own === label)
      ?.plans.map((p) => [p.name, p.amount]);

  it('names plans from two header rows, and reads bare grouped numbers as amounts', () => {
    expect(more[0]?.plans).toEqual(['Plan A Single trip', 'Plan A Annual', 'Plan B Annual']);
    expect(figuresOf('Overseas medical expenses')).toEqual([
      ['Plan A Single trip', 150_000],
      ['Plan A Annual', 250_000],
      ['Plan B Annual', 500_000],
    ]);
  });

  it('reads a table that runs on to the next page under the same plan columns', () => {
    expect(more[1]?.page).toBe(2);
    expect(figuresOf('Personal liability')?.map(([, amount]) => amount)).toEqual([
      250_000, 500_000, 1_000_000,
    ]);
    // Bare numbers fill the plan columns of a table found by its other figures.
    expect(figuresOf('Travel delay')?.map(([, amount]) => amount)).toEqual([300, 500, 1000]);
  });

  it('reads no table where the figures do not stand under the plan names', () => {
    expect(more.some((t) => t.page === 3)).toBe(false);
  });

  it('reads a limit and an excess column as one column of limits, not as two plans', () => {
    const page4 = more.filter((t) => t.page === 4);
    expect(page4.map((t) => t.plans)).toEqual([[], []]);
    expect(figuresOf('Emergency medical expenses')).toEqual([['', 10_000_000]]);
    expect(figuresOf('Baggage')).toEqual([['', 1500]]);
  });

  it('reads per person and per policy columns as one limit per person', () => {
    expect(figuresOf('Liability to other people')).toEqual([['', 2_000_000]]);
    expect(figuresOf('Cancelling your trip')).toEqual([['', 3000]]);
  });
});

describe('the plans a policy offers its holder', () => {
  const read = async (pdf: Buffer): Promise<PolicyDocument[]> => {
    const text = await readPdf(pdf, 'wording.pdf');
    return [{ file: 'wording.pdf', pages: text.pages, layout: text.layout }];
  };

  it('are every set of plan columns, in the order the wording prints them', async () => {
    expect(planNamesFor(await read(twoPlanSetsPdf()), 'travel')).toEqual([
      'Pre-Ex Bronze',
      'Pre-Ex Silver',
      'Pre-Ex Gold',
      'Bronze',
      'Silver',
      'Gold',
    ]);
  });

  it('are never columns of ages, kinds of trip, or a table that gives none of the item’s covers', async () => {
    expect(planNamesFor([document], 'travel')).toEqual(['Bronze', 'Silver', 'Gold']);
    expect(planNamesFor(await read(moreTablesPdf()), 'travel')).toEqual([]);
    expect(planNamesFor([document], 'smartphone')).toEqual([]);
  });
});
