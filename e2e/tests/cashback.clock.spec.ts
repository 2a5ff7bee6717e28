import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  accountOf,
  cad,
  depositByCard,
  giftsOf,
  givePersonalDetails,
  pocketsOf,
} from '../support/bonuses.ts';
import { expect, test } from '../support/fixtures.ts';
import { registerByApi, signInByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

/**
 * Moves the server's clock (a week on), so it runs in the `clock` project, after every other
 * journey. The demo's weekly_cashback (apps/server/src/db/seed/bonuses.ts): 10 % of the last ISO
 * week's net real-money loss, from C$30.00, up to C$750.00, a bonus to activate with 1× wager.
 */
const TITLE = 'Weekly cashback: 10% of net losses';
const DAY_MS = 24 * 60 * 60 * 1000;
const FUNDED = 5_000;

const banner = (page: Page) => page.getByRole('banner');
const headerBalance = (page: Page) => banner(page).getByRole('button', { name: /^Balance:/ });

/** The balance dropdown, opened; its panel is the button's `aria-controls`. */
async function openBalanceMenu(page: Page): Promise<Locator> {
  const button = headerBalance(page);
  await expectHydrated(button);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

/** The amount a line of the balance dropdown (`Real money`, `Bonus money`) shows. */
const pocketLine = (menu: Locator, label: string) =>
  menu.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** The server's clock (the test clock: real time plus the offset journeys moved it by). */
async function serverNow(request: APIRequestContext): Promise<Date> {
  const response = await request.get('/dev/clock');
  expect(response.status(), 'the test clock').toBe(200);
  return new Date(((await response.json()) as { now: string }).now);
}

/** The next Monday 00:00 UTC after `now`: the end of its ISO week. */
function weekEndAfter(now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return today + (7 - ((now.getUTCDay() + 6) % 7)) * DAY_MS;
}

test('a cashback gift issued by the job: a week of losses, then 10 % back as a bonus to activate', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const player = await registerByApi(page.request);
  await givePersonalDetails(page.request);
  await depositByCard(page.request, FUNDED);

  // The terms, as the promotions page states them to this player.
  await page.goto('/promotions/cashback');
  const terms = page.getByRole('article', { name: TITLE });
  await expect(terms).toContainText('10% of your net losses of each week (Monday to Sunday, UTC) back.');
  await expect(terms).toContainText(`Paid on a net loss of ${cad(3_000)} or more.`);
  await expect(terms).toContainText(`Up to ${cad(75_000)} a week.`);
  await expect(terms.getByTestId('cashback-standing')).toContainText('You get this cashback.');

  // The whole C$50 on the rocket, never cashed out: the round crashes with the stake lost.
  await page.goto('/play/orbit-originals/rocket-climb?mode=real');
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expectHydrated(frame.getByRole('button', { name: 'Raise the stake' }));
  const placeBet = frame.getByRole('button', { name: 'Place bet' });
  // The first betting window that takes it (a click as a window closes waits for the next one).
  // The frame's countdown runs on the browser's clock, not the moved server clock: not read here.
  let taken = 0;
  for (let attempt = 0; attempt < 3 && taken !== 200; attempt++) {
    await expect(placeBet).toBeEnabled({ timeout: 90_000 });
    await frame.getByLabel('Stake', { exact: true }).selectOption(String(FUNDED));
    const placed = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/house\/sessions\/[^/]+\/shared-bets$/.test(r.url()),
    );
    await placeBet.click();
    taken = (await placed).status();
  }
  expect(taken, 'the bet is taken').toBe(200);
  await expect(frame.getByTestId('crash-bet')).toHaveText(`Your bet: ${cad(FUNDED)}`);
  await expect(headerBalance(page)).toContainText(cad(0));
  await expect(frame.getByTestId('crash-phase')).toHaveText(/^Crashed at/, { timeout: 120_000 });
  const lost = FUNDED - (await accountOf(page.request)).amount_cents;
  expect(lost, 'the net loss reaches the minimum').toBeGreaterThanOrEqual(3_000);
  const cashback = Math.floor(lost / 10);
  expect((await giftsOf(page.request)).map((g) => g.title)).not.toContain(TITLE);

  // The player leaves; the week ends (next Monday 00:00 UTC, a minute on).
  await page.goto('about:blank');
  const now = await serverNow(page.request);
  const moved = await page.request.post('/dev/clock', {
    data: { advance_ms: weekEndAfter(now) + 60_000 - now.getTime() },
  });
  expect(moved.status()).toBe(200);

  // Back a week later (the old session has run out), on the gifts page with the socket up.
  await signInByApi(page.request, player.email, player.password);
  await page.goto('/profile/gifts');
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
  const gift = page.getByTestId('gifts-active').getByTestId('gift-bonus').filter({ hasText: TITLE });
  await expect(gift).toHaveCount(0);

  // The cashback job's pass, now (its own timer waits 10 minutes of the database's clock).
  const pass = await page.request.post('/dev/jobs/cashback/run');
  expect(pass.status(), await pass.text()).toBe(200);
  expect(((await pass.json()) as { result: { issued: number } }).result.issued).toBeGreaterThanOrEqual(1);

  // It arrives live: the popup, and the card on the open gifts page, ready to activate.
  await expect(page.getByRole('status').filter({ hasText: `You received a gift: ${TITLE}` })).toBeVisible();
  await expect(gift.getByTestId('gift-stage')).toHaveText('Ready to activate');
  await expect(gift.getByTestId('gift-amount')).toHaveText(cad(cashback));
  expect(await pocketsOf(page.request)).toEqual({ real: 0, bonus: 0 });

  // Activated: the cashback is bonus money, wagered once.
  await gift.getByRole('button', { name: 'Activate' }).click();
  await expect(gift.getByTestId('gift-stage')).toHaveText('Wagering');
  await expect(gift.getByTestId('gift-wagering')).toHaveText(`${cad(0)} of ${cad(cashback)} wagered (0%)`);
  const menu = await openBalanceMenu(page);
  await expect(pocketLine(menu, 'Real money')).toHaveText(cad(0));
  await expect(pocketLine(menu, 'Bonus money')).toHaveText(cad(cashback));
  expect(await pocketsOf(page.request)).toEqual({ real: 0, bonus: cashback });
});
