import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../steps/accessibility';
import { fieldMessage, toastWith } from '../steps/account-pages';
import { besides, chromiumForTests, theRunningApp } from '../steps/browser-session';
import { waitForMail } from '../steps/mailbox';
import { randomEmail } from '../steps/users';

const { mailboxUrl } = theRunningApp();

describe('changing the email address in Chromium', () => {
  const chromium = chromiumForTests();

  it('asks for the code sent to the new address, keeps the old one until then, and switches after', async () => {
    const { page, problems, user } = await chromium.signedInPage();
    const card = page.getByRole('region', { name: 'Email address' });
    await card.getByText(`You log in with ${user.email}.`).waitFor();
    await card.getByRole('button', { name: 'Change email' }).click();

    // The same address is no change; a new one gets a code, and nothing changes yet.
    const newEmail = randomEmail();
    await card.getByLabel('New email').fill(user.email);
    await card.getByRole('button', { name: 'Send Code' }).click();
    expect(await fieldMessage(card, 'New email')).toBe('This is already your email address');
    await card.getByLabel('New email').fill(newEmail);
    await card.getByRole('button', { name: 'Send Code' }).click();
    await card.getByText(`We sent a code to ${newEmail}.`, { exact: false }).waitFor();
    await card.getByText(`your email address stays ${user.email}`, { exact: false }).waitFor();
    expect(await page.locator('.details').textContent()).toContain(user.email);
    expect(await accessibilityViolations(page, 'code')).toEqual([]);

    const mail = await waitForMail(mailboxUrl, newEmail, 'Confirm your new PolicyLens e-mail address');
    const code = />\s*(\d{6})\s*</.exec(mail.body.html ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // A wrong code is refused beside the field; the right one switches the address.
    await card.getByLabel('Code from the email').fill(code === '000000' ? '111111' : '000000');
    await card.getByRole('button', { name: 'Confirm Email' }).click();
    await expect
      .poll(() => fieldMessage(card, 'Code from the email'))
      .toBe("That code didn't match. Check the email and try again.");
    await card.getByLabel('Code from the email').fill(code);
    await card.getByRole('button', { name: 'Confirm Email' }).click();
    await toastWith(page, `Your email address is now ${newEmail}.`).waitFor();
    await card.getByText(`You log in with ${newEmail}.`).waitFor();
    await page.locator('.details').getByText(newEmail).waitFor();
    expect(besides(problems, 400)).toEqual([]);
  });
});
