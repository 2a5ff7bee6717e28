/**
 * The loyalty programme's constants, zod-free so the browser may import them (decision 006):
 * comp-shop kinds, lootbox stages, the VIP ladder and its groups.
 */

export const COMP_KINDS = ['money', 'freespins', 'lootboxes', 'lotteries'] as const;
export type CompKind = (typeof COMP_KINDS)[number];

export const LOOTBOX_STAGES = ['issued', 'activated', 'canceled', 'expired'] as const;

/** Rocket chance's draws are lootboxes of this group, issued and opened at once. */
export const ROCKET_CHANCE_GROUP = 'chance';

export const VIP_STATUSES = ['regular', 'bronze', 'silver', 'gold', 'diamond'] as const;
export type VipStatus = (typeof VIP_STATUSES)[number];

/** The statuses a quarter can earn, lowest first. */
export const VIP_LADDER = ['bronze', 'silver', 'gold', 'diamond'] as const;
export type VipLadderStatus = (typeof VIP_LADDER)[number];

/** The status's player group (regular has none). Group 255 (Platinum) is an operator's VIP group outside the ladder. */
export const VIP_STATUS_GROUPS: Record<Exclude<VipStatus, 'regular'>, number> = {
  bronze: 257,
  silver: 258,
  gold: 259,
  diamond: 759,
};

/** Thresholds when they cannot be loaded (spec 2 §9). */
export const VIP_DEFAULT_THRESHOLDS = { depositCents: 900_000, betSumCents: 9_000_000 } as const;
