import type { CompCard, CompExchangeRequest, CompExchangeResult, CompKind } from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors } from '../../http/errors.ts';
import { MULTI_ACCOUNT_GROUP } from '../bonuses/audience.ts';
import { issueRewardWithin } from '../bonuses/issue.ts';
import { titleIn } from '../bonuses/presenter.ts';
import { findOfferTerms, type OfferTerms } from '../bonuses/service.ts';
import { buyTicketsWithin, type ShopLottery, shopLottery } from '../lotteries/tickets.ts';
import { playerAccounts, playerGroupIds } from '../player/service.ts';
import { withWalletAccount } from '../wallet/service.ts';
import { MICRO, presentPoints, publishAward } from './earning.ts';
import { canDraw, issueLootboxWithin, itemsPayableIn, wheelItemsFor } from './lootbox-issue.ts';
import {
  type CardRow,
  type ExchangeRow,
  findCardByGroup,
  findExchangeByKey,
  insertExchange,
  listCards,
  lockBalance,
  type PointBalance,
  recordExchangeResult,
  spendPoints,
} from './repository.ts';

/** Most of one card a single exchange buys. */
const MAX_COUNT = 100;

/** `provider/slug` → the wire's `provider:slug`. */
const gameRef = (identifier: string) => identifier.replace('/', ':');

/** A card is for everybody (no groups) or for players in one of its groups; guests see only the former. */
const forAudience = (card: CardRow, groups: number[]) =>
  card.groupIds.length === 0 || card.groupIds.some((id) => groups.includes(id));

function presentCard(card: CardRow, terms: OfferTerms | undefined, locale: string): CompCard {
  const title = titleIn(card.titles, locale);
  const base = {
    group: card.groupKey,
    title,
    wager: terms?.wagerMultiplier ?? 0,
    games: terms?.freespinsGame ? [gameRef(terms.freespinsGame)] : [],
    badge: card.badge as CompCard['badge'],
    special: card.special,
  };
  switch (card.kind) {
    case 'money':
      return {
        ...base,
        rate: { points: card.points },
        rates: Object.entries(card.amounts).map(([currency, amount]) => ({
          points: card.points,
          currency,
          amount_cents: amount,
        })),
      };
    case 'freespins':
      return { ...base, rate: { points: card.points, freespins_count: terms?.freespinsCount ?? 0 } };
    case 'lootboxes':
      return { ...base, rate: { points: card.points }, bonus_title: card.lootboxGroupKey ?? title };
    default:
      return { ...base, rate: { points: card.points }, lottery_ids: card.lotteryIds };
  }
}

/** `GET /api/comp_points/rates/{kind}`: the shop's cards of a kind the viewer may buy. */
export async function listShopCards(
  deps: Deps,
  kind: CompKind,
  viewer: { user: UserRow | null; locale: string },
): Promise<CompCard[]> {
  const [cards, groups] = await Promise.all([
    listCards(deps.db),
    viewer.user ? playerGroupIds(deps, viewer.user.id) : Promise.resolve([]),
  ]);
  const shown = cards.filter((card) => card.kind === kind && forAudience(card, groups));
  const terms = await Promise.all(
    shown.map((card) => (card.offerId ? findOfferTerms(deps, card.offerId) : undefined)),
  );
  return shown.map((card, i) => presentCard(card, terms[i], viewer.locale));
}

const refuse = (field: string, key: string): never => {
  throw new FieldErrors({ [field]: [key] });
};

/** How many of a card the coins buy, or a field error. */
function cardPurchase(card: CardRow, request: CompExchangeRequest['exchange']) {
  const points = request.points ?? refuse('points', 'validation.required');
  if (points % card.points !== 0) return refuse('points', 'comp_points.points_not_multiple');
  const count = points / card.points;
  if (count > MAX_COUNT) return refuse('points', 'comp_points.too_many');
  return { count, points };
}

/** The lottery a lottery card's exchange names, if the card sells its tickets to the player now. */
async function lotteryOfCard(
  deps: Deps,
  card: CardRow,
  request: CompExchangeRequest['exchange'],
  groups: number[],
): Promise<ShopLottery> {
  const lotteryId = request.lottery_id ?? refuse('lottery_id', 'validation.required');
  const lottery = await shopLottery(deps, card.lotteryIds, lotteryId, groups);
  return lottery ?? refuse('lottery_id', 'comp_points.lottery_unknown');
}

/** Tickets cost `tickets_count × comp_points_ticket_price` coins. */
function ticketPurchase(lottery: ShopLottery, request: CompExchangeRequest['exchange']) {
  const count = request.tickets_count ?? refuse('tickets_count', 'validation.required');
  if (count > MAX_COUNT) return refuse('tickets_count', 'comp_points.too_many');
  return { count, points: count * lottery.compPointsTicketPrice };
}

