import { createHash, createHmac } from 'node:crypto';
import type { HouseRoundProof } from '@orbit/contract';
import * as games from '@orbit/games';
import { FairRandom, houseGame } from '@orbit/games';
import { nodeHmacSha256 } from '@orbit/games/fair/node-hmac';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEED_FIELDS,
  GAME_PARAMS,
  gameOptions,
  parseDiceTarget,
  type SeedFields,
  seedFieldsOfParams,
  seedVerifierPath,
  verifySeeds,
} from './seed-verify.ts';

const serverSeed = '3c'.repeat(32);
const seeds = { serverSeed, clientSeed: 'guest-seed', nonce: 42 };
const fields = (over: Partial<SeedFields>): SeedFields => ({
  ...EMPTY_SEED_FIELDS,
  serverSeed,
  clientSeed: seeds.clientSeed,
  nonce: String(seeds.nonce),
  target: '49.50',
  mines: '3',
  picks: '4, 8, 15, 16',
  ...over,
});

/** The bet of the form's parameters, as the game page would send it. */
const betOf = (engine: string, variant: string) => {
  const base = houseGame(engine)!.autoplay.bet(variant, 10_000) as Record<string, unknown>;
  if (engine === 'dice') return { ...base, target: 4950, over: false };
  if (engine === 'mines') return { ...base, mines: 3 };
  if (engine === 'keno') return { ...base, picks: [4, 8, 15, 16] };
  return base;
};

/** The outcome as the server draws it: node's native HMAC, the engine's start (or draw). */
function serverOutcome(engineId: string, variant: string) {
  const engine = houseGame(engineId)!;
  const random = new FairRandom(seeds, nodeHmacSha256);
  if (engine.kind === 'shared') return engine.draw(variant, random);
  const bet = engine.parseBet(variant, betOf(engineId, variant));
  if (!bet.ok) throw new Error(bet.error);
  return engine.view(engine.start(variant, bet.value, random).state, true);
}

