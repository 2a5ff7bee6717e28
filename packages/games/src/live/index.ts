import type { AnyHouseGame, EngineId } from '../engine.ts';

/** Filled in as the engines land. */
export const liveGames: Partial<Record<EngineId, AnyHouseGame>> = {};
