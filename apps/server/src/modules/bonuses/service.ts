import type { CancelInfo, FreeSpinIssue, Gift } from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { currencySubunits } from '../info/service.ts';
import { isExcluded } from '../limits/bet-check.ts';
import type { WalletTx } from '../wallet/hooks.ts';
import { withWalletAccount } from '../wallet/service.ts';
import { disabledGroupKeys } from './audience.ts';
import { publishGifts } from './events.ts';
import { activateGift, bonusPocket, endGift } from './lifecycle.ts';
import { canActivate, canCancel, presentFreeSpins, presentGift } from './presenter.ts';
import {
  findGameTitles,
  findGift,
  findOffer,
  findWageringGift,
  type GiftRow,
  listGifts,
} from './repository.ts';

/** Finished gifts stay in the player's list this long. */
const FINISHED_SHOWN_MS = 90 * 24 * 60 * 60 * 1000;

type Kind = 'bonus' | 'freespins';

async function visibleGifts(deps: Deps, user: UserRow, kind: Kind) {
  const now = deps.now();
  const [gifts, hidden] = await Promise.all([
    listGifts(deps.db, user.id, kind, new Date(now.getTime() - FINISHED_SHOWN_MS)),
    disabledGroupKeys(deps),
  ]);
  return { now, gifts: gifts.filter((gift) => !hidden.has(gift.groupKey)) };
}

export async function listBonuses(deps: Deps, user: UserRow): Promise<Gift[]> {
  const { now, gifts } = await visibleGifts(deps, user, 'bonus');
  return gifts.map((gift) => presentGift(gift, user.language, now));
}

async function presentAllFreeSpins(deps: Deps, gifts: GiftRow[], locale: string, now: Date) {
  const titles = await findGameTitles(
    deps.db,
    gifts.flatMap((gift) => (gift.freespinsGame ? [gift.freespinsGame] : [])),
  );
  return gifts.map((gift) => {
    const identifier = gift.freespinsGame ?? '';
    const title = titles.get(identifier);
    return presentFreeSpins(gift, locale, now, title ? { identifier, title } : undefined);
  });
}

export async function listFreeSpins(deps: Deps, user: UserRow): Promise<FreeSpinIssue[]> {
  const { now, gifts } = await visibleGifts(deps, user, 'freespins');
  return presentAllFreeSpins(deps, gifts, user.language, now);
}

/** The player's own gift of a kind; another player's (or none) is 404. */
async function ownGift(deps: Deps, user: UserRow, id: number, kind: Kind): Promise<GiftRow> {
  const gift = await findGift(deps.db, id);
  if (!gift || gift.userId !== user.id || gift.kind !== kind) throw new HttpError(404, 'not_found');
  return gift;
}

/**
 * Runs `change` on the gift read again under its account's lock (so 20 parallel requests see each
 * other's result), and publishes what changed once committed.
 */
async function changeGift(
  deps: Deps,
  user: UserRow,
  id: number,
  kind: Kind,
  change: (wallet: WalletTx, gift: GiftRow, changed: (g: GiftRow) => void) => Promise<GiftRow>,
): Promise<GiftRow> {
  const { currency } = await ownGift(deps, user, id, kind);
  return withWalletAccount(deps, user.id, currency, async (wallet) => {
    const gift = await ownGift({ ...deps, db: wallet.tx }, user, id, kind);
    const changed: GiftRow[] = [];
    const result = await change(wallet, gift, (g) => changed.push(g));
    wallet.afterCommit(() => publishGifts(deps, changed));
    return result;
  });
}

async function present(deps: Deps, user: UserRow, gift: GiftRow): Promise<Gift | FreeSpinIssue> {
  const now = deps.now();
  if (gift.kind === 'bonus') return presentGift(gift, user.language, now);
  const [item] = await presentAllFreeSpins(deps, [gift], user.language, now);
  return item!;
}

