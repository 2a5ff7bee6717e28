/**
 * The VIP adventure calendar's rules (spec 2 §4), shared by the server (which days may be claimed)
 * and the web (the cards). Days are UTC calendar dates written `YYYY-MM-DD`, which sort as text.
 */

/** Testers see the adventure whatever their VIP status. */
export const ADVENTURE_TESTER_GROUP = 21;

/**
 * Who is on which prize list when `vip-adventures` names no `audience`: the first entry whose
 * groups the player is in (diamond 759 and the operator's platinum 255 on the platinum list).
 */
export const DEFAULT_ADVENTURE_AUDIENCE: ReadonlyArray<{ key: string; groups: readonly number[] }> = [
  { key: 'platinum', groups: [759, 255] },
  { key: 'gold', groups: [259] },
  { key: 'silver', groups: [258] },
];

interface AdventureAudienceConfig {
  audience?: ReadonlyArray<{ key: string; groups: readonly number[] }>;
  prizes: Record<string, readonly unknown[]>;
}

/**
 * The prize list (`prizes` key) a player with these groups is on: the first audience entry that
 * names one of their groups and has prizes; a tester in none gets the last (the entry level).
 * Null: the adventure is not for this player.
 */
export function adventureKeyFor(config: AdventureAudienceConfig, groups: readonly number[]): string | null {
  const audience = (config.audience ?? DEFAULT_ADVENTURE_AUDIENCE).filter(
    (entry) => (config.prizes[entry.key]?.length ?? 0) > 0,
  );
  const mine = audience.find((entry) => entry.groups.some((group) => groups.includes(group)));
  if (mine) return mine.key;
  return groups.includes(ADVENTURE_TESTER_GROUP) ? (audience.at(-1)?.key ?? null) : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar date of an instant. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The date `n` days after `day`. */
export const addDays = (day: string, n: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The Monday (UTC) of the week of `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The adventure's first day: the config's `start_at`, else the current week's Monday. */
export const adventureStart = (config: { start_at?: string }, today: string): string =>
  config.start_at ?? mondayOf(today);

export const ADVENTURE_DAY_STATES = ['completed', 'active', 'lost', 'future', 'superb'] as const;
export type AdventureDayState = (typeof ADVENTURE_DAY_STATES)[number];

export interface AdventureDayFacts {
  /** The day's date. */
  date: string;
  /** Every step of the day is done (by the player's deposits and bets of that day). */
  isCompleted: boolean;
  /** Its prize was given. */
  claimed: boolean;
  /** The adventure's final day. */
  isLast: boolean;
}

/**
 * A day card's state on `today`: future before its date; active on it until its prize is taken;
 * completed once taken (or, after its date, when its steps were done); lost when its date passed
 * with the steps undone. The final day, completed, is superb: the whole adventure is done.
 */
export function adventureDayState(day: AdventureDayFacts, today: string): AdventureDayState {
  const completed = day.claimed || (day.date < today && day.isCompleted);
  if (completed) return day.isLast ? 'superb' : 'completed';
  if (day.date > today) return 'future';
  return day.date === today ? 'active' : 'lost';
}

/** The last day on which prizes can still be taken: the day after the final one. */
export const adventureClaimsUntil = (lastDate: string): string => addDays(lastDate, 1);

/**
 * The whole adventure is finished when its final day is completed (prize taken), or when today is
 * past the final day plus one.
 */
export const adventureFinished = (lastDate: string, lastClaimed: boolean, today: string): boolean =>
  lastClaimed || today > adventureClaimsUntil(lastDate);

export type AdventureClaimRefusal =
  | 'adventure.day_not_started'
  | 'adventure.day_not_completed'
  | 'adventure.finished';

/**
 * Whether a day's prize can be taken now (null) or why not. Its steps must be done; a past day's
 * done steps stay claimable until the day after the final one, so midnight takes nothing earned.
 */
export function adventureClaimRefusal(
  day: { date: string; isCompleted: boolean },
  lastDate: string,
  today: string,
): AdventureClaimRefusal | null {
  if (day.date > today) return 'adventure.day_not_started';
  if (today > adventureClaimsUntil(lastDate)) return 'adventure.finished';
  if (!day.isCompleted) return 'adventure.day_not_completed';
  return null;
}
