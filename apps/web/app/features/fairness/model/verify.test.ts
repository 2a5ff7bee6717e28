import type { HouseRoundProof } from '@orbit/contract';
import * as games from '@orbit/games';
import { FairRandom, hashServerSeed, houseGame, type SoloGame } from '@orbit/games';
import { describe, expect, it } from 'vitest';
import { sameJson, verifyRound } from './verify.ts';

const serverSeed = 'a'.repeat(64);
const clientSeed = 'lucky-seed';

/** Plays a round the way the server does, with @orbit/games, and writes its proof. */
function playRound(
  engineId: string,
  variant: string,
  betInput: unknown,
  actions: unknown[] = [],
): HouseRoundProof {
  const engine = houseGame(engineId);
  if (engine?.kind !== 'solo') throw new Error(`no solo engine ${engineId}`);
  const bet = engine.parseBet(variant, betInput);
  if (!bet.ok) throw new Error(bet.error);
  let step = engine.start(variant, bet.value, new FairRandom({ serverSeed, clientSeed, nonce: 7 }));
  for (const input of actions) {
    const action = engine.parseAction?.(variant, step.state, input);
    if (!action?.ok || !engine.act) throw new Error('bad action');
    step = engine.act(variant, step.state, action.value);
  }
  return {
    id: 41,
    status: step.done ? 'closed' : 'open',
    bet: bet.value,
    view: engine.view(step.state, step.done),
    stake_cents: engine.stake(bet.value),
    payout_cents: step.payout,
    nonce: 7,
    server_seed_hash: hashServerSeed(serverSeed),
    client_seed: clientSeed,
    created_at: '2026-11-21T23:00:00Z',
    finished_at: '2026-11-21T23:00:01Z',
    game: { identifier: `orbit-originals/${engineId}`, title: engineId, engine: engineId, variant },
    currency: 'EUR',
    actions,
    server_seed: serverSeed,
  };
}

