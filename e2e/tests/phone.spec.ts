import { expect, test } from '../support/fixtures.ts';
import { registerByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

test.describe('phone layout @phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a guest sees the header and the bottom bar; the menu opens and closes by a click outside @phone', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    // The desktop menu button is hidden; the bottom bar carries the menu.
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const bottomBar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bottomBar).toBeVisible();
    await expect(bottomBar.getByRole('link', { name: 'Lobby' })).toBeVisible();

    const menuButton = bottomBar.getByRole('button', { name: 'Menu' });
    await expectHydrated(menuButton);
    await menuButton.click();
    const sidebar = page.getByRole('dialog', { name: 'Main menu' });
    await expect(sidebar).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    // A click on the dimmed page to the right of the panel closes it.
    const panel = await sidebar.boundingBox();
    expect(panel).not.toBeNull();
    await page.mouse.click(Math.min(385, (panel?.width ?? 340) + 20), 420);
    await expect(sidebar).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('a signed-in player has the deposit button in the bottom bar and the account in the header @phone', async ({
    page,
  }) => {
    await registerByApi(page.request);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Profile of / })).toBeVisible();
    const bottomBar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bottomBar.getByRole('link', { name: 'Deposit' })).toBeVisible();

    const menuButton = bottomBar.getByRole('button', { name: 'Menu' });
    await expectHydrated(menuButton);
    await menuButton.click();
    const sidebar = page.getByRole('dialog', { name: 'Main menu' });
    await expect(sidebar.getByRole('link', { name: 'My profile' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'My profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(sidebar).toBeHidden();
  });
});
