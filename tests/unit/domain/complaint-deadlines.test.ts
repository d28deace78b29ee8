import { describe, expect, it } from 'vitest';
import { addPeriod, datedSteps, isDay, localDay } from '#domain/complaints/complaint-deadlines';
import { escalationRoute } from '#domain/complaints/escalation-routes';

describe('complaint time limits as dates', () => {
  it('adds days and weeks across months and years', () => {
    expect(addPeriod('2026-11-24', { amount: 8, unit: 'weeks' })).toBe('2027-01-19');
    expect(addPeriod('2026-01-31', { amount: 30, unit: 'days' })).toBe('2026-03-02');
    expect(addPeriod('2028-02-01', { amount: 30, unit: 'days' })).toBe('2028-03-02');
  });

  it("keeps the day of the month, or the month's last day when it has none", () => {
    expect(addPeriod('2026-03-15', { amount: 6, unit: 'months' })).toBe('2026-09-15');
    expect(addPeriod('2026-08-31', { amount: 6, unit: 'months' })).toBe('2027-02-28');
    expect(addPeriod('2027-08-31', { amount: 6, unit: 'months' })).toBe('2028-02-29');
    expect(addPeriod('2028-02-29', { amount: 2, unit: 'years' })).toBe('2030-02-28');
    expect(addPeriod('2026-07-10', { amount: 6, unit: 'months' })).toBe('2027-01-10');
  });

  it('refuses what is not a calendar day', () => {
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
    expect(isDay(undefined)).toBe(false);
    expect(isDay('2026-02-28')).toBe(true);
    expect(() => addPeriod('yesterday', { amount: 1, unit: 'days' })).toThrow(RangeError);
  });

  it("takes the user's own day of a moment", () => {
    expect(localDay(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24');
  });

  it('dates each UK limit from the day it runs from, and words it without a date until then', () => {
    const route = escalationRoute('GB');
    const [insurer, ombudsman] = datedSteps(route, { sentOn: '2026-11-24' }, (day) => `<${day}>`);
    expect(insurer?.dueOn).toBe('2027-01-19');
    expect(insurer?.limit).toBe(
      'If you have had no final response by <2027-01-19>, you can take your complaint to the Financial Ombudsman Service.',
    );
    expect(ombudsman?.dueOn).toBeUndefined();
    expect(ombudsman?.limit).toContain('6 months');

    const answered = datedSteps(route, { sentOn: '2026-11-24', finalResponseOn: '2027-01-05' }, String);
    expect(answered[1]?.dueOn).toBe('2027-07-05');
    expect(answered[1]?.limit).toContain('by 2027-07-05');
  });

  it('dates the Australian limits: 30 calendar days for the insurer, 2 years for AFCA', () => {
    const steps = datedSteps(
      escalationRoute('AU'),
      { sentOn: '2026-11-24', finalResponseOn: '2026-12-10' },
      String,
    );
    expect(steps.map((s) => s.dueOn)).toEqual(['2026-12-24', '2028-12-10']);
  });

  it('gives US steps no dates, as no general time limit applies to them', () => {
    const steps = datedSteps(escalationRoute('US', 'NY'), { sentOn: '2026-11-24' }, String);
    expect(steps.every((s) => s.dueOn === undefined && s.limit === undefined)).toBe(true);
  });
});
