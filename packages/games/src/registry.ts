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
