import { accountOf, depositByCard, givePersonalDetails } from '../support/bonuses.ts';
import { expect, test } from '../support/fixtures.ts';
import { operatorHeaders } from '../support/operator.ts';
import { playDiceRound, serverNow } from '../support/play.ts';
import { registerByApi } from '../support/players.ts';

const MINUTE = 60_000;
const PRIZE = 2_500;

/**
 * A tournament ends on the test clock and its prize lands once. Moves the server's clock (three
 * minutes), so it runs in the `clock` project, after every other journey.
 */
test('a tournament ends on the test clock: the job ranks it and pays the winner’s prize once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerByApi(page.request);
  await givePersonalDetails(page.request);
  await depositByCard(page.request, 5_000);
  const slug = `clock-cup-${Date.now()}`;
  const now = await serverNow(page.request);
  const created = await page.request.post('/api/operator/tournaments', {
    headers: await operatorHeaders(page.request),
    data: {
      slug,
      frontend_identifier: 'clock-cup',
      titles: { en: 'Clock Cup' },
      strategy: 'bet',
      currency: 'CAD',
      start_at: new Date(now - MINUTE).toISOString(),
      end_at: new Date(now + 2 * MINUTE).toISOString(),
      prizes: [{ award_place: 1, kind: 'money', amount_cents: PRIZE }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // The only player of this cup: first place while it runs.
  await playDiceRound(page.request, 500);
  await page.goto(`/tournaments/${slug}`);
  await expect(page.getByTestId('tournament-own-place')).toContainText('1');

  // Three minutes on, the job ends it: ranked once, the prize paid once, however often it runs.
  const moved = await page.request.post('/dev/clock', { data: { advance_ms: 3 * MINUTE } });
  expect(moved.status()).toBe(200);
  const before = (await accountOf(page.request)).available_to_cashout_cents;
  const first = await page.request.post('/dev/jobs/tournaments/run');
  expect(first.status(), await first.text()).toBe(200);
  expect(((await first.json()) as { result: { paid: number } }).result.paid).toBeGreaterThanOrEqual(1);
  const again = await page.request.post('/dev/jobs/tournaments/run');
  expect(again.status(), await again.text()).toBe(200);
  expect((await accountOf(page.request)).available_to_cashout_cents).toBe(before + PRIZE);

  // The page shows it finished, with the winner on the prize's row.
  await page.reload();
  const shown = await page.request.get(`/api/tournaments/${id}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const tournament = (await shown.json()) as {
    finished_at: string | null;
    prizes: { nickname: string | null }[];
  };
  expect(tournament.finished_at).not.toBeNull();
  await expect(page.getByTestId('prizes')).toContainText(tournament.prizes[0]?.nickname ?? 'missing');
});
