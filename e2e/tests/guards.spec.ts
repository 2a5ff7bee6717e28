import { expect, test } from '../support/fixtures.ts';
import { PASSWORD, registerByApi, uniqueEmail } from '../support/players.ts';
import { dialog, expectHydrated, expectSignedIn, registerInModal } from '../support/ui.ts';

test.describe('guards', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a guest opening /profile gets the registration modal with redirect=/profile, and lands there after registering', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/registration\?redirect=%2Fprofile$/);
    await expect(dialog(page, 'Create an account')).toBeVisible();

    await registerInModal(page, uniqueEmail('guard'), PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    await expectSignedIn(page);
  });

  for (const path of ['/login', '/registration']) {
    test(`a signed-in player opening ${path} goes to the main page`, async ({ page }) => {
      await registerByApi(page.request);
      // The server already answers with the redirect; the browser then shows main.
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect(answer.status()).toBeGreaterThanOrEqual(300);
      expect(answer.status()).toBeLessThan(400);
      expect(answer.headers().location).toBe('/');
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expectSignedIn(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  test('from a guest-restricted country (US) the registration modal shows the restriction, not the form', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'orbit_country', value: 'US', url: baseURL ?? '' }]);
    await page.goto('/registration');
    const modal = dialog(page, 'Create an account');
    await expect(modal.getByText('Registration restricted in your country')).toBeVisible();
    await expect(modal.getByLabel('E-mail', { exact: true })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: 'Create account' })).toHaveCount(0);

    // Closing the notice leaves the modal for the home page.
    const close = modal.getByRole('button', { name: 'Close' }).last();
    await expectHydrated(close);
    await close.click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    // Signing in is closed there too.
    await page.goto('/?modal=login');
    const login = dialog(page, 'Sign in');
    await expect(login.getByText('Login not available in your country')).toBeVisible();
    await expect(login.getByLabel('Password', { exact: true })).toHaveCount(0);
  });
});
