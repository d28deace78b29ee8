import { describe, expect, it } from 'vitest';
import { citePolicyDates, policyDatesUsed } from '#functions/assessments/policy-dates';
import type { StoredFile } from '#functions/data/policy-entity';

/** A policy whose stored period came from a PDS's edition date, a year after it. */
const editionPeriod = { startDate: '2022-08-15', endDate: '2023-08-15' };

describe('the policy dates a claim is assessed against', () => {
  it('takes the start the user typed over the policy, and drops a policy end before it', () => {
    expect(policyDatesUsed({ policyStartDate: '2026-01-10' }, editionPeriod)).toEqual({
      start: { date: '2026-01-10', source: 'entered', citation: null },
      end: { date: null, source: 'none', citation: null },
    });
  });

  it("keeps the policy's end when it falls after the start the user typed", () => {
    const policy = { startDate: '2026-01-10', endDate: '2027-01-09' };
    expect(policyDatesUsed({ policyStartDate: '2026-01-10' }, policy).end).toEqual({
      date: '2027-01-09',
      source: 'policy',
      citation: null,
    });
  });

  it('names the policy as the source of a date the user sent as the form filled it in from the policy', () => {
    const policy = { startDate: '2026-01-10', endDate: '2027-01-09' };
    expect(
      policyDatesUsed({ policyStartDate: '2026-01-10', policyEndDate: '2027-01-09' }, policy),
    ).toMatchObject({ start: { source: 'policy' }, end: { source: 'policy' } });
  });

  it("takes an end the user typed over the policy's, and the policy's dates when the user gave none", () => {
    const typed = policyDatesUsed({ policyStartDate: null, policyEndDate: '2027-03-01' }, editionPeriod);
    expect(typed).toMatchObject({
      start: { date: '2022-08-15', source: 'policy' },
      end: { date: '2027-03-01', source: 'entered' },
    });
    expect(policyDatesUsed({ policyStartDate: null }, editionPeriod)).toMatchObject({
      start: { date: '2022-08-15', source: 'policy' },
      end: { date: '2023-08-15', source: 'policy' },
    });
    expect(policyDatesUsed({ policyStartDate: null }, { startDate: null, endDate: null })).toMatchObject({
      start: { source: 'none' },
      end: { source: 'none' },
    });
  });

  it("cites the page a policy's date is stated on, and none for the user's own", () => {
    const documents = [
      {
        file: 'schedule.pdf',
        pages: ['Welcome', 'Policy Schedule\nPeriod of insurance: 10/01/2026 to 09/01/2027'],
      },
    ];
    const files = [{ id: 'F1', name: 'schedule.pdf' }] as unknown as StoredFile[];
    const dates = policyDatesUsed(
      { policyStartDate: '2026-01-12' },
      { startDate: '2026-01-10', endDate: '2027-01-09' },
    );
    expect(citePolicyDates(dates, documents, files)).toEqual({
      start: { date: '2026-01-12', source: 'entered', citation: null },
      end: {
        date: '2027-01-09',
        source: 'policy',
        citation: {
          file: 'schedule.pdf',
          fileId: 'F1',
          page: 2,
          quote: 'Period of insurance: 10/01/2026 to 09/01/2027',
        },
      },
    });
  });
});
