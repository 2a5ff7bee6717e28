import type { Achievement } from '@orbit/contract';

/** The goal of the badge's next level (null once every level is reached) and the share of the way there. */
export function nextGoal(achievement: Pick<Achievement, 'level' | 'levels' | 'progress'>) {
  const { level, levels, progress } = achievement;
  const goal = levels[level];
  if (goal === undefined) return { goal: null, share: 1 };
  const from = level === 0 ? 0 : (levels[level - 1] ?? 0);
  return { goal, share: Math.max(0, Math.min(1, (progress - from) / (goal - from))) };
}

/** Whether a realtime payload is an achievement award (the channel's payload is not trusted blindly). */
export function isAchievementAward(data: unknown): data is Achievement {
  const award = data as Partial<Achievement> | null;
  return typeof award?.badge === 'string' && typeof award.level === 'number' && Array.isArray(award.levels);
}

export const ACHIEVEMENTS_PATH = '/tournaments/achievements';
