import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { registerByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

/**
 * No dead ends: every page the shell links to — header, footer, menu sidebar and bottom bar — as a
 * guest and as a player, in English and German, answers without a 404 and loads without a page
 * error. Downloads (`/api/…`) are fetched and must answer 200.
 */
const SHELL_LINKS = 'header a[href], footer a[href], nav a[href], #shell-sidebar a[href]';

async function shellPaths(page: Page, home: string): Promise<string[]> {
  await page.goto(home);
  const menu = page.locator('button[aria-controls="shell-sidebar"]').first();
  await expectHydrated(menu);
  await menu.click();
  await expect(page.locator('#shell-sidebar')).toBeVisible();
  // The footer is server-rendered; its lazy part hydrates last.
  await expectHydrated(page.getByRole('contentinfo').getByRole('link').first());
  const hrefs = await page
    .locator(SHELL_LINKS)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const paths = new Set<string>();
  for (const href of hrefs) {
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const path = href.split('#')[0] ?? '';
    if (path) paths.add(path);
  }
  return [...paths].sort();
}

async function expectNoDeadEnd(page: Page, path: string) {
  if (path.startsWith('/api/')) {
    const response = await page.request.get(path);
    expect.soft(response.status(), `${path} downloads`).toBe(200);
    return;
  }
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  try {
    const response = await page.goto(path);
    expect.soft(response?.status(), `${path} answers`).toBeLessThan(400);
    await expectHydrated(page.locator('body'));
    expect.soft(errors, `${path} loads without a page error`).toEqual([]);
  } finally {
    page.off('pageerror', onError);
  }
}

// The two crawls are independent and the longest journeys: either worker may take either.
test.describe.configure({ mode: 'parallel' });

for (const who of ['guest', 'player'] as const) {
  test(`every page the shell links to works for a ${who} (en, de)`, async ({ page }) => {
    test.setTimeout(480_000);
    // Pictures are not pages: the crawl leaves the game tiles' art and banners undrawn (the lobby
    // journeys check them), so each page costs its document, code and data only.
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'image' ? route.abort() : route.continue(),
    );
    if (who === 'player') await registerByApi(page.request);
    // Both shells link to every locale's home (the language links): a path is loaded once.
    const visited = new Set<string>();
    for (const home of ['/', '/de']) {
      const paths = await shellPaths(page, home);
      expect(paths.length, `the shell of ${home} links to pages`).toBeGreaterThan(10);
      for (const path of paths.filter((p) => !visited.has(p))) {
        visited.add(path);
        await expectNoDeadEnd(page, path);
      }
    }
  });
}
