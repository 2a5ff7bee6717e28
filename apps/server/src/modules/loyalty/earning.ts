import { CHANNEL, type CompPoints, type LevelBand, levelBands, levelForPoints } from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { ttlMemo } from '../../lib/ttl-memo.ts';
import { gameFamilyOf } from '../games/service.ts';
import { statusesInfo } from '../info/service.ts';
import type { WalletHooks, WalletTx } from '../wallet/hooks.ts';
import { quarterStartOf } from './quarter.ts';
import {
  type EarnRateRow,
  earningStatementPart,
  earningWritten,
  listEarnRates,
  type PointBalance,
  raiseLevel,
  takeBackEarning,
} from './repository.ts';
import { upgradeVipAfterBet } from './vip.ts';

/** Comp points are stored in millionths of a point. */
export const MICRO = 1_000_000;

export const wholePoints = (micro: number) => Math.floor(micro / MICRO);

export const presentPoints = (balance: PointBalance): CompPoints => ({
  chargeable: { points: wholePoints(balance.chargeableMicro) },
  persistent: { points: wholePoints(balance.persistentMicro) },
});

/** Earn rates and level bands change by operator edits: read once a minute per node. */
const rates = ttlMemo<Db, Map<string, EarnRateRow>>(60_000);
const levels = ttlMemo<Db, LevelBand[]>(60_000);

/** Read inside the money transaction `tx` (PGlite has one connection), remembered per database. */
export function earnRates(deps: Deps, tx: Db) {
  return rates(deps.db, 'all', async () => {
    const byKey = new Map<string, EarnRateRow>();
    for (const rate of await listEarnRates(tx)) byKey.set(`${rate.gameFamily}:${rate.currency}`, rate);
    return byKey;
  });
}

export function levelBandsOf(deps: Deps, tx: Db) {
  return levels(deps.db, 'all', async () => levelBands(await statusesInfo(deps, tx)));
}

/** µpoints a real stake earns at `points` per `stakeCents` (exact integer arithmetic, floored). */
export function microPoints(realCents: number, points: number, stakeCents: number): number {
  return Number((BigInt(realCents) * BigInt(points) * BigInt(MICRO)) / BigInt(stakeCents));
}

async function rateFor(deps: Deps, tx: Db, game: string, currency: string) {
  const byKey = await earnRates(deps, tx);
  if (byKey.size === 0) return undefined;
  const family = await gameFamilyOf(deps.db, tx, game);
  return (family && byKey.get(`${family}:${currency}`)) ?? byKey.get(`*:${currency}`);
}

/**
 * The level the new persistent points reach, raised (never lowered) when they crossed into a
 * higher band. Answers the level id the player has now.
 */
export async function levelAfter(
  deps: Deps,
  wallet: WalletTx,
  before: number,
  after: number,
): Promise<string | null> {
  const bands = await levelBandsOf(deps, wallet.tx);
  const from = levelForPoints(bands, wholePoints(before));
  const to = levelForPoints(bands, wholePoints(after));
  if (!to || to.number <= (from?.number ?? 0)) return null;
  return (await raiseLevel(wallet.tx, wallet.account.userId, to.number)) ? to.id : null;
}

/** The new balance to the player's pages: when whole points changed, the level rose, or `always`. */
export function publishAward(
  deps: Deps,
  wallet: WalletTx,
  balance: PointBalance,
  deltaMicro: number,
  level: string | null,
  always = false,
) {
  const userId = wallet.account.userId;
  wallet.afterCommit(() => {
    const points = presentPoints(balance);
    const delta = wholePoints(balance.chargeableMicro) - wholePoints(balance.chargeableMicro - deltaMicro);
    // Only whole points are news: a spin earning 0.02 of a point is not worth a message.
    if (delta === 0 && !level && !always) return;
    deps.realtime.publishToPlayer(userId, CHANNEL.comps_award, {
      ...points,
      chargeable_delta: delta,
      level: level ?? '',
    });
  });
}

/**
 * Comp points and the VIP quarter inside the wallet's bet transaction: the real-money part of a
 * placed bet earns points at its game family's rate in its currency (bonus money earns none),
 * once per bet transaction; its rollback takes them back.
 */
export function loyaltyWalletHooks(deps: Deps): WalletHooks {
  return {
    async checkBet(wallet, attempt) {
      const rate = await rateFor(deps, wallet.tx, attempt.game, attempt.currency);
      const earned = (realCents: number) => ({
        chargeableMicro: rate ? microPoints(realCents, rate.chargeablePoints, rate.stakeCents) : 0,
        persistentMicro: rate ? microPoints(realCents, rate.persistentPoints, rate.stakeCents) : 0,
      });
      return {
        allowed: true,
        withBet: (share) =>
          share.realCents <= 0
            ? undefined
            : earningStatementPart({
                userId: attempt.userId,
                currency: attempt.currency,
                quarterStart: quarterStartOf(wallet.now),
                realStakeCents: share.realCents,
                ...earned(share.realCents),
              }),
        afterBet: async (placed, bet, written) => {
          const after = earningWritten(written);
          if (!after) return;
          // A VIP status the quarter's bet sum reaches is the player's at once (no query unless it crossed).
          await upgradeVipAfterBet(
            deps,
            placed,
            attempt.currency,
            after.betCents - bet.realCents,
            after.betCents,
          );
          const { chargeableMicro, persistentMicro } = earned(bet.realCents);
          if (chargeableMicro === 0 && persistentMicro === 0) return;
          const level = await levelAfter(
            deps,
            placed,
            after.persistentMicro - persistentMicro,
            after.persistentMicro,
          );
          publishAward(deps, placed, after, chargeableMicro, level);
        },
      };
    },

    async afterRollback(wallet, bet) {
      const after = await takeBackEarning(wallet.tx, bet.transactionId);
      if (after) publishAward(deps, wallet, after, 0, null, true);
    },

    async afterWin() {},
  };
}
