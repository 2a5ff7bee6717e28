/**
 * Loyalty levels from `/api/info/statuses`: a level is a status whose id is `level_N` and whose
 * condition is a band of persistent comp points `[min, max)`. The server raises a player's level
 * with it; the profile shows the band's progress.
 */

export interface LevelBand {
  id: string;
  number: number;
  name: string;
  min: number;
  max: number;
}

interface StatusLike {
  id: string;
  name: string;
  status: boolean;
  conditions: unknown[];
}

const LEVEL_ID = /^level_(\d+)$/;

function bandOf(conditions: unknown[]): { min: number; max: number } | undefined {
  for (const condition of conditions) {
    const band = (condition as { persistent_comp_points?: { min?: unknown; max?: unknown } })
      ?.persistent_comp_points;
    if (typeof band?.min === 'number' && typeof band.max === 'number')
      return { min: band.min, max: band.max };
  }
  return undefined;
}

/** The levels in order, each with its band; statuses that are not levels or have no band are left out. */
export function levelBands(statuses: StatusLike[]): LevelBand[] {
  const bands: LevelBand[] = [];
  for (const status of statuses) {
    const match = status.status ? LEVEL_ID.exec(status.id) : null;
    const band = match ? bandOf(status.conditions) : undefined;
    if (match && band) bands.push({ id: status.id, number: Number(match[1]), name: status.name, ...band });
  }
  return bands.sort((a, b) => a.number - b.number);
}

/** The highest level whose band starts at or below the points (the first level below every band). */
export function levelForPoints(bands: LevelBand[], points: number): LevelBand | undefined {
  let found: LevelBand | undefined = bands[0];
  for (const band of bands) if (band.min <= points) found = band;
  return found;
}
