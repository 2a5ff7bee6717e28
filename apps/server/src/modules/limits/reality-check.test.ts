import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { registerPlayer, type TestPlayer } from '../../test/players.ts';
import { fund } from '../house/test-support.ts';
import { addTestProvider, uid, walletCall } from '../wallet/test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  await addTestProvider(t);
});
afterAll(() => t.close());

const get = (cookie?: string) => t.request({ method: 'GET', url: '/api/user_limits/reality_check', cookie });
const set = (payload: unknown, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/user_limits/reality_check', payload: payload as object, cookie });

async function roundOf(p: TestPlayer, stake: number, payout: number) {
  const round = uid('round');
  const common = { round_id: round, player: String(p.id), currency: 'EUR', game: 'test/game' };
  expect(
    (await walletCall(t, 'bet', { ...common, action_id: uid('bet'), amount_cents: stake })).statusCode,
  ).toBe(200);
  const closed = await walletCall(t, 'win', {
    ...common,
    action_id: uid('win'),
    amount_cents: payout,
    close_round: true,
  });
  expect(closed.statusCode).toBe(200);
}

describe('reality check', () => {
  it("says this session's time and money, every 60 minutes unless the player chose otherwise", async () => {
    const p = await registerPlayer(t, { currency: 'EUR' });
    await fund(t, p.id, 'EUR', 10_000);
    const fresh = (await get(p.cookie)).json();
    expect(fresh).toMatchObject({
      interval_minutes: 60,
      played_minutes: 0,
      currency: 'EUR',
      bets_cents: 0,
      net_cents: 0,
    });
    expect(fresh.session_started_at).not.toBeNull();

    await roundOf(p, 500, 0);
    await roundOf(p, 200, 900);
    // Within the session's idle timeout (60 minutes).
    t.clock.advance(50 * 60_000);
    expect((await get(p.cookie)).json()).toMatchObject({
      played_minutes: 50,
      bets_cents: 700,
      wins_cents: 900,
      net_cents: 200,
    });
  });

  it('keeps the interval the player sets, and refuses another one or a guest', async () => {
    const p = await registerPlayer(t, { currency: 'EUR' });
    const saved = await set({ interval_minutes: 30 }, p.cookie);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().interval_minutes).toBe(30);
    expect((await get(p.cookie)).json().interval_minutes).toBe(30);

    for (const bad of [
      { interval_minutes: 45 },
      { interval_minutes: '30' },
      {},
      { interval_minutes: 30, x: 1 },
    ]) {
      const res = await set(bad, p.cookie);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect((await get(p.cookie)).json().interval_minutes).toBe(30);
    expect((await get()).statusCode).toBe(401);
    expect((await set({ interval_minutes: 15 })).statusCode).toBe(401);
  });
});
