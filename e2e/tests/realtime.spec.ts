import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_PASSWORD, signInByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** The header's balance button ("Balance: CA$1,000.00"). */
const headerBalance = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Balance:/ });

/** The active account's balance as the header writes its digits (en, 2 decimals). */
async function activeBalanceDigits(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/player/accounts?compatibility=false', { headers: XHR });
  expect(response.status()).toBe(200);
  const accounts = (await response.json()) as { amount_cents: number; active: boolean }[];
  const active = accounts.find((a) => a.active) ?? accounts[0];
  if (!active) throw new Error('the player has no account');
  return new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    active.amount_cents / 100,
  );
}

test.describe('realtime', () => {
  test('a real round moves the header balance live, without a reload', async ({ page }) => {
    // player@orbit.test: CAD active with an opening balance (seed README); no other journey plays with it.
    await signInByApi(page.request, 'player@orbit.test', DEMO_PASSWORD);
    await page.goto('/');
    const balance = headerBalance(page);
    await expect(balance).toContainText(await activeBalanceDigits(page.request));
    await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
    // A reload would lose this mark.
    await page.evaluate(() => {
      (globalThis as unknown as { stillHere: boolean }).stillHere = true;
    });
    const before = (await balance.textContent()) ?? '';

    // One real dice round through the house API: the wallet publishes `balance` after its bet and its win.
    const launch = await page.request.post('/api/games/launch', {
      headers: XHR,
      data: { game: 'orbit-originals/hex-dice', mode: 'real' },
    });
    expect(launch.status(), await launch.text()).toBe(200);
    const { token } = (await launch.json()) as { token: string };
    const play = await page.request.post(`/api/house/sessions/${token}/rounds`, {
      headers: XHR,
      data: { bet: { stake: 100, target: 5000, over: true } },
    });
    expect(play.status(), await play.text()).toBe(200);

    const after = await activeBalanceDigits(page.request);
    await expect(balance).toContainText(after);
    expect(await balance.textContent()).not.toBe(before);
    expect(await page.evaluate(() => (globalThis as unknown as { stillHere?: boolean }).stillHere)).toBe(
      true,
    );
  });

  test("a guest's lobby goes live for its jackpots; a guest's page with nothing live loads no socket", async ({
    page,
  }) => {
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto('/about', { waitUntil: 'networkidle' });
    await expectHydrated(page.getByRole('contentinfo').getByRole('link').first());
    expect(sockets).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-realtime', /./);

    // The lobby's live parts (jackpots, wins) are below its first screen: they listen, and so
    // open the socket, once the visitor comes to them.
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(sockets).toEqual([]);
    await page.getByRole('heading', { name: 'Jackpots', exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Latest wins' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
  });
});
