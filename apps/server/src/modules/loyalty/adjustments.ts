import type { CompPoints } from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { playersByIds } from '../player/service.ts';
import { withWalletAccount } from '../wallet/service.ts';
import { levelAfter, MICRO, presentPoints, publishAward } from './earning.ts';
import { adjustPoints, insertAdjustment, lockBalance } from './repository.ts';

export interface Adjustment {
  userId: number;
  /** Coins added (or taken, negative); status points only ever added. */
  chargeablePoints: number;
  persistentPoints: number;
  reason: string;
  idempotencyKey: string;
}

/**
 * An operator's change of a player's points: once per key (a retry answers the balance and
 * changes nothing), never below zero coins, a level the status points reach is raised.
 */
export async function adjustCompPoints(deps: Deps, adjustment: Adjustment): Promise<CompPoints> {
  const [user] = await playersByIds(deps, [adjustment.userId]);
  if (!user) throw new HttpError(404, 'not_found', 'No such player');
  return withWalletAccount(deps, user.id, user.currency, async (wallet) => {
    const before = await lockBalance(wallet.tx, user.id, wallet.now);
    const chargeableMicro = adjustment.chargeablePoints * MICRO;
    const persistentMicro = adjustment.persistentPoints * MICRO;
    const fresh = await insertAdjustment(wallet.tx, {
      userId: user.id,
      idempotencyKey: adjustment.idempotencyKey,
      chargeableMicro,
      persistentMicro,
      reason: adjustment.reason,
      createdAt: wallet.now,
    });
    if (!fresh) return presentPoints(before);
    if (before.chargeableMicro + chargeableMicro < 0)
      throw new FieldErrors({ chargeable_points: ['comp_points.not_enough'] });
    const after = await adjustPoints(wallet.tx, user.id, chargeableMicro, persistentMicro, wallet.now);
    const level = await levelAfter(deps, wallet, before.persistentMicro, after.persistentMicro);
    publishAward(deps, wallet, after, chargeableMicro, level, true);
    return presentPoints(after);
  });
}
