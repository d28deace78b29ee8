import { describe, expect, it } from 'vitest';
import { demoPolicyPeriods } from '#scripts/local/seed-demo';
import { homePolicyPdf } from '#scripts/samples/documents';
import { isExpired } from '#web/features/policies/policy-display';

describe("the demo account's policies", () => {
  it.each([
    new Date('2026-11-28T12:00:00Z'),
    new Date('2028-02-29T00:30:00Z'),
    new Date('2031-01-01T23:00:00Z'),
  ])('are current whenever the demo is made (%s)', (today) => {
    const todayIso = today.toISOString().slice(0, 10);
    for (const [start, end] of Object.values(demoPolicyPeriods(today))) {
      expect(start < todayIso).toBe(true);
      expect(end > todayIso).toBe(true);
      expect(isExpired(end, today)).toBe(false);
    }
  });

  it('each last a year', () => {
    expect(demoPolicyPeriods(new Date('2026-11-28T12:00:00Z'))).toEqual({
      home: ['2026-09-28', '2027-09-27'],
      travel: ['2026-07-01', '2027-06-30'],
    });
  });

  it('have schedules that state their period', () => {
    const pdf = homePolicyPdf(['2026-09-28', '2027-09-27']).toString('latin1');
    expect(pdf).toContain('28/09/2026 to 27/09/2027');
  });
});
