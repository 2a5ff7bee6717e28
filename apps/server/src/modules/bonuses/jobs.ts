import type { Deps } from '../../deps.ts';
import type { WalletTx } from '../wallet/hooks.ts';
import { withWalletAccount } from '../wallet/service.ts';
import { publishGifts } from './events.ts';
import { endGift } from './lifecycle.ts';
import {
  findGift,
  findWageringGift,
  type GiftRow,
  listOverdueGifts,
  listWageredGifts,
} from './repository.ts';
import { settleWagering } from './wagering.ts';

/** How often the bonus job looks for gifts past their deadlines and wagering left to settle. */
export const BONUS_JOBS_TICK_MS = 30_000;
/** Gifts handled per pass and kind; the rest wait for the next pass. */
const BATCH = 200;

export interface BonusJobsResult {
  expired: number;
  /** Wagered bonuses looked at (converted, or left for their last open round). */
  checked: number;
}

/**
 * One pass: gifts past their activation deadline or validity expire (a wagering one's bonus
 * pocket back to the casino); wagering bonuses whose requirement is met convert once no round
 * holds their money. Each gift is read again under its account's lock, so a pass racing a
 * player's action or another node's pass changes it once.
 */
export async function runBonusJobsOnce(app: { deps: Deps }): Promise<BonusJobsResult> {
  const { deps } = app;
  const result: BonusJobsResult = { expired: 0, checked: 0 };
  const onAccount = async (
    gift: GiftRow,
    work: (wallet: WalletTx, changed: (g: GiftRow) => void) => Promise<boolean>,
  ) =>
    withWalletAccount(deps, gift.userId, gift.currency, async (wallet) => {
      const changed: GiftRow[] = [];
      const done = await work(wallet, (g) => changed.push(g));
      wallet.afterCommit(() => publishGifts(deps, changed));
      return done;
    });

  for (const overdue of await listOverdueGifts(deps.db, deps.now(), BATCH)) {
    const expired = await onAccount(overdue, async (wallet, changed) => {
      const gift = await findGift(wallet.tx, overdue.id);
      if (!gift || !['issued', 'wait', 'handle_bets'].includes(gift.stage)) return false;
      const activationOver =
        gift.stage === 'issued' && gift.activatableUntil !== null && gift.activatableUntil <= wallet.now;
      if (gift.validUntil > wallet.now && !activationOver) return false;
      await endGift(wallet, gift, 'expired', changed);
      return true;
    });
    if (expired) result.expired++;
  }

  for (const wagered of await listWageredGifts(deps.db, BATCH)) {
    const checked = await onAccount(wagered, async (wallet, changed) => {
      const gift = await findWageringGift(wallet.tx, wagered.userId, wagered.currency);
      if (!gift || gift.id !== wagered.id) return false;
      await settleWagering(wallet, gift, null, changed);
      return true;
    });
    if (checked) result.checked++;
  }
  return result;
}
