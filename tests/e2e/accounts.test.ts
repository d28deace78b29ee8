import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/schemas/form-messages';
import { schedulePdf } from '../fixtures/pdfs';
import { accessibilityViolations } from '../steps/accessibility';
import {
  fieldMessage,
  givenALoggedInBrowser,
  onTheLoginPage,
  toastWith,
  whenTheyFillInTheRegisterForm,
  whenTheyLogIn,
} from '../steps/account-pages';
import { besides, chromiumForTests, theRunningApp } from '../steps/browser-session';
import { linkIn, waitForMail } from '../steps/mailbox';
import { givenTwoStepVerificationOn, unusedCode, wrongCode } from '../steps/mfa';
import { uploadPolicy } from '../steps/policies';
import { givenASignedInUser, randomEmail } from '../steps/users';

const { appUrl, mailboxUrl } = theRunningApp();

/**
 * The user pool refuses a wrong password, a taken address or a deleted account with HTTP 400, and
 * Chromium logs every refused request; where a test provokes that, only those lines are expected
 * (`besides(problems, 400)`).
 */
describe('accounts in Chromium', () => {
  const chromium = chromiumForTests();

  it('registers, confirms by mail, logs in, edits the profile, signs out and resets the password', async () => {
    const { page, problems } = await chromium.newPage();
    const email = randomEmail();
    const password = `first-${randomUUID().slice(0, 8)}`;

    // Register
    await page.goto(`${appUrl}/register`);
    // Typing before the page runs is the log-in page's test (home.test.ts); this one is the whole journey.
    await page.locator('#root[data-running]').waitFor({ state: 'attached' });
    expect(await page.getByLabel('Country code').inputValue()).toBe('+44');
    const ann = { firstName: 'Ann', lastName: 'Lee', email, phone: '07700 900123', country: 'GB', password };
    await whenTheyFillInTheRegisterForm(page, ann);
    expect(await page.getByLabel('Phone number', { exact: true }).inputValue()).toBe('07700900123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toastWith(page, 'Check your email to confirm your account!').waitFor();
    await onTheLoginPage(page, appUrl);
    // The address is handed over as the log-in page starts, a moment after it is drawn.
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);

    // Follow the link in the confirmation mail
    const confirmation = await waitForMail(mailboxUrl, email, 'Confirm your PolicyLens account');
    // A link whose code was mistyped says the code is wrong (not that the link has expired).
    const wrongCode = new URL(linkIn(confirmation, '/auth/confirm'));
    wrongCode.searchParams.set('code', wrongCode.searchParams.get('code') === '000000' ? '111111' : '000000');
    await page.goto(wrongCode.href);
    await page.getByText("That confirmation code didn't match.").waitFor();
    expect(await page.getByText('has expired or has already been used').count()).toBe(0);
    await page.goto(linkIn(confirmation, '/auth/confirm'));
    const verified = toastWith(page, 'Email verified successfully! You can now log in.');
    await verified.waitFor();
    await page.waitForURL(`${appUrl}/`);
    expect(await page.evaluate(() => sessionStorage.getItem('policylens.conversion'))).toContain(
      'email_confirmed',
    );
    // Where the link lands, the next step is offered.
    await verified.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${appUrl}/login`);
    // The same link a second time is spent, and says so.
    await page.goto(linkIn(confirmation, '/auth/confirm'));
    await page.getByText('has expired or has already been used').waitFor();

    // Log in and see the profile
    await page.goto(`${appUrl}/login`);
    await whenTheyLogIn(page, appUrl, email, password);
    await page.waitForURL(`${appUrl}/profile`);
    await toastWith(page, 'Successfully logged in!').waitFor();
    const details = page.locator('.details');
    await details.getByText('Ann Lee').waitFor();
    expect(await details.textContent()).toContain('+44 7700900123');
    expect(await details.textContent()).toContain('United Kingdom');

    // Edit and save
    await page.getByRole('button', { name: 'Edit personal information' }).click();
    await page.getByLabel('First name', { exact: true }).fill('Annie');
    await page.getByLabel('Country of residence').selectOption('AU');
    await page.getByLabel('Country code').selectOption('+61');
    await page.getByLabel('Phone number', { exact: true }).fill('412345678');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toastWith(page, 'Profile updated successfully.').waitFor();
    await details.getByText('Annie Lee').waitFor();
    expect(await details.textContent()).toContain('Australia');

    // Still signed in after a reload, with the new values
    await page.reload();
    await page.locator('.details').getByText('Annie Lee').waitFor();
    expect(await page.locator('.details').textContent()).toContain('+61 412345678');

    // Sign out
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await onTheLoginPage(page, appUrl);
    await toastWith(page, 'Successfully signed out!').waitFor();

    // Forgot password
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await toastWith(page, 'Password reset link sent to your email').waitFor();
    await page.getByText('Please check your junk or spam folder').waitFor();

    // Follow the reset link: the secret leaves the address bar
    const reset = await waitForMail(mailboxUrl, email, 'Reset your PolicyLens password');
    await page.goto(linkIn(reset, '/reset-password'));
    await page.waitForURL(`${appUrl}/reset-password?type=recovery`);
    expect(page.url()).not.toContain('code=');
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('different');
    await page.getByRole('button', { name: 'Update Password' }).click();
    expect(await fieldMessage(page, 'New Password')).toBe('Password must be at least 8 characters long');
    // Made of the person's name, as at registration: the link carries it from the mail.
    await page.getByLabel('New Password', { exact: true }).fill('Annie.Lee.Annie');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Annie.Lee.Annie');
    await page.getByRole('button', { name: 'Update Password' }).click();
    expect(await fieldMessage(page, 'New Password')).toBe(
      'This password is too easy to guess from your name, your email or PolicyLens. Please choose a different one',
    );
    expect(page.url()).not.toContain('name=');
    const newPassword = `second-${randomUUID().slice(0, 8)}`;
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    expect(await fieldMessage(page, 'Confirm New Password')).toBe('Passwords do not match');
    await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toastWith(page, 'Password updated successfully').waitFor();
    await onTheLoginPage(page, appUrl);
    expect(await page.evaluate(() => sessionStorage.getItem('policylens.password-reset'))).toBeNull();

    // The new password works
    await whenTheyLogIn(page, appUrl, email, newPassword);
    await page.waitForURL(`${appUrl}/profile`);
    await page.locator('.details').getByText('Annie Lee').waitFor();
    expect(besides(problems, 400)).toEqual([]);
  });

  it('shows every message of the register form under its field and clears it on edit', async () => {
    const { page, problems } = await chromium.newPage();
    await page.goto(`${appUrl}/register`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The form's checks load on first use: the messages follow the click.
    await expect.poll(() => fieldMessage(page, 'First name')).toBe('First name is required');
    expect(await fieldMessage(page, 'Last name')).toBe('Last name is required');
    expect(await fieldMessage(page, 'Email')).toBe('Email is required');
    expect(await fieldMessage(page, 'Phone number')).toBe('Phone number is required');
    expect(await fieldMessage(page, 'Country of residence')).toBe('Country of residence is required');
    expect(await fieldMessage(page, 'Password')).toBe('Password is required');
    // The first field with a problem has the focus.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
      'firstName',
    );

    await page.getByLabel('First name', { exact: true }).fill('Sam');
    expect(await fieldMessage(page, 'First name')).toBeNull();
    expect(await fieldMessage(page, 'Last name')).toBe('Last name is required');

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Phone number', { exact: true }).fill('abc');
    expect(await page.getByLabel('Phone number', { exact: true }).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => fieldMessage(page, 'Email')).toBe('Please enter a valid email address');
    expect(await fieldMessage(page, 'Password')).toBe('Password must be at least 8 characters long');

    // A taken address is refused in the spec's words.
    const { email: existing } = await givenASignedInUser(chromium.urls());
    await whenTheyFillInTheRegisterForm(page, {
      lastName: 'Taylor',
      email: existing,
      phone: '7700900123',
      country: 'US',
      password: 'long-enough-password',
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').filter({ hasText: 'An account with this email already exists' }).waitFor();
    expect(besides(problems, 400)).toEqual([]);
  });

  it('shows every message of the complete-profile form, then saves it', async () => {
    const { page, problems } = await chromium.signedInPage({
      attributes: { given_name: 'Alex', family_name: 'Morgan' },
    });
    await page.goto(`${appUrl}/complete-profile`);
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const firstName = page.getByLabel('First name', { exact: true });
    await expect.poll(() => firstName.inputValue()).toBe('Alex');

    await firstName.fill('   ');
    await page.getByLabel('Last name', { exact: true }).fill('');
    await page.getByLabel('Phone number', { exact: true }).fill('');
    await page.getByLabel('Country of residence').selectOption('');
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    expect(await fieldMessage(page, 'First name')).toBe('First name is required');
    expect(await fieldMessage(page, 'Last name')).toBe('Last name is required');
    expect(await fieldMessage(page, 'Phone number')).toBe('Phone number is required');
    expect(await fieldMessage(page, 'Country of residence')).toBe('Country of residence is required');

    await page.getByLabel('Country of residence').selectOption('US');
    expect(await fieldMessage(page, 'Country of residence')).toBeNull();
    expect(await fieldMessage(page, 'First name')).toBe('First name is required');

    await firstName.fill('  Alexis ');
    await page.getByLabel('Last name', { exact: true }).fill('Morgan');
    await page.getByLabel('Country code').selectOption('+1');
    await page.getByLabel('Phone number', { exact: true }).fill('2025550123');
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await toastWith(page, 'Profile completed successfully!').waitFor();
    await page.waitForURL(`${appUrl}/profile`);
    await page.locator('.details').getByText('Alexis Morgan').waitFor();
    expect(await page.locator('.details').textContent()).toContain('United States');
    // Signed-in pages are kept out of search engines too, with one tag.
    expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(problems).toEqual([]);
  });

  it('brings a visitor sent to log in from a signed-in page back to that page once logged in', async () => {
    const { page, problems } = await chromium.newPage();
    const user = await givenASignedInUser(chromium.urls());
    await page.goto(`${appUrl}/policies?edit=none`);
    await page.waitForURL(`${appUrl}/login`);
    await whenTheyLogIn(page, appUrl, user.email, user.password);
    await page.waitForURL(`${appUrl}/policies?edit=none`);
    await page.getByRole('heading', { name: 'Policy Documents', level: 1 }).waitFor();
    expect(problems).toEqual([]);
  });

  it('sends signed-in visitors of /login and /register to their profile', async () => {
    const { page, problems } = await chromium.signedInPage();
    for (const path of ['/login', '/register']) {
      await page.goto(`${appUrl}${path}`);
      await page.waitForURL(`${appUrl}/profile`);
    }
    expect(problems).toEqual([]);
  });

  it('shows a new account with no policy where to start, and stops once it has one', async () => {
    const { page, problems, user } = await chromium.signedInPage();
    const nudge = page.getByRole('region', { name: 'Add your first policy' });
    await nudge.getByRole('link', { name: 'Upload a policy' }).click();
    await page.waitForURL(`${appUrl}/policies`);
    await page.getByRole('heading', { name: 'Policy Documents', level: 1 }).waitFor();
    await uploadPolicy(appUrl, user, [{ name: 'travel.pdf', bytes: schedulePdf(1) }], {
      name: 'First travel',
    });
    // Once the list has come back with the new policy (and the page has drawn it), no nudge.
    const listed = page.waitForResponse((r) => r.url().endsWith('/api/policies') && r.status() === 200);
    await page.goto(`${appUrl}/profile`);
    await listed;
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await nudge.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('refuses a wrong password, an empty form and an unconfirmed account in the spec words', async () => {
    const { page, problems } = await chromium.newPage();
    await page.goto(`${appUrl}/login`);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter email and password' }).waitFor();

    const user = await givenASignedInUser(chromium.urls());
    await whenTheyLogIn(page, appUrl, `  ${user.email} `, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();

    // Registered through the form, but the link in the mail was never followed.
    const email = randomEmail();
    await page.goto(`${appUrl}/register`);
    await whenTheyFillInTheRegisterForm(page, {
      firstName: 'Uma',
      lastName: 'Khan',
      email,
      phone: '7700900456',
      country: 'GB',
      password: 'unconfirmed-password',
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await onTheLoginPage(page, appUrl);
    await page.getByLabel('Password', { exact: true }).fill('unconfirmed-password');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    const notConfirmed = page
      .getByRole('alert')
      .filter({ hasText: 'Email not confirmed. Please check your inbox.' });
    await notConfirmed.waitFor();
    expect(await notConfirmed.getByRole('button', { name: 'Send a new confirmation link' }).count()).toBe(1);
    expect(besides(problems, 400)).toEqual([]);
  });

  it('says social sign-in needs the AWS deployment, and sends a callback without a session to log in', async () => {
    const { page, problems } = await chromium.newPage();
    await page.goto(`${appUrl}/login`);
    await page.getByText('Google and Facebook sign-in need the AWS deployment').waitFor();
    const google = page.getByRole('button', { name: 'Sign in with Google' });
    await google.click();
    await toastWith(page, 'Error signing in with Google').waitFor();
    expect(await google.isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Sign in with Facebook' }).click();
    await toastWith(page, 'Error signing in with Facebook').waitFor();

    await page.goto(`${appUrl}/auth/callback`);
    await onTheLoginPage(page, appUrl);
    await toastWith(page, 'Authentication failed. Please try again.').waitFor();
    const box = page.getByRole('alert').filter({ hasText: 'Authentication Error' });
    expect(await box.textContent()).toContain('No user found in session');
    expect(problems).toEqual([]);
  });

  it('has no accessibility violations on the account pages', async () => {
    const { page, problems } = await chromium.newPage();
    const check = async (label: string) => expect(await accessibilityViolations(page, label)).toEqual([]);
    await page.goto(`${appUrl}/login`);
    await page.getByRole('heading', { name: 'Log in to PolicyLens' }).waitFor();
    await check('/login');
    await page.goto(`${appUrl}/register`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('First name is required').waitFor();
    await check('/register with errors');
    await page.goto(`${appUrl}/reset-password#type=recovery&email=someone%40example.com&code=123456`);
    await page.waitForURL(`${appUrl}/reset-password?type=recovery`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await check('/reset-password');

    await givenALoggedInBrowser(page, chromium.urls());
    await page.locator('.details').waitFor();
    await check('/profile');
    await page.getByRole('button', { name: 'Edit personal information' }).click();
    await check('/profile editing');
    await page.goto(`${appUrl}/complete-profile`);
    await page.getByRole('button', { name: 'Complete Profile' }).waitFor();
    await check('/complete-profile');
    expect(problems).toEqual([]);
  });

  it('says which fields are required, the phone number too, before the form is sent', async () => {
    const { page, problems } = await chromium.newPage();
    await page.goto(`${appUrl}/register`);
    const phone = page.getByLabel('Phone number', { exact: true });
    const label = page.locator('.field').filter({ has: phone }).locator('.field__label-row');
    expect(await label.textContent()).toBe('Phone number (required)');
    for (const name of [
      'First name',
      'Last name',
      'Email',
      'Phone number',
      'Country of residence',
      'Password',
    ])
      expect(await page.getByLabel(name, { exact: true }).getAttribute('required'), name).toBe('');
    expect(await page.getByText(MESSAGES.phoneRequired).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('downloads the data, then deletes the account so logging in fails', async () => {
    const { page, problems, user } = await chromium.signedInPage();
    await page.locator('.details').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^policylens-export-\d{4}-\d{2}-\d{2}\.zip$/);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    // What it says agrees with the privacy policy: restorable from backups for 30 days, on request.
    const warning = (await dialog.textContent()) ?? '';
    expect(warning).toContain('for 30 days we can still restore it from our backups if you ask us');
    expect(warning).not.toContain('It cannot be undone.');
    // The password shows it is the holder, not only a session left signed in: a wrong one deletes nothing.
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    const password = dialog.getByLabel('Your password');
    await password.fill(`${user.password}x`);
    await confirm.click();
    await dialog.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(page.url()).toBe(`${appUrl}/profile`);
    await password.fill(user.password);
    await confirm.click();
    await toastWith(page, 'Your account and all its data have been deleted.').waitFor();
    await page.waitForURL(`${appUrl}/`);
    const mail = await waitForMail(mailboxUrl, user.email, 'Your PolicyLens account was deleted');
    expect(mail.body.text).toContain(`Your PolicyLens account (${user.email}) was deleted on`);

    await whenTheyLogIn(page, appUrl, user.email, user.password);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(besides(problems, 400)).toEqual([]);
  });

  it('asks for the authenticator code too when deleting an account with two-step verification on', async () => {
    const { page, problems, user } = await chromium.signedInPage();
    const { secret, spentStep } = await givenTwoStepVerificationOn(appUrl, user);
    await page.reload();
    const card = page.getByRole('region', { name: 'Two-step verification' });
    await card.getByText('Two-step verification is On', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill(user.password);
    const code = dialog.getByLabel('Enter the 6-digit code from your authenticator app');
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await code.fill(wrongCode(secret));
    await confirm.click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: "That code didn't match. Check your authenticator app and try again." })
      .waitFor();
    await code.fill((await unusedCode(secret, spentStep)).code);
    await confirm.click();
    await toastWith(page, 'Your account and all its data have been deleted.').waitFor();
    await waitForMail(mailboxUrl, user.email, 'Your PolicyLens account was deleted');
    expect(besides(problems, 400)).toEqual([]);
  });
});
