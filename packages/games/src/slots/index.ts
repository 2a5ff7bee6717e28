import type { AnyHouseGame, EngineId } from '../engine.ts';
import { classicEngine } from './classic.ts';
import { linesEngine } from './lines.ts';
import type { SlotVariant } from './variant.ts';
import { waysEngine } from './ways.ts';

export { classicEngine } from './classic.ts';
export { linesEngine } from './lines.ts';
export type { SlotGame, SlotLayout } from './slot-engine.ts';
export type * from './types.ts';
export { waysEngine } from './ways.ts';

/** Every slot engine by its id. */
export const slotsGames: Partial<Record<EngineId, AnyHouseGame>> = {
  'slot-classic': classicEngine,
  'slot-lines': linesEngine,
  'slot-ways': waysEngine,
};

/** Every slot variant (the measuring script and the RTP tests walk them). */
export const slotVariants: readonly SlotVariant[] = [classicEngine, linesEngine, waysEngine].flatMap((e) =>
  Object.values(e.definitions),
);
