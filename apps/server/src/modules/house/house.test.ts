import { crashTimeOf, FairRandom, houseGame } from '@orbit/games';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, sharedRounds } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { registerPlayer } from '../../test/players.ts';
import { unbalancedTransactions } from '../wallet/test-support.ts';
import { runHouseJobsOnce } from './jobs.ts';
import { DEMO_BALANCE_CENTS } from './launch.ts';
import { balanceOf, fund, gameOf, launch, sessionSeedPair } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

const play = (token: string, bet: unknown, cookie?: string) =>
  t.request({ method: 'POST', url: `/api/house/sessions/${token}/rounds`, payload: { bet }, cookie });
const act = (token: string, round: number, action: unknown, cookie?: string) =>
  t.request({
    method: 'POST',
    url: `/api/house/sessions/${token}/rounds/${round}/actions`,
    payload: { action },
    cookie,
  });

describe('launch rules', () => {
  it('opens demo for a guest with 1,000 FUN, and refuses real play to a guest', async () => {
    const dice = await gameOf(t, 'dice');
    const token = await launch(t, dice.identifier, 'demo');
    const session = await t.request({ method: 'GET', url: `/api/house/sessions/${token}` });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({
      mode: 'demo',
      currency: 'FUN',
      balance_cents: DEMO_BALANCE_CENTS,
      game: { identifier: dice.identifier, engine: 'dice', rtp: 97 },
      open_round: null,
      room: null,
    });
    const real = await t.request({
      method: 'POST',
      url: '/api/games/launch',
      payload: { game: dice.identifier, mode: 'real' },
    });
    expect(real.statusCode).toBe(401);
  });

  it('answers an unknown game 404, a demo of a game without demo 422 and bad input 422', async () => {
    const unknown = await t.request({
      method: 'POST',
      url: '/api/games/launch',
      payload: { game: 'nobody/nothing', mode: 'demo' },
    });
    expect(unknown.statusCode).toBe(404);
    const [noDemoGame] = await t.deps.db.select().from(games).where(eq(games.hasDemo, false)).limit(1);
    const noDemo = await t.request({
      method: 'POST',
      url: '/api/games/launch',
      payload: { game: noDemoGame!.identifier, mode: 'demo' },
    });
    expect(noDemo.statusCode).toBe(422);
    expect(noDemo.json().error).toBe('demo_unavailable');
    const bad = await t.request({
      method: 'POST',
      url: '/api/games/launch',
      payload: { game: 'x', mode: 'fun' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('blocks a guest in a country where the producer is restricted', async () => {
    const restricted = await restrictedGame();
    const res = await t.request({
      method: 'POST',
      url: '/api/games/launch',
      payload: { game: restricted, mode: 'demo' },
      headers: { 'x-country-code': 'AU' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('country_restricted');
  });

  it("asks for the provider's required fields before real play, not before demo", async () => {
    const player = await registerPlayer(t, { currency: 'EUR' });
    const game = await restrictedGame(); // iron-lotus also has a provider context
    const real = await t.request({
      method: 'POST',
      url: '/api/games/launch',
      payload: { game, mode: 'real' },
      cookie: player.cookie,
    });
    expect(real.statusCode).toBe(409);
    expect(real.json().error).toBe('provider_fields_missing');
    const demo = await t.request({
      method: 'POST',
      url: '/api/games/launch',
      payload: { game, mode: 'demo' },
      cookie: player.cookie,
    });
    expect(demo.statusCode).toBe(200);
  });

  it('refuses real play in a fiat currency the game does not take', async () => {
    const player = await registerPlayer(t, { currency: 'CAD' });
    const [withoutCad] = await t.deps.db
      .select({ identifier: games.identifier })
      .from(games)
      .where(
        and(
          ne(games.producer, 'iron-lotus'),
          sql`not exists (select 1 from game_currencies c where c.game_id = ${games.id} and c.currency = 'CAD')`,
        ),
      )
      .limit(1);
    const res = await t.request({
      method: 'POST',
      url: '/api/games/launch',
      payload: { game: withoutCad!.identifier, mode: 'real' },
      cookie: player.cookie,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('currency_not_supported');
  });
});

/** A game of `iron-lotus`: restricted in AU, and its provider context asks for names and birth date. */
async function restrictedGame() {
  const [game] = await t.deps.db
    .select({ identifier: games.identifier })
    .from(games)
    .where(and(eq(games.producer, 'iron-lotus'), eq(games.hasDemo, true)))
    .limit(1);
  return game!.identifier;
}

describe('demo play', () => {
  it('plays a dice round on the session FUN: stake out, payout in, outcome from the seeds', async () => {
    const dice = await gameOf(t, 'dice');
    const token = await launch(t, dice.identifier, 'demo');
    const pair = await sessionSeedPair(t, token);
    const bet = { stake: 1000, target: 5000, over: false };
    const res = await play(token, bet);
    expect(res.statusCode).toBe(200);
    const { round, balance_cents } = res.json();
    const expected = houseGame('dice')!;
    if (expected.kind !== 'solo') throw new Error('dice is solo');
    const step = expected.start('over-under', bet, new FairRandom({ ...pair, nonce: 0 }));
    expect(round).toMatchObject({ status: 'closed', nonce: 0, stake_cents: 1000, payout_cents: step.payout });
    expect(round.view).toEqual(expected.view(step.state, true));
    expect(round.server_seed_hash).toBe(pair.serverSeedHash);
    expect(balance_cents).toBe(DEMO_BALANCE_CENTS - 1000 + step.payout);
    const next = (await play(token, bet)).json();
    expect(next.round.nonce).toBe(1);
  });

  it('refuses a bad bet with a field error and more than the balance as insufficient funds', async () => {
    const dice = await gameOf(t, 'dice');
    const token = await launch(t, dice.identifier, 'demo');
    const bad = await play(token, { stake: -5, target: 5000, over: false });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.bet).toEqual(['house.errors.stake_invalid']);
    const tooMuch = await play(token, { stake: DEMO_BALANCE_CENTS + 1, target: 5000, over: false });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.bet).toEqual(['house.errors.insufficient_funds']);
    const session = (await t.request({ method: 'GET', url: `/api/house/sessions/${token}` })).json();
    expect(session.balance_cents).toBe(DEMO_BALANCE_CENTS);
    expect(session.seeds.nonce).toBe(0);
  });

  it('answers an unknown session 404 and a malformed token 400', async () => {
    expect(
      (await t.request({ method: 'GET', url: `/api/house/sessions/${'x'.repeat(43)}` })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/house/sessions/short' })).statusCode).toBe(400);
  });
});

describe('real play', () => {
  it('moves the wallet through the protocol, keeps the ledger whole and lists the round in the history', async () => {
    const player = await registerPlayer(t, { currency: 'EUR' });
    await fund(t, player.id, 'EUR', 50_000);
    const dice = await gameOf(t, 'dice');
    const token = await launch(t, dice.identifier, 'real', player.cookie);
    const res = await play(token, { stake: 2_000, target: 5000, over: true }, player.cookie);
    expect(res.statusCode).toBe(200);
    const { round, balance_cents } = res.json();
    expect(balance_cents).toBe(50_000 - 2_000 + round.payout_cents);
    expect(await balanceOf(t, player.id, 'EUR')).toBe(balance_cents);
    expect(await unbalancedTransactions(t)).toBe(0);

    const history = (
      await t.request({ method: 'GET', url: '/api/player/games', cookie: player.cookie })
    ).json();
    expect(history[0]).toMatchObject({
      bet_id: round.id,
      bet_status: 'closed',
      currency: 'EUR',
      game: dice.identifier,
      total_bets: 20,
      total_wins: round.payout_cents / 100,
    });
    const played = (
      await t.request({ method: 'GET', url: '/api/player/played_games', cookie: player.cookie })
    ).json();
    expect(played.map((p: { identifier: string }) => p.identifier)).toContain(dice.identifier);
  });

  it("keeps a real session to its player: someone else's cookie or none gets 404", async () => {
    const owner = await registerPlayer(t, { currency: 'EUR' });
    const other = await registerPlayer(t, { currency: 'EUR' });
    const dice = await gameOf(t, 'dice');
    const token = await launch(t, dice.identifier, 'real', owner.cookie);
    expect(
      (await t.request({ method: 'GET', url: `/api/house/sessions/${token}`, cookie: other.cookie }))
        .statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/house/sessions/${token}` })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/house/sessions/${token}`, cookie: owner.cookie }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a stake over the balance without using a nonce or writing a round', async () => {
    const player = await registerPlayer(t, { currency: 'EUR' });
    await fund(t, player.id, 'EUR', 500);
    const dice = await gameOf(t, 'dice');
    const token = await launch(t, dice.identifier, 'real', player.cookie);
    const res = await play(token, { stake: 501, target: 5000, over: true }, player.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.bet).toEqual(['house.errors.insufficient_funds']);
    const seeds = (await t.request({ method: 'GET', url: '/api/house/seeds', cookie: player.cookie })).json();
    expect(seeds.current.nonce).toBe(0);
    expect(
      (await t.request({ method: 'GET', url: '/api/player/games', cookie: player.cookie })).json(),
    ).toEqual([]);
    expect(await balanceOf(t, player.id, 'EUR')).toBe(500);
  });

  it("refuses a bet over the player's loss limit in the frame's words, moving no money", async () => {
    const player = await registerPlayer(t, { currency: 'EUR' });
    await fund(t, player.id, 'EUR', 10_000);
    const dice = await gameOf(t, 'dice');
    const token = await launch(t, dice.identifier, 'real', player.cookie);
    const limit = await t.request({
      method: 'POST',
      url: '/api/user_limits',
      payload: { type: 'loss', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 300 }] },
      cookie: player.cookie,
    });
    expect(limit.statusCode).toBe(200);
    const res = await play(token, { stake: 500, target: 5000, over: true }, player.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.bet).toEqual(['house.errors.limit_reached']);
    expect(await balanceOf(t, player.id, 'EUR')).toBe(10_000);
  });

  it("refuses a stake over a wagering bonus's max bet in the frame's words, moving no money", async () => {
    const player = await registerPlayer(t, { currency: 'EUR' });
    await fund(t, player.id, 'EUR', 10_000);
    // The demo's promo ORBIT10: €10, max bet €5.
    const promo = await t.request({
      method: 'POST',
      url: '/api/v2/bonuses/promo-code',
      payload: { code: 'ORBIT10' },
      cookie: player.cookie,
    });
    expect(promo.statusCode).toBe(200);
    const activated = await t.request({
      method: 'POST',
      url: `/api/player/bonuses/${promo.json().bonus_id}/activation`,
      cookie: player.cookie,
    });
    expect(activated.json().stage).toBe('handle_bets');
    const dice = await gameOf(t, 'dice');
    const token = await launch(t, dice.identifier, 'real', player.cookie);
    const res = await play(token, { stake: 600, target: 5000, over: true }, player.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.bet).toEqual(['house.errors.bonus_max_bet']);
    expect(await balanceOf(t, player.id, 'EUR')).toBe(11_000);
    expect((await play(token, { stake: 500, target: 5000, over: true }, player.cookie)).statusCode).toBe(200);
  });

  it('plays mines step by step: an open round resumes, a second start is refused, cash-out pays', async () => {
    const player = await registerPlayer(t, { currency: 'EUR' });
    await fund(t, player.id, 'EUR', 10_000);
    const mines = await gameOf(t, 'mines');
    const token = await launch(t, mines.identifier, 'real', player.cookie);
    const start = (await play(token, { stake: 1_000, mines: 1 }, player.cookie)).json();
    expect(start.round.status).toBe('open');
    expect(start.round.view.field).toBeNull();
    expect(start.balance_cents).toBe(9_000);
    expect((await play(token, { stake: 1_000, mines: 1 }, player.cookie)).json().error).toBe('round_open');
    const session = (
      await t.request({ method: 'GET', url: `/api/house/sessions/${token}`, cookie: player.cookie })
    ).json();
    expect(session.open_round.id).toBe(start.round.id);

    // Reveal cells until one is safe (1 mine of 25), then cash out.
    let round = start.round;
    for (let cell = 0; round.status === 'open' && round.view.revealed.length === 0; cell++) {
      round = (await act(token, round.id, { type: 'reveal', cell }, player.cookie)).json().round;
    }
    if (round.status === 'open') {
      const cashed = (await act(token, round.id, { type: 'cashout' }, player.cookie)).json();
      expect(cashed.round.status).toBe('closed');
      expect(cashed.round.payout_cents).toBeGreaterThan(1_000);
      expect(cashed.balance_cents).toBe(9_000 + cashed.round.payout_cents);
      expect(cashed.round.view.field).toHaveLength(1);
    }
    expect(await unbalancedTransactions(t)).toBe(0);
    const bad = await act(token, round.id, { type: 'reveal', cell: 3 }, player.cookie);
    expect(bad.statusCode).toBe(409);
  });

  it('applies one of two simultaneous actions on a round', async () => {
    const player = await registerPlayer(t, { currency: 'EUR' });
    await fund(t, player.id, 'EUR', 10_000);
    const mines = await gameOf(t, 'mines');
    const token = await launch(t, mines.identifier, 'real', player.cookie);
    const start = (await play(token, { stake: 1_000, mines: 24 }, player.cookie)).json();
    const answers = await Promise.all([
      act(token, start.round.id, { type: 'reveal', cell: 0 }, player.cookie),
      act(token, start.round.id, { type: 'reveal', cell: 1 }, player.cookie),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const proof = (
      await t.request({ method: 'GET', url: `/api/house/rounds/${start.round.id}`, cookie: player.cookie })
    ).json();
    expect(proof.actions).toHaveLength(1);
  });
});

describe('seeds and the verifier', () => {
  it('reveals the server seed on rotation, and the revealed seeds re-compute the round', async () => {
    const player = await registerPlayer(t, { currency: 'EUR' });
    await fund(t, player.id, 'EUR', 10_000);
    const dice = await gameOf(t, 'dice');
    const token = await launch(t, dice.identifier, 'real', player.cookie);
    const before = (
      await t.request({ method: 'GET', url: '/api/house/seeds', cookie: player.cookie })
    ).json();
    const bet = { stake: 100, target: 2500, over: true };
    const { round } = (await play(token, bet, player.cookie)).json();
    const hidden = (
      await t.request({ method: 'GET', url: `/api/house/rounds/${round.id}`, cookie: player.cookie })
    ).json();
    expect(hidden.server_seed).toBeNull();
    expect(hidden.server_seed_hash).toBe(before.current.server_seed_hash);

    const rotated = (
      await t.request({ method: 'POST', url: '/api/house/seeds/rotate', cookie: player.cookie })
    ).json();
    expect(rotated.previous.server_seed_hash).toBe(before.current.server_seed_hash);
    expect(rotated.current.server_seed_hash).not.toBe(before.current.server_seed_hash);
    expect(rotated.current.nonce).toBe(0);

    const proof = (
      await t.request({ method: 'GET', url: `/api/house/rounds/${round.id}`, cookie: player.cookie })
    ).json();
    expect(proof.server_seed).toBe(rotated.previous.server_seed);
    const engine = houseGame('dice')!;
    if (engine.kind !== 'solo') throw new Error('dice is solo');
    const step = engine.start(
      'over-under',
      bet,
      new FairRandom({ serverSeed: proof.server_seed, clientSeed: proof.client_seed, nonce: proof.nonce }),
    );
    expect(engine.view(step.state, true)).toEqual(proof.view);
    expect(step.payout).toBe(proof.payout_cents);
  });

  it('sets a client seed (a new pair), refuses a bad one, and keeps rounds private', async () => {
    const player = await registerPlayer(t, { currency: 'EUR' });
    const other = await registerPlayer(t, { currency: 'EUR' });
    const set = await t.request({
      method: 'POST',
      url: '/api/house/seeds/client',
      payload: { client_seed: 'my-lucky-seed' },
      cookie: player.cookie,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().current.client_seed).toBe('my-lucky-seed');
    const bad = await t.request({
      method: 'POST',
      url: '/api/house/seeds/client',
      payload: { client_seed: 'a:b' },
      cookie: player.cookie,
    });
    expect(bad.statusCode).toBe(422);
    expect((await t.request({ method: 'GET', url: '/api/house/seeds' })).statusCode).toBe(401);

    await fund(t, player.id, 'EUR', 1_000);
    const dice = await gameOf(t, 'dice');
    const token = await launch(t, dice.identifier, 'real', player.cookie);
    const { round } = (await play(token, { stake: 100, target: 5000, over: true }, player.cookie)).json();
    expect(round.client_seed).toBe('my-lucky-seed');
    expect(
      (await t.request({ method: 'GET', url: `/api/house/rounds/${round.id}`, cookie: other.cookie }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/house/rounds/abc', cookie: player.cookie })).statusCode,
    ).toBe(400);
  });
});

describe('shared rounds (crash)', () => {
  it('takes bets while betting is open, cashes out on the curve, settles the rest at the crash', async () => {
    const player = await registerPlayer(t, { currency: 'EUR' });
    await fund(t, player.id, 'EUR', 10_000);
    const crash = await gameOf(t, 'crash');
    const token = await launch(t, crash.identifier, 'real', player.cookie);
    const session = (
      await t.request({ method: 'GET', url: `/api/house/sessions/${token}`, cookie: player.cookie })
    ).json();
    expect(session.room).toBe(`house:${crash.identifier}`);
    expect(session.shared_round.phase).toBe('betting');
    expect(session.shared_round.seed).toBeNull();

    const placed = await t.request({
      method: 'POST',
      url: `/api/house/sessions/${token}/shared-bets`,
      payload: { bet: { stake: 1_000, autoCashout: 101 } },
      cookie: player.cookie,
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().balance_cents).toBe(9_000);
    t.clock.advance(9_000); // betting closed
    const late = await t.request({
      method: 'POST',
      url: `/api/house/sessions/${token}/shared-bets`,
      payload: { bet: { stake: 1_000 } },
      cookie: player.cookie,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('betting_closed');

    t.clock.advance(120_000); // past any crash point
    await runHouseJobsOnce(t.app);
    const after = (
      await t.request({
        method: 'GET',
        url: `/api/house/rounds/${placed.json().round.id}`,
        cookie: player.cookie,
      })
    ).json();
    expect(after.status).toBe('closed');
    // The revealed round seed re-computes the crash point; the 1.01× auto cash-out paid iff it was reached.
    const engine = houseGame('crash')!;
    if (engine.kind !== 'shared') throw new Error('crash is shared');
    const outcome = engine.draw(
      'standard',
      new FairRandom({ serverSeed: after.server_seed, clientSeed: after.client_seed, nonce: after.nonce }),
    );
    expect(after.view.outcome).toEqual(outcome);
    expect(after.payout_cents).toBe((outcome as { crashPoint: number }).crashPoint >= 101 ? 1_010 : 0);
    expect(await balanceOf(t, player.id, 'EUR')).toBe(9_000 + after.payout_cents);
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('cashes out by hand while the curve runs, and not after the crash', async () => {
    const player = await registerPlayer(t, { currency: 'EUR' });
    await fund(t, player.id, 'EUR', 10_000);
    const crash = await gameOf(t, 'crash');
    const token = await launch(t, crash.identifier, 'real', player.cookie);
    const cashOut = (id: number) =>
      t.request({
        method: 'POST',
        url: `/api/house/sessions/${token}/shared-bets/${id}/cashout`,
        cookie: player.cookie,
      });
    // Deal rounds until one crashes at 1.20× or later (81 % of them do).
    let round: typeof sharedRounds.$inferSelect | undefined;
    let betId = 0;
    for (let tries = 0; tries < 20 && !round; tries++) {
      t.clock.advance(200_000);
      await runHouseJobsOnce(t.app);
      const table = (
        await t.request({ method: 'GET', url: `/api/house/sessions/${token}`, cookie: player.cookie })
      ).json();
      expect(table.shared_round.phase).toBe('betting');
      const [row] = await t.deps.db
        .select()
        .from(sharedRounds)
        .where(eq(sharedRounds.id, table.shared_round.round_id));
      if ((row!.outcome as { crashPoint: number }).crashPoint < 120) continue;
      round = row;
      const placed = await t.request({
        method: 'POST',
        url: `/api/house/sessions/${token}/shared-bets`,
        payload: { bet: { stake: 1_000 } },
        cookie: player.cookie,
      });
      betId = placed.json().round.id;
    }
    if (!round) throw new Error('no round reached 1.20×');
    expect((await cashOut(betId)).json().error).toBe('not_started');
    t.clock.now = new Date(round.bettingClosesAt.getTime() + crashTimeOf(115));
    const cashed = await cashOut(betId);
    expect(cashed.statusCode).toBe(200);
    expect(cashed.json().round.payout_cents).toBe(1_150);
    expect(cashed.json().balance_cents).toBe(10_000 - 1_000 + 1_150);
    expect((await cashOut(betId)).statusCode).toBe(409);
    // Settlement at the crash leaves the cashed-out bet alone.
    t.clock.now = new Date(round.endsAt.getTime() + 1);
    await runHouseJobsOnce(t.app);
    expect(await balanceOf(t, player.id, 'EUR')).toBe(10_150);
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('pays a late manual cash-out at the auto cash-out it already passed, not at the curve', async () => {
    const player = await registerPlayer(t, { currency: 'EUR' });
    await fund(t, player.id, 'EUR', 10_000);
    const crash = await gameOf(t, 'crash');
    const token = await launch(t, crash.identifier, 'real', player.cookie);
    let round: typeof sharedRounds.$inferSelect | undefined;
    let betId = 0;
    for (let tries = 0; tries < 30 && !round; tries++) {
      t.clock.advance(200_000);
      await runHouseJobsOnce(t.app);
      const table = (
        await t.request({ method: 'GET', url: `/api/house/sessions/${token}`, cookie: player.cookie })
      ).json();
      const [row] = await t.deps.db
        .select()
        .from(sharedRounds)
        .where(eq(sharedRounds.id, table.shared_round.round_id));
      if ((row!.outcome as { crashPoint: number }).crashPoint < 150) continue;
      round = row;
      betId = (
        await t.request({
          method: 'POST',
          url: `/api/house/sessions/${token}/shared-bets`,
          payload: { bet: { stake: 1_000, autoCashout: 110 } },
          cookie: player.cookie,
        })
      ).json().round.id;
    }
    if (!round) throw new Error('no round reached 1.50×');
    t.clock.now = new Date(round.bettingClosesAt.getTime() + crashTimeOf(140));
    const late = await t.request({
      method: 'POST',
      url: `/api/house/sessions/${token}/shared-bets/${betId}/cashout`,
      cookie: player.cookie,
    });
    expect(late.statusCode).toBe(200);
    expect(late.json().round.payout_cents).toBe(1_100);
  });
});
