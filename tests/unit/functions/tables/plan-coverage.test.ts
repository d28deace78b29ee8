import { beforeAll, describe, expect, it } from 'vitest';
import { analyseCoverage } from '#functions/analysis/decide/coverage/local-coverage';
import { groundCoverage, quoteIsOnPage } from '#functions/analysis/decide/grounding';
import { readPdf } from '#functions/analysis/read/pdf-text';
import type { PolicyDocument } from '#functions/analysis/understand/types';
import { benefitKey } from '#functions/analysis/understand/vocabulary/benefits';
import { benefitTablePdf } from '#tests/fixtures/benefit-tables';

let documents: PolicyDocument[];

beforeAll(async () => {
  const text = await readPdf(benefitTablePdf(), 'wording.pdf');
  documents = [{ file: 'wording.pdf', pages: text.pages, layout: text.layout }];
});

const cover = (plan?: string) => groundCoverage(documents, analyseCoverage(documents, 'travel', plan));

describe('coverage from a table with one column per plan', () => {
  it('answers every plan’s figure, on the answer and on each sub-cover', () => {
    const result = cover();
    const plans = [
      { name: 'Bronze', amount: 2_000_000, status: 'covered' },
      { name: 'Silver', amount: 5_000_000, status: 'covered' },
      { name: 'Gold', amount: 10_000_000, status: 'covered' },
    ];
    expect(result.plans).toEqual(plans);
    expect(result.subCoverages.medical_expenses?.plans).toEqual(plans);
    expect(result.subCoverages.lost_baggage?.plans?.map((p) => p.amount)).toEqual([1500, 2500, 4000]);
  });

  it('without a held plan, gives the first plan’s figure that is stated', () => {
    const result = cover();
    expect(result.amount).toBe(2_000_000);
    expect(result.subCoverages.trip_cancellation?.amount).toBe(1000);
    // Bronze has no delay cover: the first plan that states a figure is Silver, and the cover is
    // optional (only on a higher plan) until the holder says which plan they have.
    expect(result.subCoverages.travel_delay).toMatchObject({ amount: 100, status: 'optional' });
    expect(result.subCoverages.travel_delay?.plans?.map((p) => p.status)).toEqual([
      'not_covered',
      'covered',
      'covered',
    ]);
    expect(result.subCoverages.trip_cancellation?.status).toBe('covered');
  });

  it('with a held plan, gives that plan’s figures, whatever the case or the word "plan"', () => {
    expect(cover('Silver').amount).toBe(5_000_000);
    expect(cover('gold plan').subCoverages.lost_baggage?.amount).toBe(4000);
    expect(cover('GOLD').subCoverages.personal_liability?.amount).toBe(2_000_000);
  });

  it('says not covered where the held plan’s cell is nil', () => {
    const bronze = cover('Bronze');
    expect(bronze.subCoverages.travel_delay).toMatchObject({ amount: null, status: 'not_covered' });
    expect(bronze.subCoverages.personal_liability).toMatchObject({ amount: null, status: 'not_covered' });
  });

  it('reads the sub-limit rows as their own benefits, not as the benefit’s limit', () => {
    const result = cover('Silver');
    expect(result.subCoverages.lost_baggage?.amount).toBe(2500);
    expect(result.subCoverages.mobile_phone?.amount).toBe(250);
    expect(result.subCoverages.personal_money?.amount).toBe(500);
  });

  it('cites the table row, which grounding finds in the page layout', () => {
    const result = cover();
    const citation = result.subCoverages.trip_cancellation?.citation;
    expect(citation).toEqual({
      file: 'wording.pdf',
      page: 1,
      quote: '2 Cancelling or cutting short £1,000 £3,000 £5,000',
    });
    expect(quoteIsOnPage(documents, citation)).toBe(true);
    expect(quoteIsOnPage([{ file: 'wording.pdf', pages: documents[0]?.pages ?? [] }], citation)).toBe(false);
  });

  it('drops a plan figure that is not in the quoted row', () => {
    const raw = analyseCoverage(documents, 'travel');
    const medical = raw.subCoverages.medical_expenses;
    if (!medical) throw new Error('medical expenses not read');
    const tampered = {
      ...raw,
      subCoverages: {
        ...raw.subCoverages,
        medical_expenses: { ...medical, plans: [{ name: 'Bronze', amount: 7_777_777 }] },
      },
    };
    expect(groundCoverage(documents, tampered).subCoverages.medical_expenses?.plans).toEqual([
      { name: 'Bronze', amount: null },
    ]);
  });

  it('still reads documents stored without a layout, line by line', () => {
    const lines = analyseCoverage(
      [{ file: 'old.pdf', pages: ['Table of benefits', 'Emergency medical expenses up to £3,000,000'] }],
      'travel',
    );
    expect(lines.amount).toBe(3_000_000);
    expect(lines.plans).toEqual([]);
  });
});

describe('benefit keys', () => {
  it.each([
    ['medicalExpenses', 'medical_expenses'],
    ['baggage', 'lost_baggage'],
    ['delay', 'travel_delay'],
    ['inpatient', 'hospitalization'],
    ['smartphone', 'mobile_phone'],
    ['personal_liability', 'personal_liability'],
  ])('%s is %s', (name, key) => expect(benefitKey(name)).toBe(key));
});
