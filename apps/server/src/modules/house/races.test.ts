import { FairRandom, houseGame } from '@orbit/games';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  fairSeedPairs,
  gameSessions,
  games,
  houseRounds,
  sharedRounds,
  walletTransactions,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { registerPlayer } from '../../test/players.ts';
import { HOUSE_PROVIDER_KEY } from '../wallet/signing.ts';
import { accountState, unbalancedTransactions } from '../wallet/test-support.ts';
import { runHouseJobsOnce } from './jobs.ts';
import { actInRound, startRound } from './play.ts';
import type { PlayContext } from './play-context.ts';
import { claimStep, type HouseRoundRow } from './repository.ts';
import { walletClient } from './session.ts';
import { type SessionWallet, sessionWallet } from './session-wallet.ts';
import { settleSharedRound } from './shared.ts';
import { findSession } from './shared-repository.ts';
import { STEP_CLAIM_MS } from './step-claim.ts';
import { balanceOf, fund, gameOf, launch } from './test-support.ts';
import { walletActions } from './wallet-actions.ts';

/**
 * Conflicting actions sent at once (a double-click, two tabs, a retry) on every game whose
 * rounds take more than one request: whatever the interleaving, the money must be what playing
 * the actions that applied one after another gives.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

const OPENING = 1_000_000;

const play = (token: string, bet: unknown, cookie: string) =>
  t.request({ method: 'POST', url: `/api/house/sessions/${token}/rounds`, payload: { bet }, cookie });
const act = (token: string, round: number, action: unknown, cookie: string) =>
  t.request({
    method: 'POST',
    url: `/api/house/sessions/${token}/rounds/${round}/actions`,
    payload: { action },
    cookie,
  });

async function realPlayer(engine: string, opening = OPENING) {
  const player = await registerPlayer(t, { currency: 'EUR' });
  await fund(t, player.id, 'EUR', opening);
  const game = await gameOf(t, engine);
  const token = await launch(t, game.identifier, 'real', player.cookie);
  return { player, game, token, cookie: player.cookie };
}

const roundRow = async (id: number) =>
  (await t.deps.db.select().from(houseRounds).where(eq(houseRounds.id, id)))[0]!;

/** Net money the wallet moved for a round: its bets, wins and rollbacks together. */
async function walletNet(ref: string) {
  const rows = await t.deps.db
    .select({ real: walletTransactions.realCents, bonus: walletTransactions.bonusCents })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.providerKey, HOUSE_PROVIDER_KEY), eq(walletTransactions.roundId, ref)));
  return rows.reduce((sum, r) => sum + r.real + r.bonus, 0);
}

/** A solo round played again from its seeds, its bet and its stored actions, one after another. */
async function replaySolo(round: HouseRoundRow, variant: string) {
  const engine = houseGame((await gameOfId(round.gameId)).engine);
  if (engine?.kind !== 'solo' || round.seedPairId === null) throw new Error('not a solo round');
  const [pair] = await t.deps.db.select().from(fairSeedPairs).where(eq(fairSeedPairs.id, round.seedPairId));
  const random = new FairRandom({
    serverSeed: pair!.serverSeed,
    clientSeed: pair!.clientSeed,
    nonce: round.nonce,
  });
  let step = engine.start(variant, round.bet, random);
  let stake = engine.stake(round.bet);
  for (const action of round.actions) {
    if (!engine.act) throw new Error('engine takes no actions');
    step = engine.act(variant, step.state, action);
    stake += step.extraStake ?? 0;
  }
  return { stake, payout: step.done ? step.payout : 0, state: step.state, done: step.done };
}

