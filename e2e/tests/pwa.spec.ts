import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { registerByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

/** The state of the service worker that controls the page (`none` before one does). */
const controllerState = (page: Page) =>
  page.evaluate(() => {
    type Workers = { serviceWorker: { controller: { state: string } | null } };
    return (
      (globalThis as unknown as { navigator: Workers }).navigator.serviceWorker.controller?.state ?? 'none'
    );
  });

interface Manifest {
  name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/**
 * The installable app in Chromium: the manifest and service worker Chromium needs to install it,
 * the offline page when the network is gone, the install instructions of `?pwa=install`, and the
 * installed app itself (the display mode emulated): its open told to the server, no install block.
 */
test.describe('installable app', () => {
  test('Chromium finds it installable: the manifest linked and valid, the service worker active', async ({
    page,
  }) => {
    await page.goto('/de');
    const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest?lang=de');
    const manifest = (await (await page.request.get(href!)).json()) as Manifest;
    expect([manifest.name, manifest.start_url, manifest.display]).toEqual(['Orbit', '/de', 'standalone']);
    for (const icon of manifest.icons) {
      const served = await page.request.get(icon.src);
      expect(served.headers()['content-type'], icon.src).toBe(icon.type);
    }

    // The worker takes the page over once it has precached the shell.
    await expect.poll(() => controllerState(page), { timeout: 20_000 }).toBe('activated');
    const cdp = await page.context().newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.errors).toEqual([]);
    // Playwright's contexts are incognito, where Chromium installs nothing: every other check passes.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
  });

  test('a page asked for without a network shows the offline page in its language, and the page once back', async ({
    page,
    context,
  }) => {
    await page.goto('/de');
    await expect.poll(() => controllerState(page), { timeout: 20_000 }).toBe('activated');
    await context.setOffline(true);
    await page.goto('/de/pokies/all');
    await expect(page.getByRole('heading', { level: 1, name: 'Du bist offline' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Orbit' })).toBeVisible();
    await expect(page).toHaveURL(/\/de\/pokies\/all$/);

    await expect(page.getByRole('link', { name: 'Noch einmal versuchen' })).toHaveAttribute('href', '');

    // Back online, the page comes by itself.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Du bist offline' })).toBeHidden();
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('the install block opens the instructions (?pwa=install), which then lead back to the lobby', async ({
    page,
  }) => {
    await page.goto('/pokies/all');
    const block = page.getByRole('contentinfo').getByRole('link', { name: 'Install', exact: true });
    await expectHydrated(block);
    await block.click();
    await expect(page).toHaveURL(/\/\?pwa=install$/);
    const instructions = page.getByRole('dialog', { name: 'Install the app' });
    await expect(instructions.getByRole('heading', { name: 'Computer (Chrome or Edge)' })).toBeVisible();
    await expect(instructions.getByRole('listitem')).toHaveCount(3);
    await instructions.getByRole('button', { name: 'Back to the lobby' }).click();
    await expect(instructions).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    // Opened by its address, it shows once the page is up; Escape closes it too.
    await page.goto('/?pwa=install');
    await expect(instructions).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(instructions).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('in the installed app a player’s open is told and counted, and the install block is hidden', async ({
    page,
  }) => {
    await registerByApi(page.request);
    // Chromium cannot emulate the display mode: the page is told it runs standalone.
    await page.addInitScript(() => {
      const win = globalThis as unknown as { matchMedia: (query: string) => { matches: boolean } };
      const real = win.matchMedia.bind(win);
      win.matchMedia = (query) =>
        query === '(display-mode: standalone)' ? { ...real(query), matches: true } : real(query);
    });
    const told = page.waitForResponse(
      (r) => r.url().endsWith('/api/pwa_events') && r.request().method() === 'POST',
    );
    await page.goto('/');
    const answer = await told;
    expect([answer.request().postDataJSON(), answer.status()]).toEqual([{ event: 'open' }, 204]);
    const today = new Date().toISOString().slice(0, 10);
    const report = await page.request.get(`/api/operator/reports/pwa?from=${today}&to=${today}`, {
      headers: await operatorHeaders(page.request),
    });
    const [day] = ((await report.json()) as { days: { opens: number }[] }).days;
    expect(day?.opens).toBeGreaterThanOrEqual(1);

    // The install block goes away in the installed app by a media rule of the stylesheet (no script).
    const block = page.getByRole('contentinfo').getByRole('complementary').filter({ hasText: 'Get the app' });
    await expect(block).toHaveClass(/standalone:hidden/);
    const hiddenWhenStandalone = await block.evaluate((element) => {
      type Rule = { conditionText?: string; cssRules?: ArrayLike<Rule>; selectorText?: string };
      // Every rule, also inside layers and media rules; the selectors of the standalone media rules.
      const all = (rules: ArrayLike<Rule>): Rule[] =>
        Array.from(rules).flatMap((rule) => [rule, ...all(rule.cssRules ?? [])]);
      const sheets = Array.from(element.ownerDocument.styleSheets) as unknown as {
        cssRules: ArrayLike<Rule>;
      }[];
      return sheets
        .flatMap((sheet) => all(sheet.cssRules))
        .filter((rule) => rule.conditionText?.replace(/\s/g, '') === '(display-mode:standalone)')
        .flatMap((media) => all(media.cssRules ?? []))
        .some((rule) => rule.selectorText !== undefined && element.matches(rule.selectorText));
    });
    expect(hiddenWhenStandalone).toBe(true);
  });
});
