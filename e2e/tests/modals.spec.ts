import { expect, test } from '../support/fixtures.ts';
import { dialog, expectHydrated, openLoginFromHeader } from '../support/ui.ts';

test.describe('modals over pages', () => {
  test('the login modal opens over a static page, which stays behind it, and closing returns to the page', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    const pageHeading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(pageHeading).toBeVisible();
    const title = await pageHeading.textContent();

    const modal = await openLoginFromHeader(page);
    await expect(page).toHaveURL(/\/privacy-policy\?modal=login$/);
    // The page is still there behind the modal.
    await expect(page.getByRole('main').getByRole('heading', { level: 1, includeHidden: true })).toHaveText(
      title ?? '',
    );

    const close = modal.getByRole('button', { name: 'Close' });
    await expectHydrated(close);
    await close.click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(pageHeading).toHaveText(title ?? '');
  });

  test('the opened modal puts the focus in its first field, for keyboard players', async ({ page }) => {
    await page.goto('/privacy-policy');
    const modal = await openLoginFromHeader(page);
    await expect(modal.getByLabel('E-mail', { exact: true })).toBeFocused();
  });

  test('Escape closes the modal too', async ({ page }) => {
    await page.goto('/privacy-policy');
    const modal = await openLoginFromHeader(page);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test('/login opened directly shows the home page behind the modal; closing leaves the home page', async ({
    page,
  }) => {
    await page.goto('/login');
    const modal = dialog(page, 'Sign in');
    await expect(modal).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to Orbit', includeHidden: true })).toBeAttached();
    const close = modal.getByRole('button', { name: 'Close' });
    await expectHydrated(close);
    await close.click();
    await expect(modal).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Orbit' })).toBeVisible();
  });
});
