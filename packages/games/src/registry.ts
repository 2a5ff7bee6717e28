import type { AnyHouseGame, EngineId } from './engine.ts';
import { liveGames } from './live/index.ts';
import { originalsGames } from './originals/index.ts';
import { slotsGames } from './slots/index.ts';
import { tablesGames } from './tables/index.ts';

/** Every engine by its id. */
export const HOUSE_GAMES: Partial<Record<EngineId, AnyHouseGame>> = {
  ...slotsGames,
  ...tablesGames,
  ...originalsGames,
  ...liveGames,
};

export function houseGame(engine: string): AnyHouseGame | undefined {
  return HOUSE_GAMES[engine as EngineId];
}

/** The family of a house game, which decides how much of its stake counts towards a bonus's wagering. */
export type GameFamily = 'slots' | 'tables' | 'originals' | 'live';

const FAMILIES: Array<[GameFamily, Partial<Record<EngineId, AnyHouseGame>>]> = [
  ['slots', slotsGames],
  ['tables', tablesGames],
  ['originals', originalsGames],
  ['live', liveGames],
];

export function gameFamily(engine: string): GameFamily | undefined {
  return FAMILIES.find(([, engines]) => engine in engines)?.[0];
}
