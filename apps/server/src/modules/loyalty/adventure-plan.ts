import { type AdventureStep, addDays, adventureStart, type CONFIG_SCHEMAS } from '@orbit/contract';
import type { z } from 'zod';

export type AdventuresConfig = z.infer<(typeof CONFIG_SCHEMAS)['vip-adventures']>;

/** One day of the player's adventure, its config resolved for their currency. */
export interface PlannedDay {
  day: number;
  date: string;
  title: string;
  image: { src: string; srcRetina: string } | null;
  freespins: number | null;
  bonusCents: number | null;
  minDepCents: number;
  wager: number;
  activationDays: number;
}

export interface AdventurePlan {
  /** The prize list. */
  key: string;
  /** The list and its first day: the `adventure_days` key, so next week's adventure starts afresh. */
  adventureKey: string;
  currency: string;
  start: string;
  end: string;
  days: PlannedDay[];
}

/** A gift's activation period when the day's config does not give a usable one. */
const DEFAULT_ACTIVATION_DAYS = 7;

/** `"0.0015"` major units → minor units (`subunits` per unit), digits past the currency's dropped; null if not a number. */
export function minorUnits(major: string, subunits: number): number | null {
  const match = /^\s*(\d+)(?:\.(\d+))?\s*$/.exec(major);
  if (!match) return null;
  const digits = Math.max(0, Math.round(Math.log10(subunits)));
  const fraction = (match[2] ?? '').slice(0, digits).padEnd(digits, '0');
  return Number(BigInt(match[1]!) * BigInt(subunits) + BigInt(fraction === '' ? 0 : fraction));
}

/**
 * A config amount in the player's currency: `"gold.bonus"` names `variables.gold.bonus[currency]`;
 * a plain number is the same amount in every currency. Null when the currency has none.
 */
export function amountOf(
  config: AdventuresConfig,
  ref: string,
  currency: string,
  subunits: number,
): number | null {
  const [list, name] = ref.split('.');
  const value = name === undefined ? ref : config.variables[list ?? '']?.[name]?.[currency];
  return value === undefined ? null : minorUnits(value, subunits);
}

/** `"x35"` (or `"35"`) → 35; anything else: no wagering. */
export const wagerOf = (wager: string): number => {
  const match = /^\s*x?(\d{1,4})\s*$/i.exec(wager);
  return match ? Number(match[1]) : 0;
};

const activationDaysOf = (period: string): number => {
  const days = Number(period);
  return Number.isInteger(days) && days > 0 && days <= 365 ? days : DEFAULT_ACTIVATION_DAYS;
};

/**
 * The player's adventure on `today`: the prize list `key`, day N on the first day + N − 1, each
 * day's minimum deposit and bonus in `currency`. Null when the list's minimum deposit has no
 * amount in that currency (the adventure is not offered in it).
 */
export function planAdventure(
  config: AdventuresConfig,
  key: string,
  currency: string,
  subunits: number,
  today: string,
): AdventurePlan | null {
  const prizes = config.prizes[key] ?? [];
  const start = adventureStart(config, today);
  const days: PlannedDay[] = [];
  for (const [index, entry] of prizes.entries()) {
    const minDepCents = amountOf(config, entry.condition.minDep, currency, subunits);
    if (minDepCents === null) return null;
    const bonusCents = entry.prize.bonus ? amountOf(config, entry.prize.bonus, currency, subunits) : null;
    days.push({
      day: index + 1,
      date: addDays(start, index),
      title: entry.title,
      image: entry.image ?? null,
      freespins: entry.prize.freespin && entry.prize.freespin > 0 ? entry.prize.freespin : null,
      bonusCents: bonusCents && bonusCents > 0 ? bonusCents : null,
      minDepCents,
      wager: wagerOf(entry.condition.wager),
      activationDays: activationDaysOf(entry.condition.periodActivationDays),
    });
  }
  if (days.length === 0) return null;
  return {
    key,
    adventureKey: `${key}:${start}`,
    currency,
    start,
    end: days.at(-1)!.date,
    days,
  };
}

/**
 * A day's steps from the player's records of that day: 1. real deposits ≥ the minimum deposit;
 * 2. real-money bets ≥ what was deposited (at least the minimum): the deposit is played, not parked.
 */
export function daySteps(minDepCents: number, depositCents: number, betCents: number): AdventureStep[] {
  const betTarget = Math.max(minDepCents, depositCents);
  return [
    {
      kind: 'deposit',
      done: depositCents >= minDepCents,
      current_cents: depositCents,
      target_cents: minDepCents,
    },
    { kind: 'bets', done: betCents >= betTarget, current_cents: betCents, target_cents: betTarget },
  ];
}
