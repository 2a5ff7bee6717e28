import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  notifications,
  playerBonuses,
  tournamentEntries,
  tournamentPlayers,
  walletTransactions,
} from '../../db/schema/index.ts';
import { type PublishedEvent, recordPlayerEvents, startTestApp, type TestApp } from '../../test/harness.ts';
import { bonusPlayer, findOfferByGroupKey, gameOfFamily } from '../bonuses/test-support.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { uid, unbalancedTransactions } from '../wallet/test-support.ts';
import { finishTournament, runTournamentJobsOnce } from './payout.ts';
import { findTournament } from './repository.ts';

/**
 * Tournaments through the operator API, the wallet protocol and the player API (CAD players on
 * the seeded catalogue): scoring once per bet or win, the audience and confirmation rules, the
 * live leaderboard, and the end's ranking and prizes paid once.
 */
let t: TestApp;
let slot: string;
let table: string;
let spinsOffer: number;
const HOUR = 60 * 60 * 1000;
let events: PublishedEvent[] = [];

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  events = recordPlayerEvents(t);
  slot = await gameOfFamily(t, 'slots');
  table = await gameOfFamily(t, 'tables');
  spinsOffer = (await findOfferByGroupKey(t, 'lootbox_freespins')).id;
});
afterAll(() => t?.close());

