import { expect, test } from '../support/fixtures.ts';
import { expectHydrated } from '../support/ui.ts';

test.describe('locales', () => {
  test('switching to Deutsch from the language select prefixes the URL and translates the page', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const select = page.getByRole('banner').getByRole('button', { name: /^Language/ });
    await expectHydrated(select);
    await select.click();
    await page.getByRole('link', { name: /Deutsch/ }).click();

    await expect(page).toHaveURL(/\/de\/privacy-policy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Anmelden', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Registrieren', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    // Links of the page stay in the chosen locale.
    await expect(header.getByRole('link', { name: 'Anmelden', exact: true })).toHaveAttribute(
      'href',
      /^\/de\/privacy-policy\?modal=login$/,
    );
  });

  test('/en/… redirects to the bare path', async ({ page }) => {
    const response = await page.goto('/en/privacy-policy');
    await expect(page).toHaveURL(/\/privacy-policy$/);
    expect(new URL(page.url()).pathname).toBe('/privacy-policy');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.goto('/en');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a trailing slash is removed', async ({ page }) => {
    await page.goto('/privacy-policy/');
    expect(new URL(page.url()).pathname).toBe('/privacy-policy');
    await page.goto('/de/privacy-policy/?x=1');
    expect(new URL(page.url()).pathname).toBe('/de/privacy-policy');
    expect(new URL(page.url()).search).toBe('?x=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
