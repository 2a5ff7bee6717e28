import type { Adventure, AdventureDay, AdventureDayState, AdventureStep } from '@orbit/contract';

/** The page a day card is on. */
export const ADVENTURE_PATH = '/rocketplay-adventure';
export const GIFTS_PATH = '/profile/gifts';

/** How far a step got, in whole percent (0–100; a step with nothing to reach is full). */
export function stepPercent(step: AdventureStep): number {
  if (step.target_cents <= 0 || step.done) return 100;
  return Math.min(99, Math.floor((Math.max(0, step.current_cents) * 100) / step.target_cents));
}

export interface DayCardView {
  state: AdventureDayState;
  /** The claim button (a done day whose prize is waiting, today or after until the claim window ends). */
  canClaim: boolean;
  /** The steps with their bars: the day being played, or a done day still to claim. */
  showSteps: boolean;
  /** The day's prize is in the gifts. */
  prizeTaken: boolean;
  /** The day the player is on now: highlighted. */
  current: boolean;
}

/** What a day card shows, from the server's facts about the day. */
export function dayCardView(day: AdventureDay): DayCardView {
  return {
    state: day.state,
    canClaim: day.claimable,
    showSteps: day.state === 'active' || day.claimable,
    prizeTaken: day.claimed,
    current: day.state === 'active',
  };
}

export interface AdventureSummary {
  /** Today's day number, or null before the first day and after the last. */
  today: number | null;
  total: number;
  completed: number;
  finished: boolean;
  notStarted: boolean;
}

/** The line above the calendar: day N of M, days completed, or finished. */
export function adventureSummary(adventure: Adventure): AdventureSummary {
  const today = adventure.days.find((day) => day.date === adventure.today)?.day ?? null;
  return {
    today,
    total: adventure.days.length,
    completed: adventure.days.filter((day) => day.state === 'completed' || day.state === 'superb').length,
    finished: adventure.finished,
    notStarted: adventure.today < adventure.start_at,
  };
}
