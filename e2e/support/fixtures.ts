import { test as base, expect, type Page } from '@playwright/test';

interface Options {
  /** Preset the age gate's acceptance, as a returning adult visitor has it. */
  ageAccepted: boolean;
  /** Preset the subscribe prompt's dismissal, so that it never covers the screen under test. */
  subscribeDismissed: boolean;
}

/**
 * Every test starts as a returning adult who already dismissed the subscribe prompt, unless it
 * opts out: the popups have their own tests and must not cover the screens under test.
 */
export const test = base.extend<Options>({
  ageAccepted: [true, { option: true }],
  subscribeDismissed: [true, { option: true }],
  page: async ({ page, ageAccepted, subscribeDismissed }, use) => {
    await page.addInitScript(
      ({ accepted, dismissed }) => {
        if (accepted) window.localStorage.setItem('age_accepted', 'accepted');
        if (dismissed) window.localStorage.setItem('subscribe_dismissed', 'true');
      },
      { accepted: ageAccepted, dismissed: subscribeDismissed },
    );
    await use(page);
  },
});

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

/** Fills the popup's email login view; the popup must already be open on its first view. */
export async function logInWithEmail(page: Page, email: string, password: string): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByRole('button', { name: 'Log in with email' }).click();
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}
