import { describe, expect, it } from 'vitest';
import {
  reminderFromItem,
  reminderSettingsFromItem,
  reminderSettingsToItem,
  reminderToItem,
} from '#functions/data/reminder-store';

const reminder = {
  sub: 'user-1',
  id: 'renewal-01JABCDEFGHJKMNPQRSTVWXYZ0-30d',
  policyId: '01JABCDEFGHJKMNPQRSTVWXYZ0',
  daysBefore: 30 as const,
  sendAt: '2027-03-01T09:00:00.000Z',
  endDate: '2027-03-31',
};

describe('reminder rows', () => {
  it("keeps a reminder in the user's partition under its policy, and reads it back", () => {
    const item = reminderToItem(reminder);
    expect(item.PK).toBe('USER#user-1');
    expect(item.SK).toBe(`REMINDER#${reminder.policyId}#${reminder.id}`);
    expect(reminderFromItem(item)).toEqual(reminder);
  });

  it('refuses a row that is not a reminder', () => {
    expect(() => reminderFromItem({ ...reminderToItem(reminder), SK: 'POLICY#x' })).toThrow();
    expect(() => reminderFromItem({ ...reminderToItem(reminder), daysBefore: 14 })).toThrow();
    expect(() => reminderFromItem({ ...reminderToItem(reminder), sendAt: 'soon' })).toThrow();
  });

  it("keeps the user's choice beside their profile", () => {
    const settings = { sub: 'user-1', renewalReminders: false, updatedAt: '2027-01-01T00:00:00.000Z' };
    const item = reminderSettingsToItem(settings);
    expect(item.SK).toBe('REMINDER_SETTINGS');
    expect(reminderSettingsFromItem(item)).toEqual(settings);
    expect(() => reminderSettingsFromItem({ ...item, renewalReminders: 'no' })).toThrow();
  });
});