/** Activation: refused during cooling-off or self-exclusion, and for a gift no longer activatable. */
export async function activate(deps: Deps, user: UserRow, id: number, kind: Kind) {
  await ownGift(deps, user, id, kind);
  if (await isExcluded(deps.db, user.id, deps.now())) throw new HttpError(403, 'bonuses_blocked_by_limits');
  const gift = await changeGift(deps, user, id, kind, async (wallet, gift, changed) => {
    if (!canActivate(gift, wallet.now)) throw new FieldErrors({ base: ['bonuses.not_activatable'] });
    const current = await findWageringGift(wallet.tx, user.id, gift.currency);
    return activateGift(wallet, gift, current, changed);
  });
  return present(deps, user, gift);
}

/** The player gives a gift up; while it wagers, its bonus pocket goes back to the casino. */
export async function cancel(deps: Deps, user: UserRow, id: number, kind: Kind) {
  const gift = await changeGift(deps, user, id, kind, async (wallet, gift, changed) => {
    if (!canCancel(gift)) throw new FieldErrors({ base: ['bonuses.not_cancelable'] });
    return endGift(wallet, gift, 'canceled', changed);
  });
  return present(deps, user, gift);
}

/** `12345` minor units of a currency with `subunits` per unit, as `123.45`. */
export function majorUnits(cents: number, subunits: number): string {
  const digits = Math.round(Math.log10(subunits));
  const sign = cents < 0 ? '-' : '';
  const abs = BigInt(Math.abs(cents));
  const unit = BigInt(subunits);
  const fraction = (abs % unit).toString().padStart(digits, '0');
  return `${sign}${abs / unit}${digits > 0 ? `.${fraction}` : ''}`;
}

/** What cancelling the gift would forfeit now: the bonus pocket while it wagers, nothing before. */
export async function cancelInfo(deps: Deps, user: UserRow, id: number): Promise<CancelInfo> {
  const gift = await ownGift(deps, user, id, 'bonus');
  const subunits = await currencySubunits(deps.db, gift.currency);
  return withWalletAccount(deps, user.id, gift.currency, async (wallet) => {
    const wagering = gift.stage === 'handle_bets';
    const bonus = wagering ? bonusPocket(wallet) : 0;
    const cash = wallet.account.availableToCashoutCents;
    const m = (cents: number) => majorUnits(cents, subunits);
    return {
      id: gift.id,
      total_withdrawal_amount: m(cash),
      current_balance: m(wallet.account.amountCents),
      cash_balance: m(cash),
      bonus_balance: m(bonus),
      bonus_winnings: m(Math.max(0, bonus - (wagering ? gift.amountCents : 0))),
      currency: gift.currency,
    };
  });
}

/**
 * Before a withdrawal: while a bonus wagers on the account, the request must name it to cancel it
 * (its money forfeited, in the same step as the request); otherwise 422 with the gift to show.
 */
export async function settleBonusBeforeWithdrawal(
  wallet: WalletTx,
  deps: Deps,
  cancelBonusId: number | undefined,
) {
  const gift = await findWageringGift(wallet.tx, wallet.account.userId, wallet.account.currency);
  if (!gift) return;
  if (cancelBonusId !== gift.id) throw new FieldErrors({ cancel_bonus_id: ['bonuses.wagering_in_progress'] });
  const changed: GiftRow[] = [];
  await endGift(wallet, gift, 'canceled', (g) => changed.push(g));
  wallet.afterCommit(() => publishGifts(deps, changed));
}

/** What another module shows of an offer it gives through (a comp-shop card's wager, spins, game). */
export interface OfferTerms {
  wagerMultiplier: number;
  freespinsGame: string | null;
  freespinsCount: number | null;
  maxWin: Record<string, number>;
}

export async function findOfferTerms(deps: Deps, offerId: number): Promise<OfferTerms | undefined> {
  const offer = await findOffer(deps.db, offerId);
  return offer
    ? {
        wagerMultiplier: offer.wagerMultiplier,
        freespinsGame: offer.freespinsGame,
        freespinsCount: offer.freespinsCount,
        maxWin: offer.maxWin,
      }
    : undefined;
}

/** An offer's reward (bonus, freespins, real), for another module checking what it gives through. */
export async function findOfferReward(db: Db, offerId: number): Promise<string | undefined> {
  return (await findOffer(db, offerId))?.reward;
}
