/**
 * Under `player`: what a visitor sees depends on who they are (the audience's groups), so signing
 * in or out reloads it with the rest of the player.
 */
export const TOURNAMENTS_KEY = ['player', 'tournaments'] as const;

export const tournamentsKeys = {
  list: (locale: string) => [...TOURNAMENTS_KEY, 'list', locale] as const,
  recent: (locale: string) => [...TOURNAMENTS_KEY, 'recent', locale] as const,
  mine: (locale: string) => [...TOURNAMENTS_KEY, 'mine', locale] as const,
  one: (slug: string, locale: string) => [...TOURNAMENTS_KEY, 'one', slug, locale] as const,
  status: (id: number) => [...TOURNAMENTS_KEY, 'status', id] as const,
  statuses: (ids: readonly number[]) => [...TOURNAMENTS_KEY, 'statuses', ...ids] as const,
  lotteries: (locale: string) => ['player', 'tournaments-lotteries', locale] as const,
};
