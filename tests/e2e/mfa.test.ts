import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../steps/accessibility';
import { onTheLoginPage, toastWith, whenTheyLogIn } from '../steps/account-pages';
import { besides, chromiumForTests, theRunningApp } from '../steps/browser-session';
import { unusedCode, wrongCode } from '../steps/mfa';

const { appUrl } = theRunningApp();

const CODE_LABEL = 'Enter the 6-digit code from your authenticator app';
const WRONG_CODE = "That code didn't match. Check your authenticator app and try again.";

describe('two-step verification in Chromium', () => {
  const chromium = chromiumForTests();

  it('is turned on in the profile, asked for after the password at log-in, and turned off', async () => {
    const { page, problems, user } = await chromium.signedInPage();
    const card = page.getByRole('region', { name: 'Two-step verification' });
    await card.getByText('Two-step verification is Off', { exact: true }).waitFor();

    // Turn on: the page shows the key to type in and a link for an app on this device.
    await card.getByRole('button', { name: 'Turn on two-step verification' }).click();
    await card.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
    const shownKey = (await card.locator('dd code').textContent()) ?? '';
    expect(shownKey).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
    const secret = shownKey.replaceAll(' ', '');
    const link = new URL(
      (await card
        .getByRole('link', { name: 'add PolicyLens to your authenticator app' })
        .getAttribute('href')) ?? '',
    );
    expect(link.protocol).toBe('otpauth:');
    expect(link.host).toBe('totp');
    expect(decodeURIComponent(link.pathname)).toBe(`/PolicyLens:${user.email}`);
    expect(link.searchParams.get('secret')).toBe(secret);
    expect(link.searchParams.get('issuer')).toBe('PolicyLens');
    // How to get back in without the app: the key kept elsewhere, or the team through the contact page.
    await card.getByText('If you lose access to your authenticator app', { exact: false }).waitFor();
    expect(await card.getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('/contact');
    expect(await accessibilityViolations(page, 'setup')).toEqual([]);

    // A wrong code is refused in plain words; the right one turns it on.
    const setupField = card.getByLabel(CODE_LABEL);
    await setupField.fill(wrongCode(secret));
    await card.getByRole('button', { name: 'Verify and turn on' }).click();
    await card.getByRole('alert').filter({ hasText: WRONG_CODE }).waitFor();
    expect(await setupField.inputValue()).toBe('');
    expect(await setupField.getAttribute('aria-invalid')).toBe('true');
    const setupCode = await unusedCode(secret);
    await setupField.fill(setupCode.code);
    await card.getByRole('button', { name: 'Verify and turn on' }).click();
    await card.getByRole('status').filter({ hasText: 'Two-step verification is on.' }).waitFor();
    await card.getByText('Two-step verification is On', { exact: true }).waitFor();
    expect(await card.getByRole('heading', { name: 'Set up your authenticator app' }).count()).toBe(0);
    await card.getByText('If you lose access to your authenticator app', { exact: false }).waitFor();

    // Log out; logging in now asks for a code after the password.
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await onTheLoginPage(page, appUrl);
    await whenTheyLogIn(page, appUrl, user.email, user.password);
    const codeField = page.getByLabel(CODE_LABEL);
    await codeField.waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Two-step verification');
    expect(await page.getByRole('button', { name: /Sign in with Google/ }).count()).toBe(0);
    expect(await accessibilityViolations(page, 'code step')).toEqual([]);

    await codeField.fill(wrongCode(secret));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.getByRole('alert').filter({ hasText: WRONG_CODE }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    const signInCode = await unusedCode(secret, setupCode.step);
    await codeField.fill(signInCode.code);
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await page.waitForURL(`${appUrl}/profile`);
    await toastWith(page, 'Successfully logged in!').waitFor();

    // Turn off, once confirmed ('Keep it on' changes nothing).
    await card.getByText('Two-step verification is On', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Turn off two-step verification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn off two-step verification?' });
    await dialog.getByRole('button', { name: 'Keep it on' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Two-step verification is On', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Turn off two-step verification' }).click();
    await dialog.getByRole('button', { name: 'Turn off', exact: true }).click();
    await card.getByRole('status').filter({ hasText: 'Two-step verification is off.' }).waitFor();
    await card.getByText('Two-step verification is Off', { exact: true }).waitFor();

    // The password alone logs in again.
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await onTheLoginPage(page, appUrl);
    await whenTheyLogIn(page, appUrl, user.email, user.password);
    await page.waitForURL(`${appUrl}/profile`);
    // A refused code is an HTTP 400 from the user pool, which Chromium logs; nothing else may be.
    expect(besides(problems, 400)).toEqual([]);
  }, 180_000);
});
