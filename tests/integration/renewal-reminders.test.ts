import { describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES } from '#domain/schemas/reminders';
import { listPolicyReminders, listUserReminders } from '#functions/data/reminder-store';
import { RENEWAL_CHECKLIST } from '#functions/reminders/reminder-mail';
import { zonedTime } from '#functions/reminders/reminder-plan';
import { unsubscribeToken } from '#functions/reminders/unsubscribe-token';
import { schedulerControl } from '#scripts/local/scheduler';
import { apiCall } from '#tests/steps/api';
import { subOf } from '#tests/steps/assessments';
import { expectRefusal, expectReplyMatchesSchema } from '#tests/steps/contract';
import { theLocalStack } from '#tests/steps/local-stack';
import { linkIn, waitForMail } from '#tests/steps/mailbox';
import {
  dayFromToday,
  givenAReadyPolicyEndingIn,
  remindersScheduledFor,
  whenTheReminderIsDue,
} from '#tests/steps/reminders';
import { deletionProof, givenASignedInUser, type TestUser } from '#tests/steps/users';

const { appUrl, env, urls, controlSecret } = theLocalStack();
const scheduler = schedulerControl(env.SCHEDULER_ENDPOINT ?? '', controlSecret);

const setDates = (user: TestUser, id: string, endDate: string) =>
  apiCall(appUrl, user, 'PATCH', `/api/policies/${id}`, {
    name: 'Annual travel',
    insuranceTypeId: 'travel',
    insurer: 'Acme Travel',
    startDate: dayFromToday(-300),
    endDate,
  });

const setPreference = (user: TestUser, renewalReminders: unknown) =>
  apiCall(appUrl, user, 'PUT', '/api/me/reminders', { renewalReminders });

const unsubscribe = (body: unknown) => apiCall(appUrl, undefined, 'POST', '/api/reminders/unsubscribe', body);

