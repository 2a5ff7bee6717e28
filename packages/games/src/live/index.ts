import type { AnyHouseGame, EngineId } from '../engine.ts';
import { liveTable } from './live-table.ts';

/** The live studio: shared timed rounds of roulette, baccarat and the game-show wheel. */
export const liveGames: Partial<Record<EngineId, AnyHouseGame>> = { 'live-table': liveTable };
