import { describe, expect, it } from 'vitest';
import {
  documentCurrency,
  readAmounts,
  readPlainAmounts,
  textStates,
} from '#functions/analysis/understand/amounts';

describe('reading amounts', () => {
  it.each([
    ['up to £2,000 per claim', 2000, 'GBP'],
    ['US$ 1,000', 1000, 'USD'],
    ['AUD 500', 500, 'AUD'],
    ['Rs. 5,000', 5000, 'INR'],
    ['INR 5,000', 5000, 'INR'],
    ['S$70,000', 70000, 'SGD'],
    ['$1.5 million', 1500000, null],
    ['£10m', 10000000, 'GBP'],
    ['5 lakh INR', 500000, 'INR'],
    ['€250.50', 250.5, 'EUR'],
  ])('reads %s', (text, value, currency) => {
    const [amount] = readAmounts(text);
    expect(amount?.value).toBe(value);
    expect(amount?.currency).toBe(currency);
  });

  it('reads several amounts of a table row in order', () => {
    expect(readAmounts('Travel Delay $600 $600 $1,000').map((a) => a.value)).toEqual([600, 600, 1000]);
  });

  it('ignores numbers that are not money', () => {
    expect(readAmounts('within 45 days, section 3.2, 24 hours, 2025')).toEqual([]);
  });

  it('reads plain grouped numbers only where no currency marks them', () => {
    expect(readPlainAmounts('3,750,000 5,600,000 and £2,000').map((a) => a.value)).toEqual([
      3750000, 5600000,
    ]);
  });
});

describe('document currency', () => {
  const doc = (text: string) => [{ file: 'a.pdf', pages: [text] }];
  it('takes the marked currency used most, and reads a bare $ by the country named', () => {
    expect(documentCurrency(doc('£100 and £200 and $5'))).toBe('GBP');
    expect(documentCurrency(doc('Issued in Singapore. $1,000 and $2,000'))).toBe('SGD');
    expect(documentCurrency(doc('RACQ Insurance, Queensland, Australia. $500'))).toBe('AUD');
    expect(documentCurrency(doc('no money here'))).toBeNull();
  });

  it('reads a bare "$" by the country the policy was issued in, not a destination it names', () => {
    const wording =
      'Trips to Singapore, Japan and the United States are covered. Meals up to $150 a day. ' +
      'Issued by Harbourline Insurance Ltd ABN 12 345 678 901 AFSL 239687. ' +
      'Complaints: the Australian Financial Complaints Authority (AFCA).';
    expect(documentCurrency(doc(wording))).toBe('AUD');
    const canadian =
      'Emergency medical up to $5,000,000 anywhere in the United States. ' +
      'Complaints: OmbudService for Life & Health Insurance. Your government health insurance plan pays first.';
    expect(documentCurrency(doc(canadian))).toBe('CAD');
  });
});

describe('grounding a number in text', () => {
  it('finds a number however it is grouped, but not inside a longer number', () => {
    expect(textStates('Baggage up to £2,000', 2000)).toBe(true);
    expect(textStates('Sum insured 3750000', 3750000)).toBe(true);
    expect(textStates('Sum insured 37,50,000', 3750000)).toBe(true);
    expect(textStates('Excess £25,000', 2500)).toBe(false);
    expect(textStates('Excess £1500', 500)).toBe(false);
    expect(textStates('Liability £2 million', 2000000)).toBe(true);
  });
});
