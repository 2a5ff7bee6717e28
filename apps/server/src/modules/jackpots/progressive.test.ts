import { newServerSeed } from '@orbit/games';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jackpotLevels, jackpots, jackpotWins } from '../../db/schema/index.ts';
import type { RealtimePublisher } from '../../realtime/publisher.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { registerPlayer } from '../../test/players.ts';
import { balanceOf } from '../house/test-support.ts';
import { unbalancedTransactions } from '../wallet/test-support.ts';
import { CONTRIBUTION_BASIS_POINTS, feedJackpots, RESET_SHARE } from './progressive.ts';
import { convertMinor } from './reference-rates.ts';

let t: TestApp;
const published: { to: string; channel: string; data: unknown }[] = [];
const recorder: RealtimePublisher = {
  publishPublic: (channel, data) => published.push({ to: 'public', channel, data }),
  publishToPlayer: (userId, channel, data) => published.push({ to: `user:${userId}`, channel, data }),
  publishToRoom: () => {},
};
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  t.deps.realtime = recorder;
});
afterAll(async () => {
  await t?.close();
});

async function mystic() {
  const [jackpot] = await t.deps.db.select().from(jackpots).where(eq(jackpots.identifier, 'mystic-jackpots'));
  const levels = await t.deps.db
    .select()
    .from(jackpotLevels)
    .where(eq(jackpotLevels.jackpotId, jackpot!.id))
    .orderBy(jackpotLevels.index);
  return { jackpot: jackpot!, levels };
}

const seeds = () => ({ serverSeed: newServerSeed(), clientSeed: 'test', nonce: 0 });

describe('progressive jackpots', () => {
  it('adds 1 % of a bet on a jackpot game to its levels, and nothing from other games', async () => {
    const player = await registerPlayer(t, { currency: 'EUR' });
    const { jackpot, levels } = await mystic();
    const game = jackpot.games[0]!;
    const bet = {
      userId: player.id,
      userName: 'tes***',
      currency: 'EUR',
      stakeCents: 10_000,
      gameIdentifier: game,
    };
    await feedJackpots(t.deps, { ...bet, ref: 'r1', seeds: { ...seeds(), serverSeed: 'f'.repeat(64) } });
    const after = (await mystic()).levels;
    const added =
      after.reduce((s, l) => s + l.amountCents, 0) - levels.reduce((s, l) => s + l.amountCents, 0);
    const won = await t.deps.db.select().from(jackpotWins).where(eq(jackpotWins.userId, player.id));
    // Unless the tiny bet happened to win a level (then a level restarted), exactly 1 % went in.
    if (won.length === 0) expect(added).toBe((10_000 * CONTRIBUTION_BASIS_POINTS) / 10_000);
    expect(published.some((p) => p.channel === 'jackpots_changes')).toBe(true);

    const before = (await mystic()).levels;
    await feedJackpots(t.deps, { ...bet, gameIdentifier: 'nobody/none', ref: 'r2', seeds: seeds() });
    expect((await mystic()).levels).toEqual(before);
  });

  it('pays a won level through the wallet once, restarts it, records and announces the win', async () => {
    const player = await registerPlayer(t, { currency: 'EUR' });
    const { jackpot, levels } = await mystic();
    const mini = levels.at(-1)!;
    published.length = 0;
    // A 200,000 € stake makes the Mini's chance 1 (one win per 2,000 € staked).
    const awards = await feedJackpots(t.deps, {
      userId: player.id,
      userName: 'tes***',
      currency: 'EUR',
      stakeCents: 20_000_000,
      gameIdentifier: jackpot.games[0]!,
      ref: 'big-bet',
      seeds: seeds(),
    });
    const miniAward = awards.find((a) => a.level === mini.name);
    expect(miniAward).toBeDefined();
    const contributed = Math.floor(Math.floor((20_000_000 * CONTRIBUTION_BASIS_POINTS) / 10_000) * 0.1);
    expect(miniAward!.amount_cents).toBe(mini.amountCents + contributed);
    const total = awards.reduce((s, a) => s + a.amount_cents, 0);
    expect(await balanceOf(t, player.id, 'EUR')).toBe(total);
    const restarted = (await mystic()).levels.at(-1)!;
    expect(restarted.amountCents).toBe(Math.floor(miniAward!.amount_cents * RESET_SHARE));
    const [win] = await t.deps.db.select().from(jackpotWins).where(eq(jackpotWins.userId, player.id));
    expect(win).toMatchObject({ userName: 'tes***', currency: 'EUR' });
    expect(win!.approvedAt).not.toBeNull();
    expect(published).toContainEqual({
      to: `user:${player.id}`,
      channel: 'jackpot_win_award',
      data: miniAward,
    });
    expect(await unbalancedTransactions(t)).toBe(0);
    const listed = (await t.request({ method: 'GET', url: '/api/jackpot_wins' })).json();
    expect(listed[0].user_name).toBe('tes***');
  });
});

describe('reference rates', () => {
  it('converts between currencies in minor units, rounding down, and knows what it does not know', () => {
    expect(convertMinor(1_000, { code: 'EUR', subunits: 100 }, { code: 'EUR', subunits: 100 })).toBe(1_000);
    expect(convertMinor(10_000, { code: 'USD', subunits: 100 }, { code: 'EUR', subunits: 100 })).toBe(9_260);
    expect(convertMinor(100, { code: 'EUR', subunits: 100 }, { code: 'JPY', subunits: 1 })).toBe(161);
    expect(convertMinor(100, { code: 'XYZ', subunits: 100 }, { code: 'EUR', subunits: 100 })).toBeUndefined();
  });
});
