import type { FreeSpinIssue, Gift, OperatorOffer } from '@orbit/contract';
import type { Contributions, LocalisedText } from '../../db/schema/index.ts';
import type { GiftRow, OfferRow } from './repository.ts';

export const titleIn = (titles: LocalisedText, locale: string) =>
  titles[locale] ?? titles[locale.split('-')[0] ?? 'en'] ?? titles.en ?? Object.values(titles)[0] ?? '';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Whether the player may still activate it: issued, before its activation deadline. */
export const canActivate = (gift: GiftRow, now: Date) =>
  gift.stage === 'issued' && (gift.activatableUntil === null || gift.activatableUntil > now);

/** Whether the player may still cancel it: not ended yet. */
export const canCancel = (gift: GiftRow) => ['issued', 'wait', 'handle_bets'].includes(gift.stage);

/** How it was given, from its source key (`deposit:…`, `code:…`, `cashback:…`). */
const strategyOf = (gift: GiftRow) => gift.sourceKey.split(':')[0] ?? 'manual';

export function presentGift(gift: GiftRow, locale: string, now: Date): Gift {
  return {
    id: gift.id,
    title: titleIn(gift.titles, locale),
    amount_cents: gift.amountCents,
    currency: gift.currency,
    stage: gift.stage as Gift['stage'],
    strategy: strategyOf(gift),
    amount_wager_requirement_cents: gift.wagerRequirementCents,
    amount_wager_cents: Math.min(gift.wageredCents, gift.wagerRequirementCents),
    created_at: gift.createdAt.toISOString(),
    activatable_until: iso(gift.activatableUntil),
    valid_until: gift.validUntil.toISOString(),
    activatable: canActivate(gift, now),
    cancelable: canCancel(gift),
    type: 'bonus',
    group_key: gift.groupKey,
    max_bet_cents: gift.maxBetCents,
    max_win_cents: gift.maxWinCents,
    contributions: { ...(gift.contributions satisfies Contributions) },
    finished_at: iso(gift.finishedAt),
    converted_cents: gift.convertedCents,
    forfeited_cents: gift.forfeitedCents,
  };
}

/** The game page of a house game identifier (`producer/name`). */
export const gamePath = (identifier: string) => `/play/${identifier}`;

export function presentFreeSpins(
  gift: GiftRow,
  locale: string,
  now: Date,
  game: { identifier: string; title: string } | undefined,
): FreeSpinIssue {
  const identifier = gift.freespinsGame ?? '';
  return {
    id: gift.id,
    title: titleIn(gift.titles, locale),
    freespins_total: gift.freespinsTotal ?? 0,
    freespins_performed: gift.freespinsPerformed,
    bet_level: gift.freespinsStakeCents ?? 0,
    stage: gift.stage as FreeSpinIssue['stage'],
    games: identifier ? [identifier] : [],
    games_info: game
      ? [{ identifier: game.identifier, title: game.title, path: gamePath(game.identifier) }]
      : [],
    activation_path: gamePath(identifier),
    provider: identifier.split('/')[0] ?? '',
    currency: gift.currency,
    created_at: gift.createdAt.toISOString(),
    activatable_until: iso(gift.activatableUntil),
    valid_until: iso(gift.validUntil),
    activatable: canActivate(gift, now),
    activation_condition: null,
    cancelable: canCancel(gift),
    group_key: gift.groupKey,
    type: 'freespins',
    win_cents: gift.freespinsWinCents,
    wager_multiplier: gift.freespinsWager ?? 0,
  };
}

/** An offer as the operator wrote it, with its id. */
export const presentOperatorOffer = (row: OfferRow): OperatorOffer => ({
  id: row.id,
  group_key: row.groupKey,
  trigger: row.trigger as OperatorOffer['trigger'],
  code: row.code,
  titles: row.titles,
  reward: row.reward as OperatorOffer['reward'],
  match_percent: row.matchPercent,
  amounts: row.amounts,
  min_deposit: row.minDeposit,
  freespins_game: row.freespinsGame,
  freespins_count: row.freespinsCount,
  freespins_stakes: row.freespinsStakes,
  wager_multiplier: row.wagerMultiplier,
  max_bet: row.maxBet,
  max_win: row.maxWin,
  contributions: row.contributions,
  activation_days: row.activationDays,
  valid_days: row.validDays,
  cashback_period: row.cashbackPeriod as OperatorOffer['cashback_period'],
  cashback_percent: row.cashbackPercent,
  cashback_min_loss: row.cashbackMinLoss,
  group_ids: row.groupIds,
  countries: row.countries,
  licences: row.licences,
  available_from: row.availableFrom?.toISOString() ?? null,
  available_until: row.availableUntil?.toISOString() ?? null,
  max_uses: row.maxUses,
  per_player: row.perPlayer,
  position: row.position,
  active: row.active,
});
