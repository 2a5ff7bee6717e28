import { expect, test } from '../support/fixtures.ts';
import { expectHydrated } from '../support/ui.ts';

test.describe('footer', () => {
  test('the German home page shows German footer links, footer parts and banner texts', async ({ page }) => {
    const response = await page.goto('/de');
    expect(response?.status()).toBe(200);

    const footer = page.getByRole('contentinfo');
    const info = footer.getByRole('navigation', { name: 'Informationen' });
    for (const title of ['Allgemeine Geschäftsbedingungen', 'Datenschutzerklärung', 'Cookie-Richtlinie']) {
      await expect(info.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', /^\/de\//);
    }
    await expect(info.getByRole('link', { name: 'Partnerprogramm' })).toHaveAttribute(
      'href',
      '/de/affiliates',
    );
    await expect(footer.getByRole('link', { name: 'Allgemeine Regeln' })).toBeVisible();
    await expect(footer.getByText('Privacy policy')).toHaveCount(0);

    // Contacts and the awards of footer-config, labelled in German.
    await expect(footer.getByRole('link', { name: 'Telefon +372 5550 1000' })).toHaveAttribute(
      'href',
      'tel:+37255501000',
    );
    await expect(footer.getByRole('link', { name: 'E-Mail support@orbit.localhost' })).toBeVisible();
    await expect(
      footer.getByRole('list', { name: 'Orbit in sozialen Netzwerken' }).getByRole('link'),
    ).toHaveCount(4);

    // The lobby's banners in German.
    await expect(page.getByRole('heading', { name: /^Willkommenspaket bis zu/ }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Welcome pack up to/, includeHidden: true })).toHaveCount(
      0,
    );
  });

  test('the awards filter by year from the keyboard, and the terms download in the visitor’s language', async ({
    page,
  }) => {
    await page.goto('/de');
    const awards = page.getByRole('contentinfo').getByRole('region', { name: 'Auszeichnungen' });
    const year = awards.getByRole('combobox', { name: 'Jahr' });
    await expectHydrated(year);
    await expect(awards.getByRole('listitem')).toHaveCount(5);
    await year.focus();
    await page.keyboard.press('ArrowDown');
    await expect(year).toHaveValue('2025');
    await expect(awards.getByRole('listitem')).toHaveCount(2);
    await year.selectOption('2023');
    await expect(awards.getByRole('listitem')).toHaveCount(1);
    await expect(awards.getByRole('listitem')).toContainText('2023');
    await year.selectOption('');
    await expect(awards.getByRole('listitem')).toHaveCount(5);

    const terms = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Allgemeine Geschäftsbedingungen (Download)' });
    const [download] = await Promise.all([page.waitForEvent('download'), terms.click()]);
    expect(download.suggestedFilename()).toBe('terms-and-conditions-de.html');
  });

  test('the affiliates page opens from the footer in the visitor’s language', async ({ page }) => {
    await page.goto('/de');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Partnerprogramm' });
    await expectHydrated(link);
    await link.click();
    await expect(page).toHaveURL(/\/de\/affiliates$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Partnerprogramm' })).toBeVisible();
    await expect(page.getByText('affiliates@orbit.localhost')).toBeVisible();
  });
});
