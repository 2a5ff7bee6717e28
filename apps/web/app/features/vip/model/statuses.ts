import { VIP_STATUS_GROUPS, VIP_STATUSES, type VipStatus } from '@orbit/contract';

/**
 * The VIP club's ladder as the page shows it: where each status stands for the player, what each
 * one gives (the club's published benefits), and the bars' shares.
 */

export type CardState = 'current' | 'earlier' | 'next' | 'locked';

const rank = (status: VipStatus) => VIP_STATUSES.indexOf(status);

/** A status card's state: the one held, the ones below it, the one right above it, the rest. */
export function cardState(status: VipStatus, current: VipStatus): CardState {
  const step = rank(status) - rank(current);
  if (step === 0) return 'current';
  if (step < 0) return 'earlier';
  return step === 1 ? 'next' : 'locked';
}

/** The status a server string names (an unknown one reads as regular). */
export function asStatus(value: string | null | undefined): VipStatus {
  return (VIP_STATUSES as readonly string[]).includes(value ?? '') ? (value as VipStatus) : 'regular';
}

/** Groups that make a player a VIP (the ladder's and the operator's Platinum): the manager panel shows for them. */
const VIP_GROUPS = [...Object.values(VIP_STATUS_GROUPS), 255];
export const isVipPlayer = (groups: readonly number[]) => groups.some((g) => VIP_GROUPS.includes(g));

/** What a status gives: shown as translated sentences (null: not part of the status). */
export interface Benefits {
  /** Weekly cashback on net losses, percent. */
  cashbackPercent: number | null;
  /** Comp points earned per bet, times the base rate. */
  compMultiplier: number;
  /** Withdrawals handled within this many hours. */
  withdrawalHours: number;
  /** Withdrawals allowed per month, times the regular limit. */
  withdrawalLimitMultiplier: number;
  personalManager: boolean;
  birthdayGift: boolean;
}

export const BENEFITS: Record<VipStatus, Benefits> = {
  regular: {
    cashbackPercent: null,
    compMultiplier: 1,
    withdrawalHours: 48,
    withdrawalLimitMultiplier: 1,
    personalManager: false,
    birthdayGift: false,
  },
  bronze: {
    cashbackPercent: 5,
    compMultiplier: 1.2,
    withdrawalHours: 24,
    withdrawalLimitMultiplier: 1.5,
    personalManager: false,
    birthdayGift: false,
  },
  silver: {
    cashbackPercent: 7,
    compMultiplier: 1.5,
    withdrawalHours: 12,
    withdrawalLimitMultiplier: 2,
    personalManager: true,
    birthdayGift: false,
  },
  gold: {
    cashbackPercent: 10,
    compMultiplier: 2,
    withdrawalHours: 6,
    withdrawalLimitMultiplier: 3,
    personalManager: true,
    birthdayGift: true,
  },
  diamond: {
    cashbackPercent: 15,
    compMultiplier: 3,
    withdrawalHours: 1,
    withdrawalLimitMultiplier: 5,
    personalManager: true,
    birthdayGift: true,
  },
};

/** A bar's share of its threshold, 0…1 (a threshold of 0 is met). */
export function share(amount: number, threshold: number): number {
  if (threshold <= 0) return 1;
  return Math.min(1, Math.max(0, amount / threshold));
}

/** The quarter's end (a UTC midnight) as a date: the same on the server and in every browser. */
export function quarterEndDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** Whether the status held is above what this quarter has reached: it lasts only until the quarter ends. */
export function holdsMoreThanReached(held: VipStatus, active: VipStatus): boolean {
  return held !== 'diamond' && rank(held) > rank(active);
}

export const VIP_CLUB_PATH = '/rocketplay-vipclub';
