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
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText('Guthaben')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Drehen', exact: true })).toBeVisible();

    await page.goto('/house/play/no-such-token');
    await expect(page.getByRole('heading', { level: 1, name: 'This game session has ended' })).toBeVisible();
  });

  test('every solo engine plays a round in demo, the balance following the server', async ({ page }) => {
    test.setTimeout(180_000);
    const plays: Record<string, (page: Page) => Promise<void>> = {
      'orbit-originals/hex-dice': (p) => p.getByRole('button', { name: 'Roll', exact: true }).click(),
      'halcyon-tables/velvet-roulette': async (p) => {
        await p.getByRole('button', { name: '17 black' }).click();
        await p.getByRole('button', { name: 'Spin', exact: true }).click();
      },
      'orchard-reels/lemon-sevens': (p) => p.getByRole('button', { name: 'Spin', exact: true }).click(),
      'velvet-lantern/book-of-ember-sands': (p) =>
        p.getByRole('button', { name: 'Spin', exact: true }).click(),
      'halcyon-tables/velvet-blackjack': async (p) => {
        await p.getByRole('button', { name: 'Deal', exact: true }).click();
        const stand = p.getByRole('button', { name: 'Stand', exact: true });
        const deal = p.getByRole('button', { name: 'Deal', exact: true });
        await expect(stand.or(deal)).toBeVisible();
        // Stand on every hand (a split has two) until the round is over.
        while (await stand.isVisible()) {
          await stand.click();
          await expect(stand.or(deal)).toBeEnabled();
        }
      },
      'halcyon-tables/royal-draw-poker': async (p) => {
        await p.getByRole('button', { name: 'Deal', exact: true }).click();
        await p.getByRole('button', { name: 'Draw', exact: true }).click();
      },
      'orbit-originals/gem-hunt': async (p) => {
        await p.getByRole('button', { name: 'Start', exact: true }).click();
        await p.getByRole('button', { name: 'Tile 1, hidden' }).click();
        const cashOut = p.getByRole('button', { name: /^Cash out/ });
        const start = p.getByRole('button', { name: 'Start', exact: true });
        // Wait for the reveal's answer: cash out while the round goes on, Start after a mine.
        await expect(cashOut.or(start)).toBeEnabled();
        if (await cashOut.isVisible()) await cashOut.click();
        // The round is over (its payout in the wallet) once Start is back.
        await expect(start).toBeEnabled();
      },
      'orbit-originals/turbo-keno': async (p) => {
        await p.getByRole('button', { name: 'Quick pick' }).click();
        await p.getByRole('button', { name: 'Play', exact: true }).click();
      },
      'orbit-originals/peg-tumble': (p) => p.getByRole('button', { name: 'Drop ball' }).click(),
      'halcyon-tables/jade-baccarat': async (p) => {
        await p.getByRole('button', { name: 'Player', exact: true }).click();
        await p.getByRole('button', { name: 'Deal', exact: true }).click();
      },
    };
    for (const [game, play] of Object.entries(plays)) {
      await page.goto(await launchDemo(page, game));
      const balance = page.getByTestId('house-balance');
      await expect(balance, game).toHaveText(fun(100_000));
      await expectHydrated(page.getByRole('button', { name: 'Raise the stake' }));
      let last: Play | null = null;
      const onAnswer = async (response: import('@playwright/test').Response) => {
        if (response.request().method() === 'POST' && /\/api\/house\/sessions\//.test(response.url()))
          last = (await response.json()) as Play;
      };
      page.on('response', onAnswer);
      await play(page);
      await expect.poll(() => last !== null, { message: `${game} answered` }).toBe(true);
      // The frame shows the balance of the last answer (a round of several steps answers each).
      await expect
        .poll(async () => (await balance.textContent()) === fun((last as Play | null)?.balance_cents ?? -1), {
          message: `${game}: the balance of the last answer`,
        })
        .toBe(true);
      await expect(page.getByRole('alert'), `${game}: no refusal`).toHaveCount(0);
      page.off('response', onAnswer);
    }
  });

  test('crash: a bet in the betting window, the curve, the crash point and its revealed seed', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const url = await launchDemo(page, 'orbit-originals/rocket-climb');
    await page.goto(url);
    const balance = page.getByTestId('house-balance');
    const bet = page.getByRole('button', { name: 'Place bet' });
    await expectHydrated(bet);
    await page.getByLabel('Auto cash-out (×)').fill('1.5');
    // Wait for a round that takes bets (one may be running when the frame opens).
    await expect(bet).toBeEnabled({ timeout: 90_000 });
    const stake = Number(await page.getByLabel('Stake', { exact: true }).inputValue());
    await bet.click();
    await expect(page.getByTestId('crash-bet')).toBeVisible();
    await expect(balance).toHaveText(fun(100_000 - stake));
    await expect(page.getByTestId('crash-phase')).toHaveText(/Crashed at \d+\.\d\d×/, { timeout: 120_000 });
    await expect(page.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
    // The settled round paid 1.50× or nothing; the frame shows the session's balance.
    const session = await page.request.get(`/api/house/sessions/${url.split('/').pop()}`);
    const { balance_cents } = (await session.json()) as { balance_cents: number };
    expect([100_000 - stake, 100_000 - stake + Math.floor(stake * 1.5)]).toContain(balance_cents);
    await expect(balance).toHaveText(fun(balance_cents));
  });
});
