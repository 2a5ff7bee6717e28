import type { WalletTx } from '../wallet/hooks.ts';
import { findNextWaitingGift, type GiftRow, updateGift } from './repository.ts';

/**
 * A gift's life on one locked account (every function runs inside `withWalletAccount` or a
 * wallet action, so the account row is locked first and the gift rows after it):
 *
 *   issued ──activate──► handle_bets ──wagered, round closed──► wager_done (bonus → real up to max win)
 *      │                     │ └─ bonus pocket empty ─► lost
 *      │          another wagers: wait ─(its turn)─► handle_bets
 *      └─ cancel / deadline ─► canceled / expired (the bonus pocket forfeited while it wagers)
 *
 * Bonus money enters the bonus pocket only when its gift starts wagering, so the pocket always
 * belongs to the one gift in `handle_bets`. Each movement has its own key (`bonus:<id>:<what>`):
 * it happens once whatever retries.
 */

/** The casino's side of bonus money: credited from, forfeited to. */
export const BONUS_SIDE = 'bonus';

export const bonusPocket = (wallet: WalletTx) =>
  wallet.account.amountCents - wallet.account.availableToCashoutCents;

/** Collects the gifts that changed in a transaction, for one event each once it commits. */
export type GiftChanges = (gift: GiftRow) => void;

/**
 * Starts a bonus wagering: its money into the bonus pocket, stage handle_bets. A bonus without
 * wager is real money at once (finished). Free spins only open for play.
 */
async function startWagering(wallet: WalletTx, gift: GiftRow, changed: GiftChanges): Promise<GiftRow> {
  const at = { activatedAt: gift.activatedAt ?? wallet.now };
  if (gift.kind === 'freespins') {
    const started = await updateGift(wallet.tx, gift.id, { stage: 'handle_bets', ...at });
    changed(started);
    return started;
  }
  if (gift.wagerRequirementCents === 0) {
    await wallet.move({
      kind: 'bonus_credit',
      idempotencyKey: `bonus:${gift.id}:credit`,
      realCents: gift.amountCents,
      bonusCents: 0,
      systemAccount: BONUS_SIDE,
      memo: gift.groupKey,
    });
    const done = await updateGift(wallet.tx, gift.id, {
      stage: 'finished',
      ...at,
      finishedAt: wallet.now,
      convertedCents: gift.amountCents,
    });
    changed(done);
    return done;
  }
  await wallet.move({
    kind: 'bonus_credit',
    idempotencyKey: `bonus:${gift.id}:credit`,
    realCents: 0,
    bonusCents: gift.amountCents,
    systemAccount: BONUS_SIDE,
    memo: gift.groupKey,
  });
  const started = await updateGift(wallet.tx, gift.id, { stage: 'handle_bets', ...at });
  await wallet.setWageringBonus(started.id);
  changed(started);
  return started;
}

/**
 * The player takes an issued gift: it wagers now, or waits its turn behind the one that does.
 * `current`: the bonus wagering on this account (the caller has read it under the lock).
 */
export async function activateGift(
  wallet: WalletTx,
  gift: GiftRow,
  current: GiftRow | undefined,
  changed: GiftChanges,
): Promise<GiftRow> {
  if (gift.kind === 'bonus' && current && current.id !== gift.id) {
    const waiting = await updateGift(wallet.tx, gift.id, { stage: 'wait', activatedAt: wallet.now });
    changed(waiting);
    return waiting;
  }
  return startWagering(wallet, { ...gift, activatedAt: wallet.now }, changed);
}

/** The next waiting bonus of the account starts (after the wagering one ended). */
async function startNext(wallet: WalletTx, changed: GiftChanges) {
  const next = await findNextWaitingGift(wallet.tx, wallet.account.userId, wallet.account.currency);
  if (next) await startWagering(wallet, next, changed);
}

/** Bonus money of the gift back to the casino (once per gift). */
async function forfeit(wallet: WalletTx, gift: GiftRow, cents: number, why: string) {
  if (cents <= 0) return;
  await wallet.move({
    kind: 'bonus_forfeit',
    idempotencyKey: `bonus:${gift.id}:forfeit`,
    realCents: 0,
    bonusCents: -cents,
    systemAccount: BONUS_SIDE,
    memo: why,
  });
}

/**
 * Ends a gift without paying it: canceled by the player, expired, or lost. While it wagers, what
 * is left in the bonus pocket goes back to the casino; the next waiting bonus then starts.
 */
export async function endGift(
  wallet: WalletTx,
  gift: GiftRow,
  stage: 'canceled' | 'expired' | 'lost',
  changed: GiftChanges,
): Promise<GiftRow> {
  const wagering = gift.kind === 'bonus' && gift.stage === 'handle_bets';
  const forfeitCents = wagering ? bonusPocket(wallet) : 0;
  await forfeit(wallet, gift, forfeitCents, stage);
  const ended = await updateGift(wallet.tx, gift.id, {
    stage,
    finishedAt: wallet.now,
    forfeitedCents: forfeitCents,
  });
  changed(ended);
  if (wagering) {
    await wallet.setWageringBonus(null);
    await startNext(wallet, changed);
  }
  return ended;
}

/**
 * The wagering is done: the bonus pocket becomes real money up to the gift's max win, the rest
 * goes back to the casino; the next waiting bonus starts.
 */
export async function convertGift(wallet: WalletTx, gift: GiftRow, changed: GiftChanges): Promise<GiftRow> {
  const pocket = bonusPocket(wallet);
  const converted = gift.maxWinCents === null ? pocket : Math.min(pocket, gift.maxWinCents);
  const forfeitCents = pocket - converted;
  if (converted > 0) {
    await wallet.move({
      kind: 'bonus_convert',
      idempotencyKey: `bonus:${gift.id}:convert`,
      realCents: converted,
      bonusCents: -converted,
      systemAccount: BONUS_SIDE,
      memo: gift.groupKey,
    });
  }
  await forfeit(wallet, gift, forfeitCents, 'max_win');
  const done = await updateGift(wallet.tx, gift.id, {
    stage: 'wager_done',
    finishedAt: wallet.now,
    convertedCents: converted,
    forfeitedCents: forfeitCents,
  });
  changed(done);
  await wallet.setWageringBonus(null);
  await startNext(wallet, changed);
  return done;
}
