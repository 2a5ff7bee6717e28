import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectHydrated } from '../support/ui.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** A ways slot of the demo catalogue (engine slot-ways). */
const SLOT = 'iron-lotus/sugar-and-spice';

/** FUN as the frame formats it for English (`FUN 1,000.00`). */
const fun = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'FUN', minimumFractionDigits: 2 }).format(
    cents / 100,
  );

async function launchDemo(page: Page, game: string): Promise<string> {
  const response = await page.request.post('/api/games/launch', {
    data: { game, mode: 'demo' },
    headers: XHR,
  });
  expect(response.status()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  expect(url).toMatch(/^\/house\/play\/[^/]+$/);
  return url;
}

interface Play {
  round: { stake_cents: number; payout_cents: number };
  balance_cents: number;
}

test.describe('the house game frame', () => {
  test('a guest spins a slot in demo and the balance moves by stake and payout', async ({ page }) => {
    await page.goto(await launchDemo(page, SLOT));
    await expect(page.getByRole('heading', { level: 1, name: 'Sugar & Spice' })).toBeVisible();
    await expect(page.getByText('Demo', { exact: true })).toBeVisible();
    const balance = page.getByTestId('house-balance');
    await expect(balance).toHaveText(fun(100_000));

    const spin = page.getByRole('button', { name: 'Spin', exact: true });
    await expectHydrated(spin);
    const stake = Number(await page.getByLabel('Stake', { exact: true }).inputValue());
    expect(stake).toBeGreaterThan(0);

    let expected = 100_000;
    for (let i = 0; i < 3; i++) {
      const answer = page.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/api\/house\/sessions\/[^/]+\/rounds$/.test(r.url()),
      );
      await spin.click();
      const play = (await (await answer).json()) as Play;
      expect(play.round.stake_cents).toBe(stake);
      expected = expected - stake + play.round.payout_cents;
      expect(play.balance_cents).toBe(expected);
      await expect(balance).toHaveText(fun(expected));
      // Free spins play back one by one; skip to the end before the next spin.
      const skip = page.getByRole('button', { name: 'Skip' });
      if (await skip.isVisible()) await skip.click();
      await expect(spin).toBeEnabled();
    }
    // The provably-fair panel shows the next round's nonce.
    await page.getByText('Provably fair').click();
    await expect(page.getByTestId('fair-nonce')).toHaveText('3');
  });

  test('the frame speaks the launch locale, and a gone session says so', async ({ page }) => {
    const url = await launchDemo(page, SLOT);
    await page.goto(`${url}?locale=de`);
    await expect(page.getByText('Guthaben')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Drehen', exact: true })).toBeVisible();

    await page.goto('/house/play/no-such-token');
    await expect(page.getByRole('heading', { level: 1, name: 'This game session has ended' })).toBeVisible();
  });
});