/** A crash bet against its round's outcome, cashed out where its state says (or at its auto cash-out). */
async function replayCrash(round: HouseRoundRow, variant: string) {
  const engine = houseGame('crash');
  if (engine?.kind !== 'shared' || round.sharedRoundId === null) throw new Error('not a crash bet');
  const [shared] = await t.deps.db
    .select()
    .from(sharedRounds)
    .where(eq(sharedRounds.id, round.sharedRoundId));
  const cashout = (round.state as { cashout: number | null }).cashout;
  return {
    stake: engine.stake(round.bet),
    payout: engine.settle(variant, round.bet, shared!.outcome, cashout),
    done: true,
  };
}

async function gameOfId(id: number) {
  return (await t.deps.db.select().from(games).where(eq(games.id, id)))[0]!;
}

/**
 * The player's money equals a sequential replay of the actions that applied: per round, what
 * the wallet moved is the replay's payout minus its stakes (no money for a step that is not in
 * `actions`); in all, opening − stakes + payouts; and the ledger agrees with the stored balance.
 */
async function expectMoneyOfReplay(userId: number, opening = OPENING) {
  const rounds = await t.deps.db
    .select()
    .from(houseRounds)
    .where(eq(houseRounds.userId, userId))
    .orderBy(asc(houseRounds.id));
  let expected = opening;
  for (const round of rounds) {
    const game = await gameOfId(round.gameId);
    const replay =
      round.sharedRoundId === null
        ? await replaySolo(round, game.variant)
        : await replayCrash(round, game.variant);
    expect(round.status, `round ${round.id}`).toBe('closed');
    expect(replay.done, `round ${round.id} replays to its end`).toBe(true);
    expect({ round: round.id, stake: round.stakeCents, payout: round.payoutCents }).toEqual({
      round: round.id,
      stake: replay.stake,
      payout: replay.payout,
    });
    expect({ round: round.id, moved: await walletNet(round.ref) }).toEqual({
      round: round.id,
      moved: replay.payout - replay.stake,
    });
    expected += replay.payout - replay.stake;
  }
  const [account] = await t.deps.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, 'EUR')));
  const state = await accountState(t, account!.id);
  expect(state.amountCents).toBe(expected);
  expect(state.ledgerTotal).toBe(state.amountCents);
  expect(await unbalancedTransactions(t)).toBe(0);
  return rounds;
}

/**
 * Each answer is a success (its action applied), the round moved on (409) or the action no longer
 * fits (422, e.g. a double after a hit); the round took exactly the actions answered with success.
 */
async function expectAppliedAsAnswered(
  id: number,
  actionsBefore: number,
  answers: { statusCode: number; body: string }[],
) {
  const bodies = answers.map((a) => a.body).join('\n');
  for (const a of answers) expect([200, 409, 422], bodies).toContain(a.statusCode);
  const applied = answers.filter((a) => a.statusCode === 200).length;
  expect(applied, bodies).toBeGreaterThan(0);
  expect((await roundRow(id)).actions.length, bodies).toBe(actionsBefore + applied);
}

/** Plays an open round to its end with `next` (read from the stored round each time). */
async function finish(token: string, cookie: string, id: number, next: (state: unknown) => unknown) {
  for (let guard = 0; guard < 30; guard++) {
    const round = await roundRow(id);
    if (round.status === 'closed') return;
    const res = await act(token, id, next(round.state), cookie);
    expect(res.statusCode, res.body).toBe(200);
  }
  throw new Error(`round ${id} did not end`);
}

