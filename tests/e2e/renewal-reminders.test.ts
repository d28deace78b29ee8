import { describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES } from '#domain/schemas/reminders';
import { gatewaySchedulerControl } from '#scripts/local/scheduler';
import { toastWith } from '#tests/steps/account-pages';
import { besides, chromiumForTests, theRunningApp } from '#tests/steps/browser-session';
import { linkIn, waitForMail } from '#tests/steps/mailbox';
import {
  givenAReadyPolicyEndingIn,
  remindersScheduledFor,
  whenTheReminderIsDue,
} from '#tests/steps/reminders';
import { screenshotFor } from '#tests/steps/screenshots';

const { appUrl, mailboxUrl, controlSecret } = theRunningApp();
const scheduler = gatewaySchedulerControl(appUrl, controlSecret);

describe('renewal reminders in Chromium', () => {
  const chromium = chromiumForTests();

  it('are turned off and on again from the profile page', async () => {
    const { page, problems } = await chromium.signedInPage();
    const choice = page.getByRole('checkbox', { name: /E-mail me before a policy ends/ });
    await choice.waitFor();
    expect(await choice.isChecked()).toBe(true);

    await choice.uncheck();
    await toastWith(page, 'You will no longer get renewal reminders.').waitFor();
    await page.reload();
    await choice.waitFor();
    expect(await choice.isChecked()).toBe(false);

    await choice.check();
    await toastWith(page, 'We will e-mail you before a policy ends.').waitFor();
    expect(await choice.isChecked()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('are stopped by the link in a reminder, without logging in', async () => {
    const signedIn = await chromium.signedInPage();
    const policyId = await givenAReadyPolicyEndingIn(appUrl, scheduler, signedIn.user, 40);
    const due = (await remindersScheduledFor(scheduler, policyId))['30d'];
    if (!due) throw new Error('no 30-day reminder');
    await whenTheReminderIsDue(scheduler, due);
    const mail = await waitForMail(mailboxUrl, signedIn.user.email, 'ends in 30 days');
    const link = linkIn(mail, '/renewal-reminders/unsubscribe');
    // The reminder as the local mailbox shows it.
    const inbox = await chromium.newPage();
    await inbox.page.goto(mailboxUrl);
    await inbox.page
      .getByText(/ends in 30 days/)
      .first()
      .waitFor();
    await screenshotFor('renewal-reminder', inbox.page);

    const { page, problems } = await chromium.newPage();
    const tampered = new URL(link);
    tampered.searchParams.set('t', 'not-the-signature');
    await page.goto(tampered.href);
    await page.getByRole('button', { name: 'Stop renewal reminders' }).click();
    await page.getByText(REMINDER_MESSAGES.linkInvalid).waitFor();

    await page.goto(link);
    await page.getByRole('button', { name: 'Stop renewal reminders' }).click();
    await page.getByRole('heading', { name: 'Renewal reminders are off' }).waitFor();
    await page.getByText(REMINDER_MESSAGES.unsubscribed).waitFor();
    expect(await remindersScheduledFor(scheduler, policyId)).toEqual({});
    // Chromium logs the refused tampered link's 400; nothing else.
    expect(besides(problems, 400)).toEqual([]);
  });
});
