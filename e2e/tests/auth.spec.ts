import { expect, test } from '../support/fixtures.ts';
import {
  DEMO_PASSWORD,
  mailedLink,
  PASSWORD,
  registerByApi,
  TWOFA_EMAIL,
  totpCode,
  uniqueEmail,
  waitForNextTotpStep,
} from '../support/players.ts';
import {
  captchaSolved,
  dialog,
  expectHydrated,
  expectSignedIn,
  expectSignedOut,
  headerRegister,
  openLoginFromHeader,
  registerInModal,
  signInInModal,
  signOutThroughUi,
  submitPasswordStep,
  unconfirmedNotice,
} from '../support/ui.ts';

test.describe('registration, sign-in and password journeys', () => {
  // Several captchas are solved by the page in some journeys; the machine may be busy.
  test.describe.configure({ timeout: 120_000 });

  test('registers in the modal, is signed in with the unconfirmed notice, and the mailed link confirms', async ({
    page,
  }) => {
    const email = uniqueEmail('register');
    await page.goto('/');
    const register = headerRegister(page);
    await expectHydrated(register);
    await register.click();
    await expect(page).toHaveURL(/\?modal=registration$/);

    await registerInModal(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page);
    await expect(unconfirmedNotice(page)).toBeVisible();
    await expect(unconfirmedNotice(page)).toContainText(email);

    const link = await mailedLink(page.request, email, 'confirmation_token=');
    expect(link).toMatch(/^\/email-confirmation\?confirmation_token=/);
    await page.goto(link);
    const confirmation = dialog(page, 'Confirm your e-mail');
    await expect(confirmation.getByText('Thank you, your e-mail address is confirmed.')).toBeVisible();
    await expect(unconfirmedNotice(page)).toHaveCount(0);
    await confirmation.getByRole('button', { name: 'Continue' }).click();
    await expect(confirmation).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page);

    // Confirmed for good: a fresh page load shows no notice either.
    await page.reload();
    await expectSignedIn(page);
    await expect(unconfirmedNotice(page)).toHaveCount(0);
  });

  test('signs out, then signs in again with the password', async ({ page }) => {
    const { email, password } = await registerByApi(page.request);
    await page.goto('/');
    await expectSignedIn(page);
    await expect(unconfirmedNotice(page)).toBeVisible();

    await signOutThroughUi(page);
    // Logout clears the player's data: the notice goes with the player.
    await expect(unconfirmedNotice(page)).toHaveCount(0);
    const me = await page.request.get('/api/player');
    expect((await me.json()).id, 'the server session has ended').toBeUndefined();

    await page.goto('/');
    await openLoginFromHeader(page);
    await signInInModal(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    await expect(unconfirmedNotice(page)).toBeVisible();
  });

  test('signs in with a second factor: password step, a wrong code is refused, then the right code', async ({
    page,
  }) => {
    if (test.info().retry > 0) await waitForNextTotpStep();
    await page.goto('/');
    await openLoginFromHeader(page);
    const modal = await submitPasswordStep(page, TWOFA_EMAIL, DEMO_PASSWORD);

    const code = modal.getByLabel('6-digit code');
    await expect(code).toBeVisible({ timeout: 20_000 });
    await expect(modal.getByLabel('Password', { exact: true })).toHaveCount(0);

    const right = await totpCode();
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    await code.fill(wrong);
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expect(modal.getByText('The code is wrong or has expired.', { exact: false })).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expectSignedOut(page);

    await code.fill(await totpCode());
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expect(modal).toBeHidden({ timeout: 20_000 });
    await expectSignedIn(page);
    await expect(page).toHaveURL(/\/$/);
  });

  test('changes the password on the security page; afterwards only the new one signs in', async ({
    page,
  }) => {
    const { email, password: oldPassword } = await registerByApi(page.request);
    const newPassword = 'Orbit-e2e-New2';
    await page.goto('/profile/security');
    const form = page.getByTestId('change-password-form');
    const submit = form.getByRole('button', { name: 'Change password' });
    await expectHydrated(submit);
    await form.getByLabel('Current password', { exact: true }).fill(oldPassword);
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Repeat the new password', { exact: true }).fill(newPassword);
    await submit.click();
    await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();
    await expect(form.getByLabel('Current password', { exact: true })).toHaveValue('');

    await signOutThroughUi(page);
    await page.goto('/');
    const modal = await openLoginFromHeader(page);
    await submitPasswordStep(page, email, oldPassword);
    await expect(modal.getByText('Wrong e-mail or password.')).toBeVisible({ timeout: 20_000 });
    await expectSignedOut(page);

    await modal.getByLabel('Password', { exact: true }).fill(newPassword);
    await captchaSolved(modal);
    await modal.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(modal).toBeHidden({ timeout: 20_000 });
    await expectSignedIn(page);
  });

  test('resets a forgotten password from the mailed link and signs in with the new one', async ({
    page,
    request,
  }) => {
    // Registered on a separate API context: the browser stays a guest.
    const { email } = await registerByApi(request);
    const newPassword = 'Orbit-e2e-Reset3';
    await page.goto('/');
    const login = await openLoginFromHeader(page);
    const forgot = login.getByRole('link', { name: 'Forgot your password?' });
    await expectHydrated(forgot);
    await forgot.click();

    const remind = dialog(page, 'Reset your password');
    await expect(remind).toBeVisible();
    await expect(page).toHaveURL(/modal=remind/);
    await remind.getByLabel('E-mail', { exact: true }).fill(email);
    await captchaSolved(remind);
    await remind.getByRole('button', { name: 'Send the link' }).click();
    await expect(remind.getByText('If an account exists for this address', { exact: false })).toBeVisible({
      timeout: 20_000,
    });

    const link = await mailedLink(request, email, 'reset_password_token=');
    expect(link).toMatch(/^\/new-password\?reset_password_token=/);
    await page.goto(link);
    const newPasswordModal = dialog(page, 'Set a new password');
    const save = newPasswordModal.getByRole('button', { name: 'Save the new password' });
    await expectHydrated(save);
    await newPasswordModal.getByLabel('New password', { exact: true }).fill(newPassword);
    await newPasswordModal.getByLabel('Repeat the new password', { exact: true }).fill(newPassword);
    await save.click();
    await expect(newPasswordModal.getByText('Your password has been changed.')).toBeVisible();
    await newPasswordModal.getByRole('link', { name: 'Sign in' }).click();

    await signInInModal(page, email, newPassword);
  });
});
