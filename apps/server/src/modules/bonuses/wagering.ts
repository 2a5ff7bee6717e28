import type { Deps } from '../../deps.ts';
import { gameFamilyOf } from '../games/service.ts';
import type { WalletHooks, WalletTx } from '../wallet/hooks.ts';
import { hasOtherOpenBonusRound } from '../wallet/service.ts';
import { publishGifts } from './events.ts';
import { BONUS_SIDE, bonusPocket, convertGift, endGift } from './lifecycle.ts';
import { countWager, findGift, type GiftRow, uncountWager } from './repository.ts';

/** The bonus wagering on the locked account: none asked of the database when the account names none. */
async function wageringGiftOf(wallet: WalletTx): Promise<GiftRow | undefined> {
  const id = wallet.account.wageringBonusId;
  if (id === null) return undefined;
  const gift = await findGift(wallet.tx, id);
  return gift?.stage === 'handle_bets' ? gift : undefined;
}

/** What of a stake counts towards wagering: its game family's percent, floored; unknown games count nothing. */
export async function wagerContribution(
  deps: Deps,
  wallet: WalletTx,
  gift: GiftRow,
  game: string,
  stakeCents: number,
) {
  const family = await gameFamilyOf(deps.db, wallet.tx, game);
  const percent = family ? (gift.contributions[family] ?? 0) : 0;
  return Math.floor((stakeCents * percent) / 100);
}

/**
 * A wagering bonus ends when its rounds are over: converted once the requirement is met, lost
 * once its pocket is empty. Not while another round still holds bonus money (its win decides).
 */
export async function settleWagering(
  wallet: WalletTx,
  gift: GiftRow,
  openRound: { providerKey: string; roundId: string } | null,
  changed: (gift: GiftRow) => void,
) {
  const done = gift.wageredCents >= gift.wagerRequirementCents;
  const empty = bonusPocket(wallet) === 0;
  if (!done && !empty) return;
  if (await hasOtherOpenBonusRound(wallet.tx, wallet.account, openRound)) return;
  if (done) await convertGift(wallet, gift, changed);
  else await endGift(wallet, gift, 'lost', changed);
}

/**
 * The bonus engine inside the wallet's own transactions (the account row locked): a bet above
 * the wagering bonus's max bet is refused; a placed bet counts towards it once (a row per bet
 * transaction, taken back by its rollback); a round's end converts or loses it. Winnings of bonus
 * money whose gift has ended meanwhile go back to the casino.
 */
export function bonusWalletHooks(deps: Deps): WalletHooks {
  const publishing = (wallet: WalletTx) => {
    const changed: GiftRow[] = [];
    wallet.afterCommit(() => publishGifts(deps, changed));
    return (gift: GiftRow) => changed.push(gift);
  };

  return {
    async checkBet(wallet, attempt) {
      const gift = await wageringGiftOf(wallet);
      if (!gift) return { allowed: true };
      if (gift.maxBetCents !== null && attempt.amountCents > gift.maxBetCents) {
        return { allowed: false, reason: 'bonus_max_bet' };
      }
      return {
        allowed: true,
        afterBet: async (placed, bet) => {
          const counted = await wagerContribution(deps, placed, gift, attempt.game, attempt.amountCents);
          if (counted <= 0) return;
          await countWager(placed.tx, gift.id, bet.transactionId, counted, placed.now);
          publishing(placed)({ ...gift, wageredCents: gift.wageredCents + counted });
        },
      };
    },

    async afterRollback(wallet, bet) {
      const giftId = await uncountWager(wallet.tx, bet.transactionId);
      const gift = giftId === undefined ? undefined : await findGift(wallet.tx, giftId);
      if (gift) publishing(wallet)(gift);
    },

    async afterWin(wallet, win) {
      const gift = await wageringGiftOf(wallet);
      if (!gift) {
        if (win.bonusCents > 0) {
          await wallet.move({
            kind: 'bonus_forfeit',
            idempotencyKey: `win:${win.transactionId}:forfeit`,
            realCents: 0,
            bonusCents: -win.bonusCents,
            systemAccount: BONUS_SIDE,
            memo: 'bonus ended before its round',
          });
        }
        return;
      }
      if (!win.closed) return;
      await settleWagering(
        wallet,
        gift,
        { providerKey: win.providerKey, roundId: win.roundId },
        publishing(wallet),
      );
    },
  };
}
