import { describe, expect, it } from 'vitest';
import { analyseCoverage } from '#functions/analysis/decide/coverage/local-coverage';

const travel = (...lines: string[]) =>
  analyseCoverage([{ file: 'wording.pdf', pages: [lines.join('\n')] }], 'travel');

describe('limits written in sentences, read line by line', () => {
  it('takes the total, not the per-item figure, from "up to £X per item, £Y in total"', () => {
    const result = travel('Baggage: up to £250 per item, £2,000 in total.');
    expect(result.subCoverages.lost_baggage?.amount).toBe(2000);
  });

  it('says not stated where the figure is left to the schedule', () => {
    const result = travel('Personal liability: the limit shown in your schedule.');
    expect(result.subCoverages.personal_liability?.amount).toBeNull();
  });

  it('does not read section numbers beside a benefit as its limit', () => {
    const result = travel('Section 7 Travel delay 12', 'See section 7 for what we pay.');
    expect(result.subCoverages.travel_delay?.amount).toBeNull();
  });
});

describe('quotes a person can read', () => {
  it('quotes the whole sentence a wrapped line names a benefit in, not the line', () => {
    const result = travel(
      'We will pay for the loss of your',
      'baggage. Where the loss happens in',
      'transit you must get a report from the carrier.',
      'Personal liability: the limit shown in your schedule.',
    );
    expect(result.subCoverages.lost_baggage?.citation?.quote).toBe(
      'We will pay for the loss of your baggage.',
    );
  });

  it('quotes only the clause of a long sentence that names it, in whole words', () => {
    const filler =
      'the costs of travel and accommodation you paid before you left home and could not get back';
    const result = travel(
      `If you must cut your trip short we pay: 1. ${filler},`,
      `and ${filler}; 2. any trip cancellation fee charged by`,
      `your travel agent; or 3. ${filler} and ${filler}.`,
    );
    expect(result.subCoverages.trip_cancellation?.citation?.quote).toBe(
      '2. any trip cancellation fee charged by your travel agent;',
    );
  });
});

describe('figures that are not limits', () => {
  it('reads nothing from a Financial Services Guide page about what agents are paid', () => {
    const home = analyseCoverage(
      [
        {
          file: 'certificate.pdf',
          pages: [
            'Financial Services Guide (FSG)\nRemuneration\nThe insurer pays the agency $40 for home policies,\n$25 for fire, theft and liability policies.',
          ],
        },
      ],
      'home',
    );
    expect(home.subCoverages.theft_burglary?.amount).toBeNull();
  });
});
