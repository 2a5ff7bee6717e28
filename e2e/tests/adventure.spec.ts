import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { DEMO_PASSWORD, signInByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

interface Step {
  kind: 'deposit' | 'bets';
  done: boolean;
  current_cents: number;
  target_cents: number;
}
interface Day {
  day: number;
  date: string;
  state: string;
  steps: Step[];
  claimable: boolean;
}

/** Today's day of the player's adventure, from the API the page uses. */
async function today(request: APIRequestContext): Promise<Day> {
  const response = await request.get('/api/player/adventure', { headers: XHR });
  expect(response.status(), await response.text()).toBe(200);
  const adventure = (await response.json()) as { today: string; days: Day[] };
  const day = adventure.days.find((d) => d.date === adventure.today);
  if (!day) throw new Error(`today ${adventure.today} is not a day of the adventure`);
  return day;
}

test.describe('the VIP adventure', () => {
  test('completes an adventure day', async ({ page }) => {
    // A deposit through the provider's page and its notices, bets, the claim: give it time.
    test.setTimeout(90_000);
    // The gold VIP of the demo (group 259): the gold list, a minimum deposit of €100.
    await signInByApi(page.request, 'vip@orbit.test', DEMO_PASSWORD);

    // The side bookmark leads to the adventure (from the promotions: the lobby greets this player
    // with the new-provider popup, the lobby journey's business).
    await page.goto('/promotions');
    const bookmark = page.getByTestId('bookmark-adventure');
    await expectHydrated(bookmark);
    await bookmark.click();
    await expect(page).toHaveURL(/\/rocketplay-adventure$/);
    await expect(page.getByRole('heading', { name: 'VIP adventure', level: 1 })).toBeVisible();
    const start = await today(page.request);
    const card = page.locator(`[data-testid="adventure-day"][data-day="${start.day}"]`);
    await expect(card).toHaveAttribute('data-state', 'active');
    await expect(card.getByRole('button', { name: 'Claim prize' })).toHaveCount(0);

    // Step 1: a real deposit through the sandbox provider's confirmation page.
    const minimum = start.steps[0]!.target_cents;
    const started = await page.request.post('/api/payments/deposits', {
      headers: XHR,
      data: { method_id: 'skrill', amount_cents: minimum, currency: 'EUR', email: 'max@example.com' },
    });
    expect(started.status(), await started.text()).toBe(201);
    const { redirect_url } = (await started.json()) as { redirect_url: string };
    await page.goto(redirect_url);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Back to the casino')).toBeVisible();
    await expect.poll(async () => (await today(page.request)).steps[0]!.done, { timeout: 30_000 }).toBe(true);

    // Step 2: real-money bets of the day up to what was deposited, in a house game.
    const launch = await page.request.post('/api/games/launch', {
      headers: XHR,
      data: { game: 'orbit-originals/hex-dice', mode: 'real' },
    });
    expect(launch.status(), await launch.text()).toBe(200);
    const { token } = (await launch.json()) as { token: string };
    const bets = (await today(page.request)).steps[1]!;
    const play = await page.request.post(`/api/house/sessions/${token}/rounds`, {
      headers: XHR,
      data: { bet: { stake: bets.target_cents - bets.current_cents, target: 5000, over: true } },
    });
    expect(play.status(), await play.text()).toBe(200);
    expect((await today(page.request)).steps.every((step) => step.done)).toBe(true);

    // The page shows the day done: both steps full, the claim button; the prize is taken once.
    await page.goto('/rocketplay-adventure');
    await expect(card.getByTestId('adventure-step-deposit')).toContainText('Deposit at least');
    const claim = card.getByRole('button', { name: 'Claim prize' });
    await expectHydrated(claim);
    await claim.click();
    await expect(page.getByText(`Day ${start.day}'s prize is in your gifts.`)).toBeVisible();
    // Completed (superb when today is the final day), its prize among the gifts.
    await expect(card).toHaveAttribute('data-state', /^(completed|superb)$/);
    await expect(card.getByRole('button', { name: 'Claim prize' })).toHaveCount(0);
    await card.getByRole('link', { name: 'Prize claimed: see your gifts' }).click();
    await expect(page).toHaveURL(/\/profile\/gifts$/);
    await expect(page.getByText(/VIP adventure (bonus|free spins)/).first()).toBeVisible();
  });
});
