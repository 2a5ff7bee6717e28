import { depositByCard, givePersonalDetails } from '../support/bonuses.ts';
import { expect, test } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { markPage, playDiceRound, serverNow, stillHere } from '../support/play.ts';
import { registerByApi } from '../support/players.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const HOUR = 60 * 60_000;

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
      headers: await operatorHeaders(page.request),
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
