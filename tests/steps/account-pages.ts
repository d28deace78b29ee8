import type { Locator, Page } from 'playwright-core';
import { givenASignedInUser, type StackUrls, type TestUser } from './users';

/** The stack's addresses as a test in the browser tier knows them: from the app's own config. */
export async function stackUrls(appUrl: string, mailboxUrl: string): Promise<StackUrls> {
  const response = await fetch(`${appUrl}/config.json`);
  const config = (await response.json()) as { userPoolClientId: string };
  return { appUrl, mailboxUrl, userPoolClientId: config.userPoolClientId };
}

/**
 * Waits until the login page is on screen. The address changes a moment before the new page is
 * drawn, so waiting for the address alone could type into the page being left.
 */
export async function onTheLoginPage(page: Page, appUrl: string) {
  await page.waitForURL(`${appUrl}/login`);
  await page.getByRole('heading', { name: 'Log in to PolicyLens' }).waitFor();
}

/** When the user fills in the login form and presses Log In. */
export async function whenTheyLogIn(page: Page, appUrl: string, email: string, password: string) {
  if (new URL(page.url()).pathname !== '/login') await page.goto(`${appUrl}/login`);
  await page.getByRole('heading', { name: 'Log in to PolicyLens' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

/** Given a confirmed user who has logged in through the login page and sees their profile. */
export async function givenALoggedInBrowser(
  page: Page,
  urls: StackUrls,
  attributes: Record<string, string> = {},
): Promise<TestUser> {
  const user = await givenASignedInUser(urls, attributes);
  await page.goto(`${urls.appUrl}/login`);
  await whenTheyLogIn(page, urls.appUrl, user.email, user.password);
  await page.waitForURL(`${urls.appUrl}/profile`);
  return user;
}

/** The register form's values a test fills in; a field left out is left as it is. */
export interface RegisterFormValues {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  readonly phone?: string;
  /** A country of residence, by its code. */
  readonly country?: string;
  readonly password?: string;
}

/** When the visitor fills in the register form with these values (without sending it yet). */
export async function whenTheyFillInTheRegisterForm(page: Page, values: RegisterFormValues) {
  const fields = [
    ['First name', values.firstName],
    ['Last name', values.lastName],
    ['Email', values.email],
    ['Phone number', values.phone],
  ] as const;
  for (const [label, value] of fields)
    if (value !== undefined) await page.getByLabel(label, { exact: true }).fill(value);
  if (values.country !== undefined)
    await page.getByLabel('Country of residence').selectOption(values.country);
  if (values.password !== undefined) await page.getByLabel('Password', { exact: true }).fill(values.password);
}

/** A toast with exactly this text is on screen. */
export function toastWith(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

/** The message shown under a form field, found through the field's aria-describedby. */
export async function fieldMessage(page: Page | Locator, label: string): Promise<string | null> {
  const field = page.getByLabel(label, { exact: true });
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  if (!errorId) return null;
  return page.locator(`[id="${errorId}"]`).textContent();
}
