import type { AnyHouseGame, EngineId } from '../engine.ts';
import { crash } from './crash.ts';
import { dice } from './dice.ts';
import { keno } from './keno.ts';
import { mines } from './mines.ts';
import { plinko } from './plinko.ts';

/** Orbit's originals: crash (shared rounds), dice, plinko, mines, keno. */
export const originalsGames: Partial<Record<EngineId, AnyHouseGame>> = { crash, dice, plinko, mines, keno };