const operator = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    headers: { cookie: await operatorCookie(t) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const iso = (offsetMs: number) => new Date(t.clock.now.getTime() + offsetMs).toISOString();

function tournament(over: Record<string, unknown> = {}) {
  return {
    slug: uid('cup').toLowerCase(),
    frontend_identifier: 'weekly-cup',
    titles: { en: 'Weekly cup', de: 'Wochenpokal' },
    strategy: 'bet',
    currency: 'CAD',
    start_at: iso(-HOUR),
    end_at: iso(HOUR),
    games: [slot],
    prizes: [
      { award_place: 1, kind: 'money', amount_cents: 10_000 },
      { award_place: 2, kind: 'money', amount_cents: 5_000 },
      { award_place: 3, kind: 'freespins', offer_id: spinsOffer, freespins_count: 20, wager_multiplier: 10 },
    ],
    ...over,
  };
}

async function create(over: Record<string, unknown> = {}) {
  const res = await operator('POST', '/api/operator/tournaments', tournament(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; slug: string };
}

type Player = Awaited<ReturnType<typeof bonusPlayer>>;
const status = async (p: Player, id: number) => (await p.request(`/api/tournaments/${id}/status`)).json();
const rowOf = async (p: Player, id: number) => {
  const [row] = await t.deps.db
    .select()
    .from(tournamentPlayers)
    .where(and(eq(tournamentPlayers.tournamentId, id), eq(tournamentPlayers.userId, p.user.id)));
  return row;
};

describe('operator tournaments', () => {
  it('refuses without the key, and bad bodies with field errors, writing nothing', async () => {
    expect((await t.request({ method: 'GET', url: '/api/operator/tournaments' })).statusCode).toBe(401);
    const bad = await operator(
      'POST',
      '/api/operator/tournaments',
      tournament({
        end_at: iso(-2 * HOUR),
        prizes: [
          { award_place: 1, kind: 'money', amount_cents: 100 },
          { award_place: 1, kind: 'freespins', offer_id: 999_999 },
        ],
      }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      end_at: ['tournaments.end_before_start'],
      prizes: ['tournaments.place_repeated'],
      'prizes.1.offer_id': ['tournaments.offer_mismatch'],
    });
    const hostile = await operator('POST', '/api/operator/tournaments', {
      ...tournament(),
      strategy: 'drop table',
    });
    expect(hostile.statusCode).toBe(422);
    const { slug } = await create();
    const taken = await operator('POST', '/api/operator/tournaments', tournament({ slug }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['tournaments.slug_taken'] });
  });

  it('keeps the strategy and currency of a started tournament', async () => {
    const { id, slug } = await create();
    const res = await operator(
      'PUT',
      `/api/operator/tournaments/${id}`,
      tournament({ slug, strategy: 'win' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ strategy: ['tournaments.started'] });
  });
});

describe('scoring', () => {
  it('a real bet on a counting game scores its stake once; small bets and other games do not', async () => {
    const { id } = await create({ min_bet_cents: 100 });
    const p = await bonusPlayer(t, 10_000);
    await p.bet(slot, 500, 0);
    await p.bet(slot, 50, 0); // below the minimum bet
    await p.bet(table, 700, 0); // not a counting game
    expect(await status(p, id)).toMatchObject({
      tournament_id: id,
      bet_cents: 500,
      bets: '5.00',
      games_taken: 1,
      points: 500,
      award_place: 1,
    });
    const entries = await t.deps.db
      .select()
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.userId, p.user.id), eq(tournamentEntries.tournamentId, id)));
    expect(entries).toHaveLength(1);
    const live = events
      .filter((e) => e.userId === p.user.id && e.channel === 'tournaments_statuses')
      .flatMap((e) => e.data as { tournament_id: number; bet_cents: number }[])
      .filter((s) => s.tournament_id === id);
    expect(live.map((s) => s.bet_cents)).toEqual([500]);
  });

  it('20 parallel bets add exactly their sum; a rollback takes its own share back once', async () => {
    const { id } = await create();
    const p = await bonusPlayer(t, 100_000);
    const bets = await Promise.all(Array.from({ length: 20 }, () => p.bet(slot, 100)));
    expect(bets.every((b) => b.response.statusCode === 200)).toBe(true);
    expect((await rowOf(p, id))?.score).toBe(2_000);
    await p.rollback(slot, bets[0]!);
    await p.rollback(slot, bets[0]!);
    expect(await rowOf(p, id)).toMatchObject({ score: 1_900, betCents: 1_900, gamesTaken: 19 });
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('wins and best rates score by their strategies', async () => {
    const wins = await create({ strategy: 'win' });
    const rate = await create({ strategy: 'rate' });
    const p = await bonusPlayer(t, 10_000);
    await p.bet(slot, 200, 1_000);
    await p.bet(slot, 100, 300);
    expect(await rowOf(p, wins.id)).toMatchObject({ score: 1_300, winCents: 1_300, betCents: 300 });
    // 1000 / 200 = 5x, then 300 / 100 = 3x: the best stays.
    expect(await rowOf(p, rate.id)).toMatchObject({ score: 5_000_000, bestRateMicro: 5_000_000 });
    expect((await status(p, rate.id)).rate).toBe(5);
  });

  it('a tournament that asks for confirmation counts only after it; not for a player outside its groups', async () => {
    const confirm = await create({ confirmation_required: true });
    const vipOnly = await create({ group_ids: [259] });
    const p = await bonusPlayer(t, 10_000);
    await p.bet(slot, 300, 0);
    expect(await rowOf(p, confirm.id)).toBeUndefined();
    expect(await rowOf(p, vipOnly.id)).toBeUndefined();
    expect((await p.request(`/api/tournaments/${vipOnly.id}`)).statusCode).toBe(404);
    const ids = ((await p.request('/api/tournaments')).json() as { id: number }[]).map((x) => x.id);
    expect(ids).toContain(confirm.id);
    expect(ids).not.toContain(vipOnly.id);

    const res = await p.request(`/api/tournaments/${confirm.id}/confirm`, 'POST', { confirmed: true });
    expect(res.json()).toEqual({ confirmed: true });
    await p.bet(slot, 400, 0);
    expect(await rowOf(p, confirm.id)).toMatchObject({ score: 400 });
    const mine = ((await p.request('/api/tournaments/player')).json() as { id: number }[]).map((x) => x.id);
    expect(mine).toContain(confirm.id);

    const bad = await p.request(`/api/tournaments/${confirm.id}/confirm`, 'POST', { confirmed: 'yes' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('the player API', () => {
  it('shows a tournament by id and slug with its prizes and leaderboard; guests may look', async () => {
    const { id, slug } = await create();
    const a = await bonusPlayer(t, 10_000);
    const b = await bonusPlayer(t, 10_000);
    await a.bet(slot, 300, 0);
    await b.bet(slot, 900, 0);
    const byId = await t.request({ method: 'GET', url: `/api/tournaments/${id}?locale=de` });
    expect(byId.statusCode).toBe(200);
    const body = byId.json();
    expect(body).toMatchObject({
      id,
      slug,
      title: 'Wochenpokal',
      in_progress: true,
      money_budget_cents: 15_000,
    });
    expect(body.prizes.map((p: { award_place: number }) => p.award_place)).toEqual([1, 2, 3]);
    expect(body.top_players.map((p: { bet_cents: number }) => p.bet_cents)).toEqual([900, 300]);
    expect(body.top_players.map((p: { award_place: number }) => p.award_place)).toEqual([1, 2]);
    expect((await t.request({ method: 'GET', url: `/api/tournaments/${slug}` })).json().id).toBe(id);
    expect((await t.request({ method: 'GET', url: '/api/tournaments/no-such-cup' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/tournaments/${id}/status` })).statusCode).toBe(401);
    expect((await status(a, id)).award_place).toBe(2);
    // The leaders are remembered between reads, but a bet moves them at once.
    await a.bet(slot, 1_000, 0);
    const after = (await t.request({ method: 'GET', url: `/api/tournaments/${id}` })).json();
    expect(after.top_players.map((p: { bet_cents: number }) => p.bet_cents)).toEqual([1_300, 900]);
  });

  it("shows an operator's edit of a running tournament at once (its remembered rows are forgotten)", async () => {
    const { id, slug } = await create();
    const read = async () => (await t.request({ method: 'GET', url: `/api/tournaments/${slug}` })).json();
    expect((await read()).prizes).toHaveLength(3);
    const edited = tournament({
      slug,
      titles: { en: 'Monthly cup' },
      prizes: [{ award_place: 1, kind: 'money', amount_cents: 70_000 }],
    });
    expect((await operator('PUT', `/api/operator/tournaments/${id}`, edited)).statusCode).toBe(200);
    expect(await read()).toMatchObject({
      title: 'Monthly cup',
      money_budget_cents: 70_000,
      prizes: [{ award_place: 1 }],
    });
  });

  it('answers up to 12 statuses through /batch, and nothing that is not a status', async () => {
    const first = await create();
    const second = await create();
    const p = await bonusPlayer(t, 10_000);
    await p.bet(slot, 300, 0);
    const url = `/batch?url[]=api/tournaments/${first.id}/status&url[]=api/tournaments/${second.id}/status&url[]=api/player`;
    const res = await p.request(url);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body[`api/tournaments/${first.id}/status`]).toMatchObject({
      tournament_id: first.id,
      bet_cents: 300,
    });
    expect(body[`api/tournaments/${second.id}/status`]).toMatchObject({ tournament_id: second.id });
    expect(body['api/player']).toEqual({ error: 'not_batchable' });
    const many = Array.from({ length: 13 }, (_, i) => `url[]=api/tournaments/${i + 1}/status`).join('&');
    const tooMany = await p.request(`/batch?${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toHaveProperty(['url[]']);
  });
});

describe('the end', () => {
  it('ranks once and pays each prize place once, even when the job runs again', async () => {
    const { id } = await create({ end_at: iso(HOUR / 2) });
    const players = [
      await bonusPlayer(t, 10_000),
      await bonusPlayer(t, 10_000),
      await bonusPlayer(t, 10_000),
    ];
    await players[0]!.bet(slot, 300, 0);
    await players[1]!.bet(slot, 900, 0);
    await players[2]!.bet(slot, 600, 0);
    t.clock.advance(HOUR);
    await runTournamentJobsOnce(t);
    await runTournamentJobsOnce(t);
    const places = await Promise.all(players.map(async (p) => (await rowOf(p, id))?.awardPlace));
    expect(places).toEqual([3, 1, 2]);
    const prizes = await t.deps.db
      .select()
      .from(walletTransactions)
      .where(sql`${walletTransactions.idempotencyKey} like ${`i:tournament:${id}:%`}`);
    expect(prizes.map((row) => [row.userId, row.realCents]).sort()).toEqual(
      [
        [players[1]!.user.id, 10_000],
        [players[2]!.user.id, 5_000],
      ].sort(),
    );
    const spins = await t.deps.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.userId, players[0]!.user.id));
    expect(spins).toHaveLength(1);
    expect(spins[0]).toMatchObject({
      kind: 'freespins',
      freespinsTotal: 20,
      sourceKey: `tournament:${id}:place:3`,
    });
    // Each winner is told once, in the notification centre and on the newer client's channel.
    const told = await vi.waitFor(async () => {
      const rows = await t.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.identifier, String(id)));
      expect(rows).toHaveLength(3);
      return rows;
    });
    expect(told.map((row) => [row.userId, row.awardPlace, row.event]).sort()).toEqual(
      players.map((p, i) => [p.user.id, [3, 1, 2][i], 'tournament_prize']).sort(),
    );
    const live = events
      .filter((e) => e.channel === 'tournament_notifications' && e.userId === players[1]!.user.id)
      .map((e) => e.data as { id: number; event: string; title: string; award_place: number })
      .filter((data) => data.id === id);
    expect(live.map(({ event, title, award_place }) => ({ event, title, award_place }))).toEqual([
      { event: 'tournament_prize', title: 'Weekly cup', award_place: 1 },
    ]);
    const shown = (await t.request({ method: 'GET', url: `/api/tournaments/${id}` })).json();
    expect(shown.finished_at).not.toBeNull();
    expect(shown.prizes[0].nickname).toBe((await rowOf(players[1]!, id))?.nickname);
    expect(await unbalancedTransactions(t)).toBe(0);
    const recent = (
      (await t.request({ method: 'GET', url: '/api/tournaments/recent' })).json() as { id: number }[]
    ).map((x) => x.id);
    expect(recent).toContain(id);
    t.clock.advance(-HOUR);
  });

  it('a payout stopped halfway (a crash) is resumed: the rest is paid, nothing twice', async () => {
    const { id } = await create({ end_at: iso(HOUR / 2) });
    const players = [await bonusPlayer(t, 10_000), await bonusPlayer(t, 10_000)];
    await players[0]!.bet(slot, 900, 0);
    await players[1]!.bet(slot, 300, 0);
    t.clock.advance(HOUR);
    const row = await findTournament(t.deps.db, id);
    // The node dies right after paying the first place (its event never goes out).
    const crashing = {
      ...t.deps,
      realtime: {
        ...t.deps.realtime,
        publishToPlayer() {
          throw new Error('node killed');
        },
      },
    };
    await expect(finishTournament(crashing, row!)).rejects.toThrow('node killed');
    expect((await findTournament(t.deps.db, id))?.finishedAt).toBeNull();
    await runTournamentJobsOnce(t);
    const paid = await t.deps.db
      .select()
      .from(walletTransactions)
      .where(sql`${walletTransactions.idempotencyKey} like ${`i:tournament:${id}:%`}`);
    expect(paid.map((row) => [row.userId, row.realCents]).sort()).toEqual(
      [
        [players[0]!.user.id, 10_000],
        [players[1]!.user.id, 5_000],
      ].sort(),
    );
    expect((await findTournament(t.deps.db, id))?.finishedAt).not.toBeNull();
    t.clock.advance(-HOUR);
  });
});
