import type { CompCard, CompExchangeRequest, CompKind, Player } from '@orbit/contract';

/** The shop's slug in `manage-promotion-pages` and its path. */
export const COMP_SHOP_SLUG = 'rocket-mart';

/** The shop's tabs, each a page of its own (spec 2 §2's named routes). */
export const SHOP_TABS = [
  { id: 'all', path: '/rocket-mart', route: 'compPoints' },
  { id: 'freespins', path: '/rocket-mart/freespins', route: 'compPointsFreeSpins' },
  { id: 'money', path: '/rocket-mart/money', route: 'compPointsMoney' },
  { id: 'special', path: '/rocket-mart/special', route: 'compPointsSpecial' },
] as const;
export type ShopTab = (typeof SHOP_TABS)[number]['id'];

/** The tab of `/rocket-mart/:tab?` (none is All), or null for a path the shop does not have. */
export function shopTabOf(param: string | undefined): ShopTab | null {
  if (param === undefined || param === '') return 'all';
  const tab = SHOP_TABS.find((t) => t.id === param && t.id !== 'all');
  return tab ? tab.id : null;
}

/** The kinds the shop sells, in the order the All tab shows them. */
export const SHOP_KINDS = ['money', 'freespins', 'lootboxes', 'lotteries'] as const satisfies CompKind[];

/** A card tagged with the kind it was listed under (the exchange's path needs it). */
export type ShopCard = CompCard & { kind: CompKind };

/** The cards a tab shows: all, one kind, or the Special rewards (cards marked `special`). */
export function cardsOfTab(cards: readonly ShopCard[], tab: ShopTab): ShopCard[] {
  switch (tab) {
    case 'all':
      return [...cards];
    case 'special':
      return cards.filter((card) => card.special);
    default:
      return cards.filter((card) => card.kind === tab);
  }
}

/** The currency a money card falls back to when it pays nothing in the player's (spec 2 §5). */
export const FALLBACK_CURRENCY = 'EUR';

/** What a money card pays in `currency`, else in EUR, else nothing. */
export function moneyRate(
  card: Pick<CompCard, 'rates'>,
  currency: string,
): { currency: string; amount_cents: number } | null {
  const rates = card.rates ?? [];
  const rate =
    rates.find((r) => r.currency === currency) ?? rates.find((r) => r.currency === FALLBACK_CURRENCY);
  return rate ? { currency: rate.currency, amount_cents: rate.amount_cents } : null;
}

/** The most of one card the server sells in one exchange. */
export const MAX_EXCHANGE_COUNT = 100;

/** How many of a card `cost` coins each the balance buys: floor(balance ÷ cost), at most the server's limit. */
export function maxCount(balance: number, cost: number): number {
  if (!(cost > 0) || !(balance > 0)) return 0;
  return Math.min(Math.floor(balance / cost), MAX_EXCHANGE_COUNT);
}

/** A count the stepper may show: a whole number from 1 to what the balance buys (1 when it buys none). */
export function clampCount(count: number, balance: number, cost: number): number {
  const top = Math.max(1, maxCount(balance, cost));
  if (!Number.isFinite(count)) return 1;
  return Math.min(top, Math.max(1, Math.floor(count)));
}

/** A card is affordable when the coins cover one of it. */
export const isAffordable = (balance: number, cost: number) => cost > 0 && balance >= cost;

/** The coins missing to buy `count` of a card (0 when the balance covers them). */
export const shortfall = (balance: number, cost: number, count = 1) => Math.max(0, cost * count - balance);

/** Player group of accounts the operator found to be one person's several: no exchanges (spec 2 §4). */
export const MULTI_ACCOUNT_GROUP = 100;

/**
 * What buying leads to (spec 2 §4's exchange flow): a guest registers first; a multi-account
 * player gets a warning and no exchange; a player who turned bonuses off is asked to turn them on
 * first; anyone else exchanges at once.
 */
export type ExchangeStep = 'register' | 'multi_account' | 'enable_bonuses' | 'exchange';

export function exchangeStep(player: Pick<Player, 'can_issue_bonuses'> | null, groups: readonly number[]) {
  if (!player) return 'register' as const;
  if (groups.includes(MULTI_ACCOUNT_GROUP)) return 'multi_account' as const;
  if (!player.can_issue_bonuses) return 'enable_bonuses' as const;
  return 'exchange' as const;
}

/**
 * The exchange's body: `count` of the card for its price in coins (a lottery: `count` tickets of
 * its lottery), with the currency the reward is paid in.
 */
export function exchangeRequest(card: ShopCard, count: number, currency: string): CompExchangeRequest {
  if (card.kind === 'lotteries') {
    return {
      exchange: { group: card.group, tickets_count: count, lottery_id: card.lottery_ids?.[0], currency },
    };
  }
  return { exchange: { group: card.group, points: card.rate.points * count, currency } };
}

/** The currency an exchange pays in: a money card's (the player's, else EUR), else the player's. */
export function exchangeCurrency(card: ShopCard, playerCurrency: string): string {
  return card.kind === 'money'
    ? (moneyRate(card, playerCurrency)?.currency ?? playerCurrency)
    : playerCurrency;
}

/** `provider:slug` of a card's game → its page. */
export function gamePath(game: string | undefined): string | null {
  const match = game ? /^([\w-]+):([\w-]+)$/.exec(game) : null;
  return match ? `/play/${match[1]}/${match[2]}` : null;
}

/** A lootbox card that buys a spin of the prize wheel (its lootbox's group names `manual_wheel`). */
export const isWheelCard = (card: Pick<ShopCard, 'kind' | 'bonus_title'>) =>
  card.kind === 'lootboxes' && (card.bonus_title ?? '').includes('manual_wheel');

/** The prize wheel's page, where a bought wheel spin is used. */
export const WHEEL_PATH = '/rocketmart-wheel';
/** Where the shortfall sends a player to earn coins. */
export const GAMES_PATH = '/pokies/all';
