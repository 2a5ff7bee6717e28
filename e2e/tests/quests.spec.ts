import type { APIRequestContext, Page } from '@playwright/test';
import { depositByCard, givePersonalDetails } from '../support/bonuses.ts';
import { expect, test } from '../support/fixtures.ts';
import { registerByApi } from '../support/players.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** The operator key the e2e server runs with (playwright.config.ts). */
const OPERATOR = { ...XHR, 'X-Operator-Key': 'e2e-operator-key-0123456789abcdef' };
const HOUR = 60 * 60_000;

async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.get('/dev/clock');
  expect(response.status(), 'the test clock').toBe(200);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** One real-money dice round of `stake` cents through the house API (the page is not touched). */
async function playDiceRound(request: APIRequestContext, stake: number) {
  const launch = await request.post('/api/games/launch', {
    headers: XHR,
    data: { game: 'orbit-originals/hex-dice', mode: 'real' },
  });
  expect(launch.status(), await launch.text()).toBe(200);
  const { token } = (await launch.json()) as { token: string };
  const play = await request.post(`/api/house/sessions/${token}/rounds`, {
    headers: XHR,
    data: { bet: { stake, target: 5000, over: true } },
  });
  expect(play.status(), await play.text()).toBe(200);
}

/** Marks the page: a reload would lose the mark, so what changes after it came over the socket. */
async function markPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
  await page.evaluate(() => {
    (globalThis as unknown as { stillHere: boolean }).stillHere = true;
  });
}
const stillHere = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { stillHere?: boolean }).stillHere === true);

test.describe('quests and achievements', () => {
  test('a first deposit pops its achievement, and a bet reaches the quest’s next level live', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A CAD player of its own and an xs quest of this journey's own (level 2 from €150: C$225).
    await registerByApi(page.request);
    await givePersonalDetails(page.request);
    const stamp = Date.now();
    const now = await serverNow(page.request);
    const created = await page.request.post('/api/operator/tournaments', {
      headers: OPERATOR,
      data: {
        slug: `journey-quest-${stamp}`,
        frontend_identifier: `xs--journey-quest-${stamp}`,
        titles: { en: 'Journey quest' },
        strategy: 'bet',
        currency: 'CAD',
        start_at: new Date(now - HOUR).toISOString(),
        end_at: new Date(now + HOUR).toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto(`/quests/journey-quest-${stamp}`);
    await expect(page.getByTestId('quest-current')).toHaveText('Level 1 of 6');
    await markPage(page);

    // The deposit is the player's first: its achievement is announced on the open page.
    await depositByCard(page.request, 50_000);
    await expect(page.getByText('Achievement reached: First deposit, level 1')).toBeVisible({
      timeout: 15_000,
    });

    // A C$250 round passes level 2's C$225: the page moves without a reload.
    await playDiceRound(page.request, 25_000);
    await expect(page.getByTestId('quest-current')).toHaveText('Level 2 of 6', { timeout: 15_000 });
    await expect(page.getByTestId('quest-next')).toContainText('Level 3');
    expect(await stillHere(page)).toBe(true);

    // The badge shows on the achievements page.
    const badges = await page.request.get('/api/player/achievements', { headers: XHR });
    const firstDeposit = ((await badges.json()) as { badge: string; level: number }[]).find(
      (badge) => badge.badge === 'first_deposit',
    );
    expect(firstDeposit?.level).toBe(1);
  });
});
