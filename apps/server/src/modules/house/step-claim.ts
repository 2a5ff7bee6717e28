import { FieldErrors, HttpError } from '../../http/errors.ts';
import type { PlayContext } from './play-context.ts';
import {
  abandonClaim,
  claimStep,
  clearAbandoned,
  findRound,
  type HouseRoundRow,
  releaseClaim,
} from './repository.ts';
import { rollbackBet } from './wallet-actions.ts';

/**
 * How long a step's claim holds the round while its debit is on its way. Past it the request
 * counts as dead (a crash between claim and debit): the next action takes the claim back.
 */
export const STEP_CLAIM_MS = 30_000;

/** Refusals after which the wallet holds nothing of the bet (so its id may be sent again). */
const MOVED_NOTHING = new Set([
  'insufficient_funds',
  'limit_reached',
  'bonus_max_bet',
  'round_closed',
  'round_mismatch',
  'bet_rolled_back',
  'player_not_found',
  'wrong_currency',
  'invalid_amount',
]);

const roundChanged = () => new HttpError(409, 'round_changed', 'The round moved on; reload it');

/**
 * The round, free to take a step: a live claim (another request paying for its step) answers
 * 409; an expired one is taken back and its debit rolled back, as is one already taken back.
 */
export async function freeRound(ctx: PlayContext, round: HouseRoundRow): Promise<HouseRoundRow> {
  const { db } = ctx.deps;
  let current = round;
  if (current.pendingBet !== null) {
    const now = ctx.deps.now();
    if (current.pendingUntil !== null && current.pendingUntil > now) throw roundChanged();
    await abandonClaim(db, current.id, current.pendingBet, now);
    current = (await findRound(db, current.id)) ?? current;
  }
  if (current.abandonedBet !== null) {
    await undoAbandoned(ctx, current, current.abandonedBet);
    current = (await findRound(db, current.id)) ?? current;
  }
  return current;
}

/** Rolls an abandoned step's debit back (a tombstone if it never arrived), then frees the round. */
export async function undoAbandoned(ctx: PlayContext, round: HouseRoundRow, bet: string) {
  await rollbackBet(ctx, round, bet);
  await clearAbandoned(ctx.deps.db, round.id, bet);
}

/**
 * Pays a step's extra stake: claims the step first, so only one request per step reaches the
 * wallet, then debits under the claim's action id `bet`. A refused debit gives the claim back
 * (the round stays as it was); a failure that may have moved money is rolled back. The balance after.
 */
export async function payStep(
  ctx: PlayContext,
  round: HouseRoundRow,
  bet: string,
  amount: number,
): Promise<number> {
  const { db } = ctx.deps;
  const until = new Date(ctx.deps.now().getTime() + STEP_CLAIM_MS);
  if (!(await claimStep(db, round.id, round.actions.length, bet, until))) throw roundChanged();
  const debit = await ctx.wallet.bet(round.ref, bet, amount);
  if (debit.ok) return debit.balance;
  if (MOVED_NOTHING.has(debit.error)) await releaseClaim(db, round.id, bet);
  else if (await abandonClaim(db, round.id, bet)) await undoAbandoned(ctx, round, bet);
  // Rolled back before it arrived: another request took this claim back as abandoned.
  if (debit.error === 'bet_rolled_back') throw roundChanged();
  if (!MOVED_NOTHING.has(debit.error))
    throw new HttpError(503, 'wallet_unavailable', `The wallet refused the stake: ${debit.error}`);
  throw new FieldErrors({ action: [`house.errors.${debit.error}`] });
}
