/** A gift's stages, from issue to its end. */
export const GIFT_STAGES = [
  'issued',
  'wait',
  'handle_bets',
  'wager_done',
  'finished',
  'lost',
  'canceled',
  'expired',
] as const;
export type GiftStage = (typeof GIFT_STAGES)[number];

/** The stages a gift ends in; every other stage is active. */
export const FINISHED_GIFT_STAGES: readonly GiftStage[] = [
  'finished',
  'canceled',
  'expired',
  'wager_done',
  'lost',
];

export const isGiftFinished = (stage: string): boolean =>
  (FINISHED_GIFT_STAGES as readonly string[]).includes(stage);

/**
 * Whether the player can activate a gift: it says so and has an activation deadline, or it has
 * no wager to play through.
 */
export function isGiftActivatable(gift: {
  activatable: boolean;
  activatable_until: string | null;
  amount_wager_requirement_cents?: number;
}): boolean {
  return (gift.activatable && gift.activatable_until !== null) || !gift.amount_wager_requirement_cents;
}

/** Wagering progress in whole percent: wagered ÷ required, floored; 0 when nothing is required. */
export function wageringPercent(wageredCents: number, requiredCents: number): number {
  if (requiredCents <= 0) return 0;
  return Math.min(100, Math.floor((wageredCents * 100) / requiredCents));
}

/** Whether the header should count it: a gift that is not finished. */
export const countsAsActiveGift = (gift: { stage: string }) => !isGiftFinished(gift.stage);
