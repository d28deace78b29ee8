import { describe, expect, it } from 'vitest';
import {
  atExpression,
  daysBefore,
  plannedReminders,
  reminderChanges,
  reminderId,
  timeZoneForCountry,
  zonedTime,
} from '#functions/reminders/reminder-plan';

const policy = { id: '01JABCDEFGHJKMNPQRSTVWXYZ0', status: 'ready', endDate: '2027-03-31' };
const context = { now: new Date('2027-01-01T00:00:00Z'), timeZone: 'UTC', subscribed: true };

describe('renewal reminder plan', () => {
  it('plans one reminder 30 and one 7 days before the end, at 09:00', () => {
    expect(plannedReminders(policy, context)).toEqual([
      {
        id: `renewal-${policy.id}-30d`,
        policyId: policy.id,
        daysBefore: 30,
        sendAt: '2027-03-01T09:00:00.000Z',
        endDate: '2027-03-31',
      },
      {
        id: `renewal-${policy.id}-7d`,
        policyId: policy.id,
        daysBefore: 7,
        sendAt: '2027-03-24T09:00:00.000Z',
        endDate: '2027-03-31',
      },
    ]);
  });

  it('plans nothing for a past end date, a policy not ready, no end date, or a user who said no', () => {
    expect(plannedReminders({ ...policy, endDate: '2026-12-01' }, context)).toEqual([]);
    expect(plannedReminders({ ...policy, status: 'processing' }, context)).toEqual([]);
    expect(plannedReminders({ ...policy, endDate: null }, context)).toEqual([]);
    expect(plannedReminders({ ...policy, endDate: '2027-02-30' }, context)).toEqual([]);
    expect(plannedReminders(policy, { ...context, subscribed: false })).toEqual([]);
  });

  it('does not plan a reminder whose time has passed', () => {
    const tenDaysBefore = { ...context, now: new Date('2027-03-21T12:00:00Z') };
    expect(plannedReminders(policy, tenDaysBefore).map((r) => r.daysBefore)).toEqual([7]);
    const sameMorning = { ...context, now: new Date('2027-03-24T09:00:00Z') };
    expect(plannedReminders(policy, sameMorning)).toEqual([]);
  });

  it("sends at 09:00 in the user's country's main time zone, daylight saving included", () => {
    expect(timeZoneForCountry('GB')).toBe('Europe/London');
    expect(timeZoneForCountry('US')).toBe('America/New_York');
    expect(timeZoneForCountry('AU')).toBe('Australia/Sydney');
    expect(timeZoneForCountry(null)).toBe('UTC');
    expect(zonedTime('2027-01-15', 9, 'Europe/London').toISOString()).toBe('2027-01-15T09:00:00.000Z');
    expect(zonedTime('2027-07-15', 9, 'Europe/London').toISOString()).toBe('2027-07-15T08:00:00.000Z');
    expect(zonedTime('2027-07-15', 9, 'America/New_York').toISOString()).toBe('2027-07-15T13:00:00.000Z');
    expect(zonedTime('2027-01-15', 9, 'Australia/Sydney').toISOString()).toBe('2027-01-14T22:00:00.000Z');
    // The morning after the clocks change.
    expect(zonedTime('2027-03-28', 9, 'Europe/London').toISOString()).toBe('2027-03-28T08:00:00.000Z');
  });

  it('counts days back across months and leap days', () => {
    expect(daysBefore('2027-01-31', 30)).toBe('2027-01-01');
    expect(daysBefore('2028-03-07', 7)).toBe('2028-02-29');
  });

  it('names schedules within EventBridge Scheduler’s rules and writes one-time expressions', () => {
    const id = reminderId(policy.id, 30);
    expect(id).toMatch(/^[0-9a-zA-Z-_.]{1,64}$/);
    expect(atExpression('2027-03-01T09:00:00.000Z')).toBe('at(2027-03-01T09:00:00)');
  });

  it('changes only what differs: moved reminders are put again, unwanted ones removed', () => {
    const [thirty, seven] = plannedReminders(policy, context);
    if (!thirty || !seven) throw new Error('expected two reminders');
    expect(reminderChanges([thirty, seven], [thirty, seven])).toEqual({ put: [], remove: [] });
    const moved = plannedReminders({ ...policy, endDate: '2027-04-30' }, context);
    expect(reminderChanges(moved, [thirty, seven]).put).toEqual(moved);
    expect(reminderChanges(moved, [thirty, seven]).remove).toEqual([]);
    expect(reminderChanges([], [thirty, seven])).toEqual({ put: [], remove: [thirty, seven] });
  });
});