/** 09:00 in London on the day `days` before the end date: GB is the test users' country. */
const nineInLondon = (endDate: string, days: number) => {
  const day = new Date(Date.parse(`${endDate}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  return zonedTime(day, 9, 'Europe/London').toISOString();
};

// The clock-moving scenario is last: the local scheduler's clock stays where it was moved to.
describe('renewal reminders', () => {
  it('are removed with the account', async () => {
    const user = await givenASignedInUser(urls);
    const id = await givenAReadyPolicyEndingIn(appUrl, scheduler, user, 40);
    expect(Object.keys(await remindersScheduledFor(scheduler, id)).sort()).toEqual(['30d', '7d']);
    expect((await apiCall(appUrl, user, 'DELETE', '/api/me', deletionProof(user))).status).toBe(200);
    expect(await remindersScheduledFor(scheduler, id)).toEqual({});
    expect(await listUserReminders(subOf(user))).toEqual([]);
  });

  it('are turned off and on again from the profile, for the signed-in user only', async () => {
    const [user, other] = [await givenASignedInUser(urls), await givenASignedInUser(urls)];
    const id = await givenAReadyPolicyEndingIn(appUrl, scheduler, user, 40);
    const read = await apiCall(appUrl, user, 'GET', '/api/me/reminders');
    await expectReplyMatchesSchema('get-reminder-preference', read);
    expect(await read.json()).toEqual({ renewalReminders: true });

    await expectRefusal(await setPreference(user, 'no'), 400, REMINDER_MESSAGES.preferenceRequired);
    expect(
      (await apiCall(appUrl, undefined, 'PUT', '/api/me/reminders', { renewalReminders: false })).status,
    ).toBe(401);
    const off = await setPreference(user, false);
    await expectReplyMatchesSchema('update-reminder-preference', off);
    expect(await off.json()).toEqual({ renewalReminders: false });
    expect(await remindersScheduledFor(scheduler, id)).toEqual({});
    // The choice is the caller's own: another user's stays as it was.
    expect(await (await apiCall(appUrl, other, 'GET', '/api/me/reminders')).json()).toEqual({
      renewalReminders: true,
    });

    expect((await setPreference(user, true)).status).toBe(200);
    expect(Object.keys(await remindersScheduledFor(scheduler, id)).sort()).toEqual(['30d', '7d']);
  });

  it('are scheduled 30 and 7 days before a ready policy ends, moved with its dates, and removed with it', async () => {
    const user = await givenASignedInUser(urls);
    const endDate = dayFromToday(40);
    const id = await givenAReadyPolicyEndingIn(appUrl, scheduler, user, endDate);
    const scheduled = await remindersScheduledFor(scheduler, id);
    expect(scheduled['30d']).toMatchObject({
      group: 'policylens-local-renewal-reminders',
      at: nineInLondon(endDate, 30),
      deleteAfter: true,
    });
    expect(scheduled['7d']?.at).toBe(nineInLondon(endDate, 7));
    expect((await listPolicyReminders(subOf(user), id)).map((r) => r.daysBefore).sort()).toEqual([30, 7]);

    const later = dayFromToday(60);
    expect((await setDates(user, id, later)).status).toBe(200);
    const moved = await remindersScheduledFor(scheduler, id);
    expect([moved['30d']?.at, moved['7d']?.at]).toEqual([nineInLondon(later, 30), nineInLondon(later, 7)]);

    // Ten days from the end, the 30-day reminder's time has passed: only the 7-day one is kept.
    expect((await setDates(user, id, dayFromToday(10))).status).toBe(200);
    expect(Object.keys(await remindersScheduledFor(scheduler, id))).toEqual(['7d']);

    expect((await apiCall(appUrl, user, 'DELETE', `/api/policies/${id}`)).status).toBe(200);
    expect(await remindersScheduledFor(scheduler, id)).toEqual({});
    expect(await listPolicyReminders(subOf(user), id)).toEqual([]);
  });

  it('mails the policy, the checklist and a signed unsubscribe link when due; the link stops them, another user’s is refused', async () => {
    const [user, other] = [await givenASignedInUser(urls), await givenASignedInUser(urls)];
    const id = await givenAReadyPolicyEndingIn(appUrl, scheduler, user, 40);
    const due = (await remindersScheduledFor(scheduler, id))['30d'];
    if (!due) throw new Error('no 30-day reminder');
    const { fired } = await whenTheReminderIsDue(scheduler, due);
    expect(fired).toContainEqual({ name: due.name, result: 'sent' });

    const mail = await waitForMail(urls.mailboxUrl, user.email, 'ends in 30 days');
    expect(mail.body.text).toContain('Annual travel');
    expect(mail.body.text).toContain(RENEWAL_CHECKLIST[0]);
    expect(mail.body.text).toContain(`${appUrl}/item-coverage#travel`);
    const link = new URL(linkIn(mail, '/renewal-reminders/unsubscribe'));
    expect(link.searchParams.get('u')).toBe(subOf(user));
    expect(Object.keys(await remindersScheduledFor(scheduler, id))).toEqual(['7d']);

    // Another user's signature does not stop this user's reminders.
    const foreign = unsubscribeToken(env.REMINDER_SECRET ?? '', subOf(other));
    await expectRefusal(
      await unsubscribe({ user: subOf(user), token: foreign }),
      400,
      REMINDER_MESSAGES.linkInvalid,
    );
    expect(Object.keys(await remindersScheduledFor(scheduler, id))).toEqual(['7d']);

    const stopped = await unsubscribe({
      user: link.searchParams.get('u'),
      token: link.searchParams.get('t'),
    });
    await expectReplyMatchesSchema('unsubscribe-reminders', stopped);
    expect(await stopped.json()).toEqual({
      renewalReminders: false,
      message: REMINDER_MESSAGES.unsubscribed,
    });
    expect(await remindersScheduledFor(scheduler, id)).toEqual({});
    expect(await (await apiCall(appUrl, user, 'GET', '/api/me/reminders')).json()).toEqual({
      renewalReminders: false,
    });
  });
});
