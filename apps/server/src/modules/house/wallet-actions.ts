import { HttpError } from '../../http/errors.ts';
import type { PlayContext } from './play-context.ts';

/** Action ids in the wallet: every money movement of a round has its own, derived from the round. */
export const walletActions = {
  /**
   * The round's stake (step 0) or a step's extra stake. After `abandoned` steps of the round were
   * taken back (their debits rolled back, maybe as tombstones), a step's debit needs a fresh id.
   */
  bet: (ref: string, step = 0, abandoned = 0) =>
    abandoned > 0 ? `${ref}:bet:${step}:${abandoned}` : `${ref}:bet:${step}`,
  win: (ref: string) => `${ref}:win`,
  /** The rollback of a bet has one id too: sent twice, it gives the stake back once. */
  rollbackOf: (betAction: string) => betAction.replace(':bet:', ':rollback:'),
};

/**
 * Gives a bet back through the wallet. A refusal (the round already closed in the wallet …) means
 * the player paid for nothing: it is logged with the round and the action, and the request fails.
 */
export async function rollbackBet(
  ctx: Pick<PlayContext, 'wallet' | 'log'>,
  round: { id?: number; ref: string },
  betAction: string,
) {
  const action = walletActions.rollbackOf(betAction);
  const result = await ctx.wallet.rollback(round.ref, action, betAction);
  if (result.ok) return;
  ctx.log.error(
    { round: round.id ?? null, ref: round.ref, bet: betAction, rollback: action, error: result.error },
    'the wallet refused to give a stake back',
  );
  throw new HttpError(503, 'rollback_failed', 'The stake could not be given back yet; support has been told');
}
