import { CHANNEL } from '@orbit/contract';
import { FairRandom } from '@orbit/games';
import { nodeHmacSha256 } from '@orbit/games/fair/node-hmac';
import { and, arrayContains, eq, sql } from 'drizzle-orm';
import { currencies, jackpotLevels, jackpots, jackpotWins } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { creditPlayer } from '../wallet/service.ts';
import { presentJackpot } from './presenter.ts';
import { convertMinor } from './reference-rates.ts';
import { listLevels } from './repository.ts';

/**
 * Progressive jackpots: every real bet on a jackpot game adds `CONTRIBUTION_BASIS_POINTS` of its
 * stake to the jackpot's levels, and may win a level. The trigger is drawn from the round's own
 * provably-fair seeds (client seed + ":jackpot"), so it can be verified like the round.
 */
export const CONTRIBUTION_BASIS_POINTS = 100; // 1 % of the stake
/** How the contribution splits over the levels, top level first (the rest goes to the last). */
const LEVEL_SHARES = [0.4, 0.3, 0.2, 0.1];
/**
 * The chance of each level per euro staked, top level first: a Grand about once per 5,000,000 €
 * wagered, a Mini once per 2,000 €. A bigger bet has a proportionally bigger chance.
 */
const WINS_PER_EURO = [1 / 5_000_000, 1 / 500_000, 1 / 50_000, 1 / 2_000];
/** A won level restarts from this share of what it paid (the operator's seed money). */
export const RESET_SHARE = 0.1;

export interface JackpotBet {
  userId: number;
  userName: string;
  currency: string;
  stakeCents: number;
  gameIdentifier: string;
  /** Names the bet uniquely: the win's idempotency key derives from it. */
  ref: string;
  seeds: { serverSeed: string; clientSeed: string; nonce: number };
}

export interface JackpotAward {
  jackpot_id: number;
  jackpot_title: string;
  level: string;
  amount_cents: number;
  currency: string;
}

/** Feeds the jackpots of the bet's game and draws their levels; the awards won. */
export async function feedJackpots(deps: Deps, bet: JackpotBet): Promise<JackpotAward[]> {
  const { db } = deps;
  const fed = await db
    .select()
    .from(jackpots)
    .where(and(eq(jackpots.state, 'active'), arrayContains(jackpots.games, [bet.gameIdentifier])));
  if (fed.length === 0) return [];
  const units = new Map(
    (await db.select({ code: currencies.code, subunits: currencies.subunitsToUnit }).from(currencies)).map(
      (c) => [c.code, c.subunits],
    ),
  );
  const unit = (code: string) => ({ code, subunits: units.get(code) ?? 100 });
  const awards: JackpotAward[] = [];
  const random = new FairRandom(
    { ...bet.seeds, clientSeed: `${bet.seeds.clientSeed}:jackpot` },
    nodeHmacSha256,
  );
  for (const jackpot of fed) {
    const stake = convertMinor(bet.stakeCents, unit(bet.currency), unit(jackpot.currency));
    const stakeEuros = convertMinor(bet.stakeCents, unit(bet.currency), unit('EUR'));
    if (stake === undefined || stakeEuros === undefined || stake <= 0) continue;
    const levels = await listLevels(db, [jackpot.id]);
    const contribution = Math.floor((stake * CONTRIBUTION_BASIS_POINTS) / 10_000);
    let given = 0;
    for (const [i, level] of levels.entries()) {
      const share =
        i === levels.length - 1 ? contribution - given : Math.floor(contribution * (LEVEL_SHARES[i] ?? 0));
      given += share;
      if (share > 0)
        await db
          .update(jackpotLevels)
          .set({
            amountCents: sql`${jackpotLevels.amountCents} + ${share}`,
            availableAmountCents: sql`${jackpotLevels.availableAmountCents} + ${share}`,
            totalAmountCents: sql`${jackpotLevels.totalAmountCents} + ${share}`,
          })
          .where(eq(jackpotLevels.id, level.id));
    }
    for (const [i, level] of levels.entries()) {
      const chance = Math.min(1, (stakeEuros / 100) * (WINS_PER_EURO[i] ?? 0));
      if (random.float() >= chance) continue;
      const award = await awardLevel(deps, bet, jackpot, level.id, unit);
      if (award) awards.push(award);
    }
    deps.realtime.publishPublic(
      CHANNEL.jackpots_changes,
      presentJackpot(jackpot, await listLevels(db, [jackpot.id])),
    );
  }
  return awards;
}

/**
 * Pays a won level: the level restarts and the win is recorded in one transaction, then the
 * wallet credits it once (its key is the bet's) and the win is approved.
 */
async function awardLevel(
  deps: Deps,
  bet: JackpotBet,
  jackpot: typeof jackpots.$inferSelect,
  levelId: number,
  unit: (code: string) => { code: string; subunits: number },
): Promise<JackpotAward | undefined> {
  const now = deps.now();
  const won = await deps.db.transaction(async (tx) => {
    const [level] = await tx.select().from(jackpotLevels).where(eq(jackpotLevels.id, levelId)).for('update');
    if (!level || level.amountCents <= 0) return undefined;
    const amount = convertMinor(level.amountCents, unit(jackpot.currency), unit(bet.currency));
    if (!amount) return undefined;
    const restart = Math.floor(level.amountCents * RESET_SHARE);
    await tx
      .update(jackpotLevels)
      .set({ amountCents: restart, availableAmountCents: restart })
      .where(eq(jackpotLevels.id, level.id));
    const [win] = await tx
      .insert(jackpotWins)
      .values({
        jackpotId: jackpot.id,
        levelId: level.id,
        userId: bet.userId,
        userName: bet.userName,
        amountCents: amount,
        currency: bet.currency,
        originalAmountCents: level.amountCents,
        createdAt: now,
      })
      .returning();
    return { win: win!, level, amount };
  });
  if (!won) return undefined;
  await creditPlayer(deps, {
    userId: bet.userId,
    currency: bet.currency,
    amountCents: won.amount,
    kind: 'jackpot_win',
    idempotencyKey: `jackpot:${bet.ref}:${won.level.id}`,
    memo: `${jackpot.name} ${won.level.name}`,
  });
  await deps.db.update(jackpotWins).set({ approvedAt: deps.now() }).where(eq(jackpotWins.id, won.win.id));
  const award: JackpotAward = {
    jackpot_id: jackpot.id,
    jackpot_title: jackpot.name,
    level: won.level.name,
    amount_cents: won.amount,
    currency: bet.currency,
  };
  deps.realtime.publishToPlayer(bet.userId, CHANNEL.jackpot_win_award, award);
  return award;
}
