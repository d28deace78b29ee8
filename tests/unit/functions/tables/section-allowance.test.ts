import { describe, expect, it } from 'vitest';
import { analyseCoverage } from '#functions/analysis/decide/coverage/local-coverage';
import { sectionAllowance, sectionTitles } from '#functions/analysis/decide/coverage/section-allowance';
import { rowsOf } from '#functions/analysis/understand/text';

/** Made-up wordings: each page is a list of lines as a PDF's text layer gives them. */
const rows = (...pages: string[][]) => rowsOf({ file: 'wording.pdf', pages: pages.map((p) => p.join('\n')) });
const DELAY = /\b(delays?|disruption)\b/i;

describe('numbered sections of a wording', () => {
  it('reads a title wrapped over short lines, and parts inside their section', () => {
    const r = rows([
      'Section 3 –',
      'Journey',
      'Disruption',
      'What we pay',
      'Part B – Missed connections',
      'We pay for new tickets.',
      'Section 4 – Personal Liability',
    ]);
    const titles = sectionTitles(r);
    expect(titles[3]).toBe('Section 3 - Journey Disruption');
    expect(titles[5]).toBe('Section 3 - Journey Disruption / Part B - Missed connections');
    expect(titles[6]).toBe('Section 4 - Personal Liability');
  });
});

describe('allowances paid by the day or by the hour', () => {
  it('takes the overall maximum of an allowance in a section named for delay, quoting it', () => {
    const r = rows(
      ['Section 5 – Travel Delay', 'If your departure is delayed by at least 12 hours'],
      [
        'Conditions of Section 5',
        '2. Refreshments and phone calls are limited to',
        '£25 for each full 12 hours of delay, up to a',
        'maximum of £250 for each insured person.',
      ],
    );
    expect(sectionAllowance(r, DELAY)).toEqual({
      amount: 250,
      currency: 'GBP',
      citation: {
        file: 'wording.pdf',
        page: 2,
        quote: '£25 for each full 12 hours of delay, up to a maximum of £250 for each insured person.',
      },
    });
  });

  it('reads a "per day, to a maximum of" cap in conditions under a disruption section', () => {
    const r = rows([
      'Section 2 - Cancellation and Disruption',
      'Conditions',
      'Meals and similar costs are limited to a maximum of $80 per',
      'day, to a maximum of $800 per person per event.',
    ]);
    expect(sectionAllowance(r, DELAY)?.amount).toBe(800);
  });

  it('leaves alone the same kind of allowance in a section about something else', () => {
    const r = rows([
      'Section 2 – Hospital Cash',
      'We pay $100 per day in hospital, up to a maximum of $3,000.',
      'Section 3 – Travel Delay',
      'The amount shown in your schedule.',
    ]);
    expect(sectionAllowance(r, DELAY)).toBeNull();
  });

  it('needs both a rate and a larger cap after it', () => {
    expect(sectionAllowance(rows(['Section 1 – Delay', 'We pay $50 per day.']), DELAY)).toBeNull();
    expect(
      sectionAllowance(rows(['Section 1 – Delay', 'We pay up to $500, then $50 per day.']), DELAY),
    ).toBeNull();
  });

  it('gives travel cover its delay limit when no row states one, and never overrides a stated row', () => {
    const wording = [
      'Section 1 – Medical Expenses',
      'The amount shown in your schedule.',
      'Section 2 – Disruption',
      'Extra costs of meals while you wait are limited to S$60 per',
      'day, to a maximum of S$600.',
    ];
    const read = (lines: string[]) =>
      analyseCoverage([{ file: 'w.pdf', pages: [lines.join('\n')] }], 'travel');
    expect(read(wording).subCoverages.travel_delay).toMatchObject({ amount: 600, currency: 'SGD' });
    const table = ['Travel delay: up to S$300', ...wording];
    expect(read(table).subCoverages.travel_delay?.amount).toBe(300);
  });
});
