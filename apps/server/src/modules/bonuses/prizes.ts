import type { PrizeKind } from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import type { WalletTx } from '../wallet/hooks.ts';
import { openWalletAccount, withWalletAccount } from '../wallet/service.ts';
import { issueRewardWithin } from './issue.ts';

/** A competition's prize place (tournament or lottery): what it gives. */
export interface Prize {
  kind: PrizeKind;
  amountCents: number;
  offerId: number | null;
  wagerMultiplier: number;
  freespinsCount: number;
}

export interface PrizeAward {
  userId: number;
  currency: string;
  prize: Prize;
  /** The wallet movement's kind for money (`tournament_prize`, `lottery_prize`). */
  kind: string;
  /** Unique per place (e.g. `tournament:7:place:1`): a second payment of it gives nothing. */
  sourceKey: string;
  memo: string;
  /** Runs in the same transaction once the prize is given (e.g. marking the place paid). */
  within?: (wallet: WalletTx) => Promise<void>;
}

/**
 * Pays a prize place in one transaction on the winner's account: money as real money from the
 * `prizes` side, a bonus or free spins as a gift on its offer's terms (wager multiplier and spins
 * as the place says), waiting for the player to take it. Once per source key, so a payout job
 * that stopped halfway pays the rest and nothing twice. Opens the account of the currency if missing.
 */
export async function payPrize(deps: Deps, award: PrizeAward): Promise<void> {
  const { prize } = award;
  await openWalletAccount(deps, award.userId, award.currency);
  await withWalletAccount(deps, award.userId, award.currency, async (wallet) => {
    if (prize.kind === 'money') {
      if (prize.amountCents > 0) {
        await wallet.move({
          kind: award.kind,
          idempotencyKey: award.sourceKey,
          realCents: prize.amountCents,
          bonusCents: 0,
          systemAccount: 'prizes',
          memo: award.memo,
        });
      }
    } else {
      if (prize.offerId === null) throw new Error(`${award.sourceKey}: a ${prize.kind} prize needs an offer`);
      await issueRewardWithin(deps, wallet, {
        userId: award.userId,
        currency: award.currency,
        offerId: prize.offerId,
        terms: {
          wagerMultiplier: prize.wagerMultiplier,
          ...(prize.kind === 'freespins' ? { freespinsCount: prize.freespinsCount } : {}),
        },
        sourceKey: award.sourceKey,
        amountCents: prize.kind === 'bonus' ? prize.amountCents : 0,
        activate: false,
      });
    }
    await award.within?.(wallet);
  });
}