describe('conflicting actions at once move the money of the one that applied', () => {
  it('blackjack: double and hit together, 20 rounds', async () => {
    const { player, token, cookie } = await realPlayer('blackjack');
    let raced = 0;
    for (let i = 0; i < 20; i++) {
      const start = await play(token, { stake: 100 }, cookie);
      expect(start.statusCode, start.body).toBe(200);
      const { round } = start.json();
      if (round.status !== 'open') continue; // a blackjack, dealt or peeked
      raced += 1;
      const answers = await Promise.all([
        act(token, round.id, { type: 'double' }, cookie),
        act(token, round.id, { type: 'hit' }, cookie),
      ]);
      await expectAppliedAsAnswered(round.id, 0, answers);
      await finish(token, cookie, round.id, () => ({ type: 'stand' }));
    }
    expect(raced).toBeGreaterThan(10);
    await expectMoneyOfReplay(player.id);
  });

  it('video poker: two draws together, 10 rounds', async () => {
    const { player, token, cookie } = await realPlayer('video-poker');
    for (let i = 0; i < 10; i++) {
      const { round } = (await play(token, { stake: 100 }, cookie)).json();
      const answers = await Promise.all([
        act(token, round.id, { type: 'draw', hold: [true, true, true, true, true] }, cookie),
        act(token, round.id, { type: 'draw', hold: [false, false, false, false, false] }, cookie),
      ]);
      await expectAppliedAsAnswered(round.id, 0, answers);
    }
    await expectMoneyOfReplay(player.id);
  });

  it('mines: a reveal and a cash-out together, 10 rounds', async () => {
    const { player, token, cookie } = await realPlayer('mines');
    let raced = 0;
    for (let i = 0; i < 10; i++) {
      const { round } = (await play(token, { stake: 100, mines: 3 }, cookie)).json();
      const first = (await act(token, round.id, { type: 'reveal', cell: 0 }, cookie)).json();
      if (first.round.status !== 'open') continue; // a mine on the first cell
      raced += 1;
      const answers = await Promise.all([
        act(token, round.id, { type: 'reveal', cell: 1 }, cookie),
        act(token, round.id, { type: 'cashout' }, cookie),
      ]);
      await expectAppliedAsAnswered(round.id, 1, answers);
      await finish(token, cookie, round.id, () => ({ type: 'cashout' }));
    }
    expect(raced).toBeGreaterThan(3);
    await expectMoneyOfReplay(player.id);
  });

  it('crash: two cash-outs together, and a cash-out against the settlement', async () => {
    const { player, game, token, cookie } = await realPlayer('crash');
    const cashOut = (id: number) =>
      t.request({ method: 'POST', url: `/api/house/sessions/${token}/shared-bets/${id}/cashout`, cookie });
    let raced = 0;
    for (let i = 0; i < 8; i++) {
      t.clock.advance(200_000);
      await runHouseJobsOnce(t.app);
      const table = (await t.request({ method: 'GET', url: `/api/house/sessions/${token}`, cookie })).json();
      const [shared] = await t.deps.db
        .select()
        .from(sharedRounds)
        .where(eq(sharedRounds.id, table.shared_round.round_id));
      const placed = await t.request({
        method: 'POST',
        url: `/api/house/sessions/${token}/shared-bets`,
        payload: { bet: { stake: 1_000 } },
        cookie,
      });
      expect(placed.statusCode, placed.body).toBe(200);
      const betId = placed.json().round.id as number;
      const crashPoint = (shared!.outcome as { crashPoint: number }).crashPoint;
      if (crashPoint > 101) {
        raced += 1;
        // Running, at 1.00×: before the crash.
        t.clock.now = new Date(shared!.bettingClosesAt.getTime() + 1);
        if (i % 2 === 0) {
          const answers = await Promise.all([cashOut(betId), cashOut(betId)]);
          expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
        } else {
          // A node whose clock runs ahead settles the round while the player cashes out.
          const session = await findSession(t.deps.db, (await roundRow(betId)).sessionId);
          const wallet = sessionWallet(t.deps.db, walletClient(t.app), session!, game.identifier);
          const [answer] = await Promise.all([
            cashOut(betId),
            settleSharedRound(t.deps, shared!, game, async () => wallet),
          ]);
          expect([200, 409]).toContain(answer.statusCode);
        }
      }
      t.clock.now = new Date(shared!.endsAt.getTime() + 1);
      await runHouseJobsOnce(t.app);
    }
    expect(raced).toBeGreaterThan(2);
    await expectMoneyOfReplay(player.id);
  });
});

