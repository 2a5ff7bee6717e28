import { expect, type Locator, type Page } from '@playwright/test';

/** The captcha is solved by the page itself; proof of work can be slow on a busy machine. */
export const CAPTCHA_TIMEOUT = 45_000;

/**
 * Waits until React has hydrated `locator`'s element (it carries React's props), so a click
 * runs the app's handler and not the browser's default (e.g. a native form submission). A part
 * below the fold (the footer, the lobby's jackpots) loads its code as it comes near: the element
 * is brought into view meanwhile, as a visitor scrolling to it would; a control whose code loads
 * at first use (the header's search and language button, the cookie notice) as the pointer comes
 * over it, as a visitor reaching for it would.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          const hydrated = Object.keys(element).some((key) => key.startsWith('__reactProps$'));
          if (!hydrated) {
            element.scrollIntoView({ block: 'nearest' });
            element.dispatchEvent(new Event('pointerover', { bubbles: true }));
          }
          return hydrated;
        }),
      { message: 'the element is hydrated', timeout: 20_000, intervals: [50] },
    )
    .toBe(true);
}

/** The modal dialog with the given title (e.g. "Sign in", "Create an account"). */
export const dialog = (page: Page, title: string | RegExp): Locator =>
  page.getByRole('dialog', { name: title });

/** Waits until the captcha of a form inside `scope` is solved by the page's widget. */
export async function captchaSolved(scope: Locator): Promise<void> {
  await expect(scope.getByTestId('captcha-status')).toHaveAttribute('data-state', 'solved', {
    timeout: CAPTCHA_TIMEOUT,
  });
}

/** The header's link to the player's profile: present only while signed in. */
export const accountLink = (page: Page): Locator =>
  page.getByRole('banner').getByRole('link', { name: /^Profile of / });

/** The header's guest buttons. */
export const headerSignIn = (page: Page): Locator =>
  page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });
export const headerRegister = (page: Page): Locator =>
  page.getByRole('banner').getByRole('link', { name: 'Register', exact: true });

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(accountLink(page)).toBeVisible();
  await expect(headerSignIn(page)).toHaveCount(0);
}

export async function expectSignedOut(page: Page): Promise<void> {
  await expect(headerSignIn(page)).toBeVisible();
  await expect(accountLink(page)).toHaveCount(0);
}

export const unconfirmedNotice = (page: Page): Locator =>
  page.getByRole('status').filter({ hasText: 'Please confirm your e-mail address' });

/** Fills and submits the registration modal that is open on `page`; the page solves the captcha. */
export async function registerInModal(page: Page, email: string, password: string): Promise<void> {
  const modal = dialog(page, 'Create an account');
  await expect(modal).toBeVisible();
  const submit = modal.getByRole('button', { name: 'Create account' });
  await expectHydrated(submit);
  await modal.getByLabel('E-mail', { exact: true }).fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  // Country and currency are preselected from the visitor's country (CA → CAD).
  await expect(modal.getByLabel('Country', { exact: true })).not.toHaveValue('');
  await expect(modal.getByLabel('Currency', { exact: true })).not.toHaveValue('');
  await modal.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
  await captchaSolved(modal);
  await submit.click();
  await expect(modal).toBeHidden({ timeout: 20_000 });
}

/** Opens the login modal from the header over the current page. */
export async function openLoginFromHeader(page: Page): Promise<Locator> {
  const link = headerSignIn(page);
  await expectHydrated(link);
  await link.click();
  const modal = dialog(page, 'Sign in');
  await expect(modal).toBeVisible();
  return modal;
}

/** Fills the password step of the open login modal and submits it once the captcha is solved. */
export async function submitPasswordStep(page: Page, email: string, password: string): Promise<Locator> {
  const modal = dialog(page, 'Sign in');
  await expect(modal).toBeVisible();
  const submit = modal.getByRole('button', { name: 'Sign in', exact: true });
  await expectHydrated(submit);
  await modal.getByLabel('E-mail', { exact: true }).fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await captchaSolved(modal);
  await submit.click();
  return modal;
}

/** Signs in through the open login modal (no second factor) and waits until it has closed. */
export async function signInInModal(page: Page, email: string, password: string): Promise<void> {
  const modal = await submitPasswordStep(page, email, password);
  await expect(modal).toBeHidden({ timeout: 20_000 });
  await expectSignedIn(page);
}

/** The control that ends the session in the app's own UI. */
const signOutControl = (scope: Page | Locator): Locator =>
  scope
    .getByRole('button', { name: /^(sign|log) ?out$/i })
    .or(scope.getByRole('link', { name: /^(sign|log) ?out$/i }));

/**
 * Signs out through the UI: the sign-out control of the header's account area, the menu
 * sidebar, or the profile page — wherever the shell offers it.
 */
export async function signOutThroughUi(page: Page): Promise<void> {
  let control = signOutControl(page.getByRole('banner'));
  if ((await control.count()) === 0) {
    const menuButton = page.getByRole('button', { name: /^(Open menu|Menu)$/ }).first();
    await expectHydrated(menuButton);
    await menuButton.click();
    control = signOutControl(page.getByRole('dialog', { name: 'Main menu' }));
    if ((await control.count()) === 0) {
      await page.keyboard.press('Escape');
      await page.goto('/profile');
      control = signOutControl(page.getByRole('main'));
    }
  }
  await expect(control.first(), 'a "Sign out" control in the header, the menu or the profile').toBeVisible();
  await expectHydrated(control.first());
  // The footer is a lazy chunk that hydrates last; signing out drops the cached pages it was
  // rendered from, so a click before it hydrates makes React re-render it (a recoverable mismatch).
  await expectHydrated(page.getByRole('contentinfo').getByRole('link').first());
  await control.first().click();
  await expectSignedOut(page);
}
