import { type CompsAward, type LevelBand, levelForPoints, type PlayerStatus } from '@orbit/contract';

const LEVEL_ID = /^level_\d+$/;

/** The `level_N` status among the player's statuses, if any. */
export function playerLevel(statuses: readonly PlayerStatus[]): { id: string; name: string } | null {
  const level = statuses.find((status) => LEVEL_ID.test(String(status.id)));
  return level ? { id: String(level.id), name: String(level.name) } : null;
}

export interface LevelProgress {
  current: LevelBand | undefined;
  next: LevelBand | undefined;
  /** 0…100 through the current level's band (100 at the top level). */
  percent: number;
  /** Status points still missing for the next level; null at the top. */
  pointsToNext: number | null;
}

/**
 * Where the player's status points stand: their level (the server's, which never goes down; else
 * the band the points are in), the next one, and the progress through the current band.
 */
export function levelProgress(
  bands: readonly LevelBand[],
  points: number,
  levelId: string | null,
): LevelProgress {
  const current = bands.find((band) => band.id === levelId) ?? levelForPoints([...bands], points);
  const index = current ? bands.indexOf(current) : -1;
  const next = index >= 0 ? bands[index + 1] : undefined;
  if (!current || !next) return { current, next, percent: current ? 100 : 0, pointsToNext: null };
  const span = next.min - current.min;
  const percent = span > 0 ? Math.floor(((points - current.min) / span) * 100) : 100;
  return {
    current,
    next,
    percent: Math.min(100, Math.max(0, percent)),
    pointsToNext: Math.max(0, next.min - points),
  };
}

/** Each level against the player's: reached (below or equal), current, or still ahead. */
export function levelState(band: LevelBand, current: LevelBand | undefined): 'reached' | 'current' | 'ahead' {
  if (current && band.id === current.id) return 'current';
  return current && band.number < current.number ? 'reached' : 'ahead';
}

/** The event's level (empty when it did not change) differs from the one the profile shows. */
export const levelChanged = (eventLevel: string, playerLevelId: string | null) =>
  eventLevel !== '' && eventLevel !== playerLevelId;

/** A `comps_award` payload with the fields the page relies on (it still comes over the network). */
export function isCompsAward(data: unknown): data is CompsAward {
  const award = data as Partial<CompsAward> | null;
  return (
    typeof award?.chargeable?.points === 'number' &&
    typeof award.persistent?.points === 'number' &&
    typeof award.level === 'string'
  );
}