/** Starts blackjack rounds until one stays open for actions (no blackjack dealt), staking `stake(balance)`. */
async function openBlackjackRound(token: string, cookie: string, userId: number, stake = (_: number) => 100) {
  for (let tries = 0; tries < 20; tries++) {
    const res = await play(token, { stake: stake(await balanceOf(t, userId, 'EUR')) }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { round } = res.json();
    if (round.status === 'open') return roundRow(round.id);
  }
  throw new Error('every round was a blackjack');
}

describe("a step's extra stake is claimed before it reaches the wallet", () => {
  it('a refused double gives its claim back: the round is as it was and plays on', async () => {
    const { player, token, cookie } = await realPlayer('blackjack', 1_000);
    const round = await openBlackjackRound(token, cookie, player.id, (balance) => Math.ceil(balance * 0.6));
    const before = await balanceOf(t, player.id, 'EUR');
    const double = await act(token, round.id, { type: 'double' }, cookie);
    expect(double.statusCode).toBe(422);
    expect(double.json().errors.action).toEqual(['house.errors.insufficient_funds']);
    const after = await roundRow(round.id);
    expect(after).toMatchObject({ actions: [], pendingBet: null, abandonedBet: null, abandonedSteps: 0 });
    expect(after.state).toEqual(round.state);
    expect(await balanceOf(t, player.id, 'EUR')).toBe(before);
    expect((await act(token, round.id, { type: 'stand' }, cookie)).statusCode).toBe(200);
    await expectMoneyOfReplay(player.id, 1_000);
  });

  it('a claim whose request died after its debit holds the round, then is taken back and refunded', async () => {
    const { player, game, token, cookie } = await realPlayer('blackjack');
    const round = await openBlackjackRound(token, cookie, player.id);
    // A double's request claimed the step and was debited, then died before writing the step.
    const bet = walletActions.bet(round.ref, 1);
    expect(
      await claimStep(t.deps.db, round.id, 0, bet, new Date(t.clock.now.getTime() + STEP_CLAIM_MS)),
    ).toBe(true);
    const session = await findSession(t.deps.db, round.sessionId);
    const wallet = sessionWallet(t.deps.db, walletClient(t.app), session!, game.identifier);
    expect((await wallet.bet(round.ref, bet, 100)).ok).toBe(true);

    const busy = await act(token, round.id, { type: 'hit' }, cookie);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error).toBe('round_changed');
    expect((await roundRow(round.id)).actions).toEqual([]);

    t.clock.advance(STEP_CLAIM_MS);
    const stand = await act(token, round.id, { type: 'stand' }, cookie);
    expect(stand.statusCode, stand.body).toBe(200);
    expect(await roundRow(round.id)).toMatchObject({
      status: 'closed',
      actions: [{ type: 'stand' }],
      pendingBet: null,
      abandonedBet: null,
      abandonedSteps: 1,
    });
    await expectMoneyOfReplay(player.id);
  });

  it('a claim whose request died before its debit: taken back, the late debit moves nothing, the next double pays once', async () => {
    const { player, game, token, cookie } = await realPlayer('blackjack');
    const round = await openBlackjackRound(token, cookie, player.id);
    const lost = walletActions.bet(round.ref, 1);
    await claimStep(t.deps.db, round.id, 0, lost, new Date(t.clock.now.getTime() + STEP_CLAIM_MS));
    t.clock.advance(STEP_CLAIM_MS + 1);

    const double = await act(token, round.id, { type: 'double' }, cookie);
    expect(double.statusCode, double.body).toBe(200);
    expect(double.json().round.stake_cents).toBe(200);
    const session = await findSession(t.deps.db, round.sessionId);
    const wallet = sessionWallet(t.deps.db, walletClient(t.app), session!, game.identifier);
    const late = await wallet.bet(round.ref, lost, 100);
    expect(late.ok).toBe(false);
    await expectMoneyOfReplay(player.id);
  });

  it('a debit whose outcome is unknown is rolled back at once, and the step debits under a fresh id next time', async () => {
    const { player, game, token, cookie } = await realPlayer('blackjack');
    const round = await openBlackjackRound(token, cookie, player.id);
    const session = await findSession(t.deps.db, round.sessionId);
    const rolledBack: string[] = [];
    const wallet: SessionWallet = {
      balance: async () => 0,
      bet: async () => ({ ok: false, error: 'http_500', balance: null }),
      win: async () => ({ ok: true, balance: 0 }),
      rollback: async (_round, _action, bet) => {
        rolledBack.push(bet);
        return { ok: true };
      },
    };
    const ctx: PlayContext = {
      deps: t.deps,
      session: session!,
      game,
      wallet,
      seedPair: async () => {
        throw new Error('not needed');
      },
      log: { error: () => {}, warn: () => {} } as PlayContext['log'],
    };
    const failed = await actInRound(ctx, round.id, { type: 'double' }).catch((error: unknown) => error);
    expect(failed).toMatchObject({ statusCode: 503, code: 'wallet_unavailable' });
    expect(rolledBack).toEqual([walletActions.bet(round.ref, 1)]);
    expect(await roundRow(round.id)).toMatchObject({
      actions: [],
      pendingBet: null,
      abandonedBet: null,
      abandonedSteps: 1,
    });
    const double = await act(token, round.id, { type: 'double' }, cookie);
    expect(double.statusCode, double.body).toBe(200);
    const [debit] = await t.deps.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.actionId, walletActions.bet(round.ref, 1, 1)));
    expect(debit).toMatchObject({ kind: 'bet', status: 'ok', amountCents: 100 });
    await expectMoneyOfReplay(player.id);
  });

  it('a stake the wallet will not give back fails the request and is logged with the round and action', async () => {
    const { game, token } = await realPlayer('blackjack');
    const [session] = await t.deps.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, hashToken(token)));
    const errors: unknown[] = [];
    const wallet: SessionWallet = {
      balance: async () => 0,
      bet: async () => ({ ok: true, balance: 0 }),
      win: async () => ({ ok: true, balance: 0 }),
      rollback: async () => ({ ok: false, error: 'round_closed' }),
    };
    const ctx: PlayContext = {
      deps: t.deps,
      session: session!,
      game,
      wallet,
      seedPair: async () => {
        throw new Error('the database went away');
      },
      log: { error: (...args: unknown[]) => errors.push(args[0]), warn: () => {} } as PlayContext['log'],
    };
    const failed = await startRound(ctx, { stake: 100 }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(HttpError);
    expect(failed).toMatchObject({ statusCode: 503, code: 'rollback_failed' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ error: 'round_closed', bet: expect.stringMatching(/:bet:0$/) });
    expect(errors[0]).toHaveProperty('ref');
    expect(errors[0]).toHaveProperty('rollback', expect.stringMatching(/:rollback:0$/));
  });
});

describe('shared rounds', () => {
  it('a bet that reaches a round settled meanwhile is refused and its stake given back', async () => {
    const { player, token, cookie } = await realPlayer('crash');
    t.clock.advance(200_000);
    await runHouseJobsOnce(t.app);
    const table = (await t.request({ method: 'GET', url: `/api/house/sessions/${token}`, cookie })).json();
    expect(table.shared_round.phase).toBe('betting');
    // Another node settled the round between this request's betting check and its insert.
    await t.deps.db
      .update(sharedRounds)
      .set({ settledAt: t.clock.now })
      .where(eq(sharedRounds.id, table.shared_round.round_id));
    const placed = await t.request({
      method: 'POST',
      url: `/api/house/sessions/${token}/shared-bets`,
      payload: { bet: { stake: 1_000 } },
      cookie,
    });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().error).toBe('betting_closed');
    expect(await balanceOf(t, player.id, 'EUR')).toBe(OPENING);
    expect(await expectMoneyOfReplay(player.id)).toEqual([]);
  });
});
