import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { verifyEmailThroughMail } from './api';

interface Options {
  /** Preset the age gate's acceptance, as a returning adult visitor has it. */
  ageAccepted: boolean;
  /** Preset the subscribe prompt's dismissal, so that it never covers the screen under test. */
  subscribeDismissed: boolean;
}

/** Presets the visitor's local storage before any page script runs (see Options). */
async function presetVisitor(page: Page, { ageAccepted, subscribeDismissed }: Options): Promise<void> {
  await page.addInitScript(
    ({ accepted, dismissed }) => {
      if (accepted) window.localStorage.setItem('age_accepted', 'accepted');
      if (dismissed) window.localStorage.setItem('subscribe_dismissed', 'true');
    },
    { accepted: ageAccepted, dismissed: subscribeDismissed },
  );
}

/**
 * Every test starts as a returning adult who already dismissed the subscribe prompt, unless it
 * opts out: the popups have their own tests and must not cover the screens under test.
 */
export const test = base.extend<Options>({
  ageAccepted: [true, { option: true }],
  subscribeDismissed: [true, { option: true }],
  page: async ({ page, ageAccepted, subscribeDismissed }, use) => {
    await presetVisitor(page, { ageAccepted, subscribeDismissed });
    await use(page);
  },
});

/**
 * A page in a browser context of its own (its own storage and cookies: another person), preset
 * like the test's page. The test's browser applies the config's options (baseURL) to new contexts.
 */
export async function newVisitorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await presetVisitor(page, { ageAccepted: true, subscribeDismissed: true });
  return page;
}

export { expect };

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@e2e.test`;
}

export interface NewUser {
  givenName: string;
  familyName: string;
  email: string;
  password: string;
}

export const newUser = (label: string): NewUser => ({
  givenName: 'Ada',
  familyName: 'Lovelace',
  email: uniqueEmail(label),
  password: 'Grapes-2024!',
});

export function loginDialog(page: Page) {
  return page.getByRole('dialog');
}

/** Signs up through the login popup, from whatever page is open. */
export async function signUpThroughPopup(page: Page, user: NewUser): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill(user.givenName);
  await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill(user.familyName);
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog).toBeHidden();
}

/** Signs up through the popup and follows the mailed verification link, as a shopper who orders must (decision 0059). */
export async function signUpVerifiedThroughPopup(page: Page, user: NewUser): Promise<void> {
  await signUpThroughPopup(page, user);
  await verifyEmailThroughMail(page.request, user.email);
}

/** Fills the popup's email login view; the popup must already be open on its first view. */
export async function logInWithEmail(page: Page, email: string, password: string): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByRole('button', { name: 'Log in with email' }).click();
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Demo accounts of the seeded shop (README "Demo logins"). */
export const demoAccounts = {
  sommelier: { email: 'claire@sommlike.test', password: 'Sommelier123!' },
  retailer: { email: 'retailer@sommlike.test', password: 'Retailer123!' },
} as const;

/**
 * Logs in through the popup and lands on `path`, the way a protected page sends a visitor:
 * `/?login=true&redirect=<path>` opens the popup itself. Opening `path` first and clicking the
 * header's "Log in" raced: on a protected path the redirect's own popup could open first and
 * its backdrop took the click.
 */
export async function logInThroughPopup(page: Page, account: { email: string; password: string }, path = '/'): Promise<void> {
  await page.goto(`/?${new URLSearchParams({ login: 'true', redirect: path }).toString()}`);
  await logInWithEmail(page, account.email, account.password);
  await expect(loginDialog(page)).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]login=true/);
}
