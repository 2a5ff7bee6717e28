import { expect, test, watchContextErrors } from '../support/fixtures.ts';
import { registerByApi, signInByApi } from '../support/players.ts';
import { captchaSolved, dialog, expectHydrated, expectSignedIn, expectSignedOut } from '../support/ui.ts';

test.describe('profile journeys', () => {
  test.describe.configure({ timeout: 120_000 });

  test('edits the personal data, which stays after a reload; a bad phone shows its message and saves nothing', async ({
    page,
  }) => {
    await registerByApi(page.request);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    const form = page.getByTestId('personal-form');
    const save = form.getByRole('button', { name: 'Save changes' });
    await expectHydrated(save);

    await form.getByLabel('First name', { exact: true }).fill('Ada');
    await form.getByLabel('Last name', { exact: true }).fill('Lovelace');
    await form.getByLabel('City', { exact: true }).fill('Halifax');
    await form.getByLabel('Mobile phone', { exact: true }).fill('+1 902 555 0147');
    await save.click();
    await expect(page.getByText('Your personal data has been saved.')).toBeVisible();

    await page.reload();
    const reloaded = page.getByTestId('personal-form');
    await expect(reloaded.getByLabel('First name', { exact: true })).toHaveValue('Ada');
    await expect(reloaded.getByLabel('Last name', { exact: true })).toHaveValue('Lovelace');
    await expect(reloaded.getByLabel('City', { exact: true })).toHaveValue('Halifax');
    await expect(reloaded.getByLabel('Mobile phone', { exact: true })).toHaveValue('+1 902 555 0147');

    // A bad value: the field says why, and nothing of the submit is saved (not the good city either).
    const saveAgain = reloaded.getByRole('button', { name: 'Save changes' });
    await expectHydrated(saveAgain);
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/player')) patches.push(request.url());
    });
    await reloaded.getByLabel('City', { exact: true }).fill('Moncton');
    const phone = reloaded.getByLabel('Mobile phone', { exact: true });
    await phone.fill('12');
    await saveAgain.click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/at least 8 digits/);
    await expect(page.getByText('Your personal data has been saved.')).toHaveCount(0);

    await page.reload();
    const afterBad = page.getByTestId('personal-form');
    await expect(afterBad.getByLabel('City', { exact: true })).toHaveValue('Halifax');
    await expect(afterBad.getByLabel('Mobile phone', { exact: true })).toHaveValue('+1 902 555 0147');
    expect(patches, 'no update request for an invalid form').toEqual([]);
  });

  test('a 401 is answered by the login modal: the session ended on another device, then a save', async ({
    page,
    browser,
    pageErrors,
  }) => {
    const { email, password } = await registerByApi(page.request);
    await page.goto('/profile');
    const form = page.getByTestId('personal-form');
    const save = form.getByRole('button', { name: 'Save changes' });
    await expectHydrated(save);
    await expectSignedIn(page);

    // A second device signs in as the same player and ends the first session on the security page.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    watchContextErrors(other, pageErrors);
    try {
      const otherPage = await other.newPage();
      await signInByApi(otherPage.request, email, password);
      await otherPage.goto('/profile/security');
      const rows = otherPage.getByTestId('session-row');
      await expect(rows).toHaveCount(2);
      const revoke = rows.filter({ hasNot: otherPage.getByText('This device') }).getByRole('button', {
        name: /^Sign out /,
      });
      await expectHydrated(revoke);
      await revoke.click();
      await expect(rows).toHaveCount(1);
      await expect(rows.getByText('This device')).toBeVisible();
    } finally {
      await other.close();
    }

    // The first page does not know yet; its next API call gets a 401.
    await form.getByLabel('City', { exact: true }).fill('Winnipeg');
    await save.click();
    const login = dialog(page, 'Sign in');
    await expect(login).toBeVisible();
    await expect(page).toHaveURL(/\/profile\?modal=login$/);
    await expectSignedOut(page);

    // Signing in again in that modal brings the player back to the profile.
    await login.getByLabel('E-mail', { exact: true }).fill(email);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await captchaSolved(login);
    await login.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(login).toBeHidden({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/profile$/);
    await expectSignedIn(page);
  });
});
