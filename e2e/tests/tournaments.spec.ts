import { depositByCard, givePersonalDetails } from '../support/bonuses.ts';
import { expect, test } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { markPage, playDiceRound, serverNow, stillHere } from '../support/play.ts';
import { registerByApi } from '../support/players.ts';
import { expectHydrated } from '../support/ui.ts';

const _XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const MINUTE = 60_000;

test.describe('tournaments', () => {
  test('a new player opens the tournaments, plays, climbs the live leaderboard, and confirms a tournament that asks for it', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // A CAD player of its own with C$50, and a CAD tournament of this journey's own that asks
    // to be confirmed (the seeded one that does, big-win-hunt, is in euros).
    await registerByApi(page.request);
    await givePersonalDetails(page.request);
    await depositByCard(page.request, 5_000);
    const slug = `journey-cup-${Date.now()}`;
    const now = await serverNow(page.request);
    const created = await page.request.post('/api/operator/tournaments', {
      headers: await operatorHeaders(page.request),
      data: {
        slug,
        frontend_identifier: 'journey-cup',
        titles: { en: 'Journey Cup' },
        descriptions: { en: 'Confirm, then every real-money bet counts.' },
        strategy: 'bet',
        currency: 'CAD',
        start_at: new Date(now - MINUTE).toISOString(),
        end_at: new Date(now + 60 * MINUTE).toISOString(),
        confirmation_required: true,
        prizes: [{ award_place: 1, kind: 'money', amount_cents: 10_000 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    // The list: the running demo sprint and this journey's cup, each with its countdown.
    await page.goto('/tournaments');
    await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
    const sprintCard = page.getByRole('article', { name: 'Slots Sprint' });
    await expect(sprintCard.getByText('Left to finish')).toBeVisible();
    await expect(sprintCard.getByRole('timer')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Journey Cup' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Autumn Cup' })).toHaveCount(0);
    const open = sprintCard.getByRole('link', { name: 'View Slots Sprint' });
    await expectHydrated(open);
    await open.click();

    // Slots Sprint counts every game, asks for no confirmation: a round puts the player on the board live.
    await expect(page).toHaveURL(/\/tournaments\/slots-sprint$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slots Sprint' })).toBeVisible();
    await expect(page.getByTestId('tournament-every-game')).toHaveText('Every game counts.');
    const board = page
      .getByRole('table', { name: 'Leaderboard of Slots Sprint' })
      .or(page.getByTestId('leaderboard-empty'));
    await expect(board).toBeVisible();
    await expect(page.getByTestId('leaderboard-own')).toHaveCount(0);
    await markPage(page);
    await playDiceRound(page.request, 100);
    const own = page.getByTestId('leaderboard-own');
    await expect(own).toContainText('You');
    await expect(own).toContainText('CA$1.00');
    await expect(page.getByTestId('tournament-own-place')).toHaveText(
      /^You are in place \d+ with CA\$1\.00\.$/,
    );
    await playDiceRound(page.request, 200);
    await expect(own).toContainText('CA$3.00');
    expect(await stillHere(page)).toBe(true);

    // The cup asks for confirmation: "Take part" (from the keyboard), then bets count there.
    await page.goto(`/tournaments/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Journey Cup' })).toBeVisible();
    await expect(page.getByText('Confirm, then every real-money bet counts.')).toBeVisible();
    const takePart = page.getByRole('button', { name: 'Take part' });
    await expectHydrated(takePart);
    const reloaded = page.waitForResponse(
      (r) => r.url().includes('/api/tournaments/player') && r.status() === 200,
    );
    const confirmed = page.waitForResponse(
      (r) => r.url().endsWith('/confirm') && r.request().method() === 'POST',
    );
    await takePart.focus();
    await page.keyboard.press('Enter');
    expect((await confirmed).status()).toBe(200);
    await reloaded;
    await expect(page.getByTestId('tournament-confirmed')).toHaveText(
      'You take part: your bets count from now.',
    );
    await expect(takePart).toHaveCount(0);
    await markPage(page);
    await playDiceRound(page.request, 250);
    await expect(page.getByTestId('tournament-own-place')).toHaveText('You are in place 1 with CA$2.50.');
    await expect(
      page.getByRole('table', { name: 'Leaderboard of Journey Cup' }).getByTestId('leaderboard-own'),
    ).toContainText('CA$2.50');
    expect(await stillHere(page)).toBe(true);

    // /leaderboard: a section per running tournament, the player's rows among them.
    await page.goto('/leaderboard');
    const cup = page.getByTestId('leaderboard-section').filter({ hasText: 'Journey Cup' });
    await expect(cup.getByTestId('leaderboard-own')).toContainText('CA$2.50');
    // The cup's round counted in the sprint too (every game counts there): C$1 + C$2 + C$2.50.
    const sprint = page.getByTestId('leaderboard-section').filter({ hasText: 'Slots Sprint' });
    await expect(sprint.getByTestId('leaderboard-own')).toContainText('CA$5.50');
  });
});