describe('the seed verifier', () => {
  const options = gameOptions(games);

  it('offers every house game Orbit has, each variant of each engine', () => {
    expect(new Set(options.map((o) => o.engine))).toEqual(new Set(games.ENGINE_IDS));
    for (const engine of games.ENGINE_IDS)
      for (const variant of Object.keys(houseGame(engine)!.variants))
        expect(options.map((o) => o.value)).toContain(`${engine}:${variant}`);
  });

  it.each(options.map((o) => [o.value]))('%s: the outcome in the browser is the server’s', (game) => {
    const [engine = '', variant = ''] = game.split(':');
    const result = verifySeeds(fields({ game }), games);
    if (result.status !== 'checked') throw new Error(JSON.stringify(result));
    expect(result.outcome).toEqual(serverOutcome(engine, variant));
    expect(result.serverSeedHash).toBe(createHash('sha256').update(serverSeed).digest('hex'));
  });

  it('dice: the roll is the first 32 bits of HMAC-SHA256(seed, "client:nonce:0") mod 10,000, and the payout follows the target', () => {
    const x = createHmac('sha256', Buffer.from(serverSeed, 'hex'))
      .update('guest-seed:42:0')
      .digest()
      .readUInt32BE(0);
    expect(x).toBeLessThan(2 ** 32 - (2 ** 32 % 10_000));
    const roll = x % 10_000;
    const under = verifySeeds(fields({ game: 'dice:over-under', target: '50.00' }), games);
    const over = verifySeeds(fields({ game: 'dice:over-under', target: '50.00', over: true }), games);
    if (under.status !== 'checked' || over.status !== 'checked') throw new Error('not checked');
    expect(under.outcome).toEqual({
      bet: { stake: 10_000, target: 5000, over: false },
      roll,
      win: roll < 5000,
    });
    expect(under.multiplier).toBe(roll < 5000 ? 1.94 : 0);
    expect(over.multiplier).toBe(roll > 5000 ? 1.94 : 0);
  });

  it('mines: the field holds as many mines as asked; cards: the shoe in dealing order', () => {
    const mines = verifySeeds(fields({ game: 'mines:5x5', mines: '7' }), games);
    if (mines.status !== 'checked') throw new Error('not checked');
    expect((mines.outcome as { field: number[] }).field).toHaveLength(7);
    expect(mines.multiplier).toBeNull();
    const blackjack = verifySeeds(fields({ game: 'blackjack:classic-6deck' }), games);
    if (blackjack.status !== 'checked') throw new Error('not checked');
    const dealt = blackjack.outcome as { dealer: unknown[]; hands: { cards: unknown[] }[] };
    const shoe = blackjack.dealingOrder ?? [];
    expect(dealt.hands[0]?.cards).toEqual([shoe[0], shoe[2]]);
    expect(dealt.dealer).toEqual([shoe[1], shoe[3]]);
  });

  it('compares the server seed’s hash with a pasted commitment', () => {
    const committed = games.hashServerSeed(serverSeed);
    const check = (hash: string) => {
      const result = verifySeeds(fields({ game: 'plinko:16-rows-high', hash }), games);
      return result.status === 'checked' ? result.hashMatches : 'invalid';
    };
    expect(check(committed.toUpperCase())).toBe(true);
    expect(check('0'.repeat(64))).toBe(false);
    expect(check('')).toBeNull();
  });

  it('gives a field message for empty, non-hex, non-integer and out-of-range input', () => {
    const errors = (over: Partial<SeedFields>) => {
      const result = verifySeeds(fields(over), games);
      return result.status === 'invalid' ? result.errors : {};
    };
    expect(verifySeeds(EMPTY_SEED_FIELDS, games)).toEqual({
      status: 'invalid',
      errors: {
        game: 'fairness.seed_verify.errors.game',
        server_seed: 'validation.required',
        client_seed: 'validation.required',
        nonce: 'validation.required',
      },
    });
    expect(errors({ game: 'dice:over-under', serverSeed: 'xyz' })).toEqual({
      server_seed: 'fairness.seed_verify.errors.server_seed',
    });
    expect(errors({ game: 'dice:over-under', serverSeed: serverSeed.toUpperCase() })).toEqual({
      server_seed: 'fairness.seed_verify.errors.server_seed',
    });
    expect(errors({ game: 'dice:over-under', clientSeed: 'a:b' })).toEqual({
      client_seed: 'fairness.seeds.invalid',
    });
    for (const nonce of ['1.5', '-1', 'ten'])
      expect(errors({ game: 'dice:over-under', nonce })).toEqual({
        nonce: 'fairness.seed_verify.errors.nonce',
      });
    expect(errors({ game: 'nope:x' })).toEqual({ game: 'fairness.seed_verify.errors.game' });
    expect(errors({ game: 'dice:nope' })).toEqual({ game: 'fairness.seed_verify.errors.game' });
    // The game's own rules: a 99 % win chance, 25 mines, a number outside keno's pool.
    expect(errors({ game: 'dice:over-under', target: '99.00' })).toEqual({
      target: 'fairness.seed_verify.errors.target',
    });
    expect(errors({ game: 'dice:over-under', target: 'half' })).toEqual({
      target: 'fairness.seed_verify.errors.target',
    });
    expect(errors({ game: 'mines:5x5', mines: '25' })).toEqual({
      mines: 'fairness.seed_verify.errors.mines',
    });
    expect(errors({ game: 'mines:5x5', mines: '' })).toEqual({ mines: 'fairness.seed_verify.errors.mines' });
    expect(errors({ game: 'keno:classic-40', picks: '1, 41' })).toEqual({
      picks: 'fairness.seed_verify.errors.picks',
    });
    expect(errors({ game: 'keno:classic-40', picks: '1, 1' })).toEqual({
      picks: 'fairness.seed_verify.errors.picks',
    });
  });

  it('reads the dice target as the game shows it', () => {
    expect(parseDiceTarget('50')).toBe(5000);
    expect(parseDiceTarget('49.5')).toBe(4950);
    expect(parseDiceTarget('0,01')).toBe(1);
    expect(parseDiceTarget('100')).toBeNull();
    expect(parseDiceTarget('1.234')).toBeNull();
  });

  it('a round’s link carries its seeds, commitment and bet parameters into the form', () => {
    const proof = {
      server_seed: serverSeed,
      server_seed_hash: games.hashServerSeed(serverSeed),
      client_seed: 'guest-seed',
      nonce: 42,
      bet: { stake: 100, target: 4950, over: true },
      game: { identifier: 'orbit-originals/dice', title: 'Dice', engine: 'dice', variant: 'over-under' },
    } as HouseRoundProof;
    const url = new URL(seedVerifierPath(proof), 'http://orbit.test');
    expect(url.pathname).toBe('/provably-fair');
    expect(url.searchParams.get('verify')).toBe('seeds');
    const filled = seedFieldsOfParams(url.searchParams);
    expect(filled).toEqual({
      ...EMPTY_SEED_FIELDS,
      game: 'dice:over-under',
      serverSeed,
      clientSeed: 'guest-seed',
      nonce: '42',
      target: '49.50',
      over: true,
      hash: proof.server_seed_hash,
    });
    const keno = new URL(
      seedVerifierPath({
        ...proof,
        server_seed: null,
        bet: { stake: 1, picks: [3, 9] },
        game: { ...proof.game, engine: 'keno', variant: 'classic-40' },
      }),
      'http://orbit.test',
    );
    expect(keno.searchParams.has('server_seed')).toBe(false);
    expect(seedFieldsOfParams(keno.searchParams).picks).toBe('3, 9');
    expect(GAME_PARAMS.keno).toEqual(['picks']);
  });
});
