import type { AnyHouseGame, EngineId } from '../engine.ts';

/** Filled in as the engines land. */
export const tablesGames: Partial<Record<EngineId, AnyHouseGame>> = {};