/** The card, the count and the currency an exchange asks for, or a field error. */
async function readRequest(
  deps: Deps,
  user: UserRow,
  kind: CompKind,
  request: CompExchangeRequest['exchange'],
) {
  const card = await findCardByGroup(deps.db, request.group);
  if (!card?.active || card.kind !== kind) return refuse('group', 'comp_points.card_unknown');
  const groups = await playerGroupIds(deps, user.id);
  if (!forAudience(card, groups)) return refuse('group', 'comp_points.card_unknown');
  if (groups.includes(MULTI_ACCOUNT_GROUP)) return refuse('base', 'comp_points.multi_account');
  if (!user.canIssueBonuses) return refuse('base', 'comp_points.bonuses_disabled');
  // A lottery card sells tickets of one of its lotteries at that lottery's coin price.
  const lottery = kind === 'lotteries' ? await lotteryOfCard(deps, card, request, groups) : undefined;
  const { count, points } = lottery ? ticketPurchase(lottery, request) : cardPurchase(card, request);
  const accounts = await playerAccounts(deps, user.id);
  const currency = request.currency ?? user.currency;
  if (!accounts.some((account) => account.currency === currency))
    return refuse('currency', 'comp_points.currency_unknown');
  if (kind === 'money' && card.amounts[currency] === undefined) {
    return refuse('currency', 'comp_points.currency_not_offered');
  }
  if ((kind === 'money' || kind === 'freespins') && !card.offerId)
    return refuse('group', 'comp_points.card_unknown');
  const terms = card.offerId ? await findOfferTerms(deps, card.offerId) : undefined;
  if ((kind === 'money' || kind === 'freespins') && !terms)
    return refuse('group', 'comp_points.card_unknown');
  const items = kind === 'lootboxes' ? await wheelItemsFor(deps, groups) : [];
  // A box must hold something it can pay in the currency (wheel items without it weigh 0).
  if (kind === 'lootboxes' && !canDraw(itemsPayableIn(items, currency)))
    return refuse('group', 'comp_points.card_unknown');
  return { card, count, points, currency, items, terms, lottery };
}

/**
 * `POST /api/comp_points/exchange/{kind}`: spends the coins and gives what they buy, in ONE
 * transaction on the player's locked account (then the point balance's row): parallel exchanges
 * spend a balance once, a repeat of an `Idempotency-Key` answers the first exchange.
 */
export async function exchangePoints(
  deps: Deps,
  user: UserRow,
  kind: CompKind,
  request: CompExchangeRequest['exchange'],
  idempotencyKey: string | undefined,
): Promise<CompExchangeResult> {
  const { card, count, points, currency, items, terms, lottery } = await readRequest(
    deps,
    user,
    kind,
    request,
  );
  return withWalletAccount(deps, user.id, currency, async (wallet) => {
    const now = wallet.now;
    const repeat = idempotencyKey ? await findExchangeByKey(wallet.tx, user.id, idempotencyKey) : undefined;
    const balance = await lockBalance(wallet.tx, user.id, now);
    if (repeat) return presentExchange(card, repeat, balance);
    if (balance.chargeableMicro < points * MICRO) return refuse('points', 'comp_points.not_enough');
    const after = await spendPoints(wallet.tx, user.id, points * MICRO, now);
    const exchange = await insertExchange(wallet.tx, {
      userId: user.id,
      cardId: card.id,
      count,
      points,
      currency,
      idempotencyKey: idempotencyKey ?? null,
      createdAt: now,
    });
    let giftId: number | null = null;
    const lootboxIds: number[] = [];
    if (card.offerId && terms) {
      // One gift for the whole purchase: count × the card's money, or count × the offer's spins.
      const gift = await issueRewardWithin(deps, wallet, {
        userId: user.id,
        currency,
        offerId: card.offerId,
        terms: {
          titles: card.titles,
          groupKey: card.groupKey,
          ...(kind === 'freespins' ? { freespinsCount: (terms.freespinsCount ?? 0) * count } : {}),
        },
        sourceKey: `comp:${exchange.id}`,
        amountCents: kind === 'money' ? (card.amounts[currency] ?? 0) * count : 0,
        activate: true,
      });
      giftId = gift.id;
    }
    for (let n = 0; kind === 'lootboxes' && n < count; n++) {
      const { box } = await issueLootboxWithin(deps, wallet, {
        userId: user.id,
        currency,
        groupKey: card.lootboxGroupKey ?? card.groupKey,
        titles: card.titles,
        items,
        sourceKey: `comp:${exchange.id}:${n}`,
      });
      lootboxIds.push(box.id);
    }
    if (lottery)
      await buyTicketsWithin(deps, wallet, {
        lotteryId: lottery.id,
        userId: user.id,
        count,
        exchangeId: exchange.id,
      });
    const done = await recordExchangeResult(wallet.tx, exchange.id, giftId, lootboxIds);
    publishAward(deps, wallet, after, -points * MICRO, null, true);
    return presentExchange(card, done, after);
  });
}

function presentExchange(card: CardRow, exchange: ExchangeRow, balance: PointBalance): CompExchangeResult {
  return {
    id: exchange.id,
    group: card.groupKey,
    count: exchange.count,
    points: exchange.points,
    comp_points: presentPoints(balance),
    gift_id: exchange.giftId,
    lootbox_ids: exchange.lootboxIds,
  };
}