describe('re-computing a round in the browser', () => {
  it('a dice round: the committed hash, the roll and the payout all match', () => {
    const proof = playRound('dice', 'over-under', { stake: 100, target: 5_000, over: false });
    const result = verifyRound(proof, games);
    expect(result).toMatchObject({
      status: 'checked',
      hashMatches: true,
      outcomeMatches: true,
      payoutMatches: true,
    });
    if (result.status === 'checked') expect(result.outcome).toEqual(proof.view);
  });

  it('a multi-step round (mines) replays the actions in order', () => {
    const mines = houseGame('mines');
    if (mines?.kind !== 'solo') throw new Error('no mines');
    const bet = { stake: 100, mines: 3 };
    const { state } = mines.start('5x5', bet, new FairRandom({ serverSeed, clientSeed, nonce: 7 }));
    const safe = [...Array(25).keys()].filter((cell) => !(state as { field: number[] }).field.includes(cell));
    const actions = [
      { type: 'reveal', cell: safe[0] },
      { type: 'reveal', cell: safe[1] },
      { type: 'cashout' },
    ];
    const proof = playRound('mines', '5x5', bet, actions);
    expect(proof.payout_cents).toBeGreaterThan(100);
    expect(verifyRound(proof, games)).toMatchObject({
      status: 'checked',
      outcomeMatches: true,
      payoutMatches: true,
    });
    // Leaving out an action gives another round: the verifier notices.
    expect(verifyRound({ ...proof, actions: actions.slice(1) }, games)).toMatchObject({
      outcomeMatches: false,
    });
  });

  it('catches a server that lied: another outcome, another payout, a seed that is not the committed one', () => {
    const proof = playRound('dice', 'over-under', { stake: 100, target: 5_000, over: false });
    const roll = (proof.view as { roll: number }).roll;
    const forged = {
      ...proof,
      view: { ...(proof.view as object), roll: (roll + 1) % 10_000 },
      payout_cents: proof.payout_cents + 1,
    };
    expect(verifyRound(forged, games)).toMatchObject({
      outcomeMatches: false,
      payoutMatches: false,
      hashMatches: true,
    });
    expect(verifyRound({ ...proof, server_seed_hash: hashServerSeed('b'.repeat(64)) }, games)).toMatchObject({
      hashMatches: false,
    });
  });

  it('says when the seed pair is not rotated yet, and when the engine is unknown', () => {
    const proof = playRound('dice', 'over-under', { stake: 100, target: 5_000, over: true });
    expect(verifyRound({ ...proof, server_seed: null }, games)).toEqual({ status: 'unrevealed' });
    expect(verifyRound({ ...proof, game: { ...proof.game, engine: 'pachinko' } }, games)).toEqual({
      status: 'unknown_engine',
      engine: 'pachinko',
    });
  });

  it('compares JSON by value', () => {
    expect(sameJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
  });
});

describe('re-computing with any engine of the interface', () => {
  /** A coin flip with a second, optional "double" step: the smallest SoloGame there is. */
  const coin: SoloGame<{ stake: number }, { heads: boolean; stake: number }, { heads: boolean }, 'double'> = {
    kind: 'solo',
    engine: 'dice',
    variants: { fair: { rtp: 100 } },
    parseBet: (_v, input) =>
      typeof (input as { stake?: unknown }).stake === 'number'
        ? { ok: true, value: { stake: (input as { stake: number }).stake } }
        : { ok: false, error: 'stake_invalid' },
    stake: (bet) => bet.stake,
    start: (_v, bet, random) => ({
      state: { heads: random.int(2) === 1, stake: bet.stake },
      done: false,
      payout: 0,
    }),
    parseAction: (_v, _s, input) =>
      input === 'double' ? { ok: true, value: 'double' } : { ok: false, error: 'action_invalid' },
    act: (_v, state) => ({ state, done: true, payout: state.heads ? state.stake * 4 : 0 }),
    view: (state) => ({ heads: state.heads }),
    autoplay: { bet: (_v, unit) => ({ stake: unit }) },
  };
  const lib = { ...games, houseGame: (engine: string) => (engine === 'coin' ? coin : undefined) };

  it('replays the recorded actions and checks the payout', () => {
    const heads = new FairRandom({ serverSeed, clientSeed, nonce: 3 }).int(2) === 1;
    const proof = {
      ...({} as HouseRoundProof),
      status: 'closed' as const,
      bet: { stake: 50 },
      view: { heads },
      payout_cents: heads ? 200 : 0,
      nonce: 3,
      server_seed_hash: hashServerSeed(serverSeed),
      client_seed: clientSeed,
      game: { identifier: 'x/coin', title: 'Coin', engine: 'coin', variant: 'fair' },
      actions: ['double'],
      server_seed: serverSeed,
    };
    expect(verifyRound(proof, lib)).toMatchObject({
      hashMatches: true,
      outcomeMatches: true,
      payoutMatches: true,
    });
    expect(verifyRound({ ...proof, actions: ['triple'] }, lib)).toMatchObject({ error: 'action_invalid' });
    expect(verifyRound({ ...proof, bet: {} }, lib)).toMatchObject({ error: 'stake_invalid' });
  });
});

describe('re-computing a bet in a shared round (crash)', () => {
  /** A crash bet as the server records it: the round's seed, its public salt and number. */
  function crashBet(cashout: number | null, autoCashout?: number): HouseRoundProof {
    const crash = houseGame('crash');
    if (crash?.kind !== 'shared') throw new Error('no crash engine');
    const outcome = crash.draw(
      'standard',
      new FairRandom({ serverSeed, clientSeed: 'orbit-originals/rocket', nonce: 12 }),
    );
    const bet = autoCashout === undefined ? { stake: 100 } : { stake: 100, autoCashout };
    const payout = crash.settle('standard', bet, outcome, cashout);
    return {
      id: 5,
      status: 'closed',
      bet,
      view: { round_id: 12, cashout, outcome },
      stake_cents: 100,
      payout_cents: payout,
      nonce: 12,
      server_seed_hash: hashServerSeed(serverSeed),
      client_seed: 'orbit-originals/rocket',
      created_at: '2026-11-21T23:00:00Z',
      finished_at: '2026-11-21T23:00:09Z',
      game: { identifier: 'orbit-originals/rocket', title: 'Rocket', engine: 'crash', variant: 'standard' },
      currency: 'EUR',
      actions: [],
      server_seed: serverSeed,
    };
  }

  it('draws the round from its seed and settles the bet at the recorded cash-out', () => {
    const manual = crashBet(101);
    const result = verifyRound(manual, games);
    expect(result).toMatchObject({ hashMatches: true, outcomeMatches: true, payoutMatches: true });
    expect(verifyRound({ ...manual, payout_cents: manual.payout_cents + 5 }, games)).toMatchObject({
      payoutMatches: false,
    });
    expect(verifyRound(crashBet(null, 150), games)).toMatchObject({
      outcomeMatches: true,
      payoutMatches: true,
    });
  });

  it('an unsettled bet has no payout to check yet', () => {
    expect(verifyRound({ ...crashBet(null, 150), status: 'open' }, games)).toMatchObject({
      payoutCents: null,
      payoutMatches: null,
    });
  });
});
