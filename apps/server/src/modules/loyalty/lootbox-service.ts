import { isLootboxShown, type Lootbox } from '@orbit/contract';
import { drawLootbox } from '@orbit/games';
import { nodeHmacSha256 } from '@orbit/games/fair/node-hmac';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { currentPair, type SeedPair, takeNonce } from '../house/seeds.ts';
import type { WalletTx } from '../wallet/hooks.ts';
import { withWalletAccount } from '../wallet/service.ts';
import { publishLootboxes } from './lootbox-events.ts';
import { canDraw } from './lootbox-issue.ts';
import { presentLootbox, presentLootboxes } from './lootbox-presenter.ts';
import { issuePrizes, type PrizeOffers, prizeOffers } from './lootbox-prize.ts';
import {
  cancelIfIssued,
  expireIfOverdue,
  findLootbox,
  type LootboxRow,
  listPlayerLootboxes,
  lockLootbox,
  markOpened,
} from './lootbox-repository.ts';

/** `GET /api/player/lootboxes`: spec 2 §4's visible boxes (no expired; activated only today's), newest first. */
export async function listLootboxes(deps: Deps, user: UserRow): Promise<Lootbox[]> {
  const now = deps.now();
  const rows = await listPlayerLootboxes(deps.db, user.id);
  const boxes = await presentLootboxes(deps.db, rows, user.language);
  return boxes.filter((box) => isLootboxShown(box, now));
}

/** Why a box cannot be opened: it is not (or no longer) an issued one. */
export type OpenRefusal = 'lootbox_opened' | 'lootbox_expired' | 'lootbox_canceled' | 'lootbox_empty';

export type OpenOutcome = { opened: LootboxRow; pair: SeedPair } | { refused: OpenRefusal };

const REFUSAL_OF_STAGE: Record<string, OpenRefusal> = {
  activated: 'lootbox_opened',
  expired: 'lootbox_expired',
  canceled: 'lootbox_canceled',
};

/**
 * The next nonce of the player's current seed pair, inside the transaction: a box takes one like
 * a game round, so no round and no box ever share a (pair, nonce). A rotation racing in makes
 * the pair stale; the new current pair is taken then.
 */
async function takeDrawNonce(wallet: WalletTx, userId: number): Promise<SeedPair> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const pair = await currentPair(wallet.tx, userId, wallet.now);
    const taken = await takeNonce(wallet.tx, pair.id);
    if (taken) return taken;
  }
  throw new HttpError(409, 'seeds_rotated', 'The seeds changed; try again');
}

/**
 * Opens a box inside a wallet transaction on the box's account, the box's row locked (account
 * first, then the box): draws an item with the player's seed pair and the box's weights, gives
 * the prize through the bonus engine, records the draw — all or nothing. `lootboxes_changes`
 * goes out once committed. A box past its validity expires here instead.
 */
export async function openWithin(
  deps: Deps,
  wallet: WalletTx,
  box: LootboxRow,
  offers: PrizeOffers,
): Promise<OpenOutcome> {
  const refusal = REFUSAL_OF_STAGE[box.stage];
  if (refusal) return { refused: refusal };
  if (box.validUntil <= wallet.now) {
    const expired = await expireIfOverdue(wallet.tx, box.id, wallet.now);
    if (expired) wallet.afterCommit(() => publishLootboxes(deps, [expired]));
    return { refused: 'lootbox_expired' };
  }
  if (!canDraw(box.items)) return { refused: 'lootbox_empty' };
  const pair = await takeDrawNonce(wallet, box.userId);
  const { index } = drawLootbox(
    { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce },
    box.items.map((item) => item.weight),
    nodeHmacSha256,
  );
  const item = box.items[index]!;
  const giftId = await issuePrizes(deps, wallet, box, item, offers);
  const opened = await markOpened(wallet.tx, box.id, {
    items: box.items,
    prizeItemId: item.id,
    giftId,
    fairPairId: pair.id,
    nonce: pair.nonce,
    activatedAt: wallet.now,
  });
  if (!opened) throw new Error(`lootbox ${box.id} changed under its lock`);
  wallet.afterCommit(() => publishLootboxes(deps, [opened]));
  return { opened, pair };
}

const REFUSAL_MESSAGES: Record<OpenRefusal, string> = {
  lootbox_opened: 'The lootbox is opened already',
  lootbox_expired: 'The lootbox has expired',
  lootbox_canceled: 'The lootbox was canceled',
  lootbox_empty: 'The lootbox holds nothing that can be drawn',
};

/** An outcome as the API answers it: the opened box, or 409 with the refusal's code. */
export function openedOrRefused(outcome: OpenOutcome, locale: string): Lootbox {
  if ('refused' in outcome) throw new HttpError(409, outcome.refused, REFUSAL_MESSAGES[outcome.refused]);
  return presentLootbox(outcome.opened, outcome.pair, locale);
}

/**
 * `POST /api/player/lootboxes/{id}/activation`: opens one of the player's boxes once — parallel
 * openings wait for the account's lock, and all but the first find it opened (409).
 */
export async function openLootbox(deps: Deps, user: UserRow, id: number): Promise<Lootbox> {
  const box = await findLootbox(deps.db, id);
  if (!box || box.userId !== user.id) throw new HttpError(404, 'not_found', 'No such lootbox');
  const offers = await prizeOffers(deps);
  const outcome = await withWalletAccount(deps, user.id, box.currency, async (wallet) => {
    const locked = await lockLootbox(wallet.tx, id);
    if (!locked) throw new HttpError(404, 'not_found', 'No such lootbox');
    return openWithin(deps, wallet, locked, offers);
  });
  return openedOrRefused(outcome, user.language);
}

/**
 * `POST /api/operator/lootboxes/{id}/cancel`: an unopened box is canceled once (an opening that
 * locked it first wins: then 409), and the player's pages are told.
 */
export async function cancelLootbox(deps: Deps, id: number): Promise<Lootbox> {
  const box = await findLootbox(deps.db, id);
  if (!box) throw new HttpError(404, 'not_found', 'No such lootbox');
  const canceled = await cancelIfIssued(deps.db, id);
  if (!canceled) throw new HttpError(409, 'lootbox_not_issued', `The lootbox is ${box.stage}`);
  publishLootboxes(deps, [canceled]);
  return presentLootbox(canceled, undefined, 'en');
}
