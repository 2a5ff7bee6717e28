import type { AnyHouseGame, EngineId } from '../engine.ts';
import { classicEngine } from './classic.ts';
import type { SlotVariant } from './variant.ts';

export { classicEngine } from './classic.ts';
export type { SlotGame, SlotLayout } from './slot-engine.ts';
export type * from './types.ts';

/** Every slot engine by its id. */
export const slotsGames: Partial<Record<EngineId, AnyHouseGame>> = {
  'slot-classic': classicEngine,
};

/** Every slot variant (the measuring script and the RTP tests walk them). */
export const slotVariants: readonly SlotVariant[] = [classicEngine].flatMap((e) =>
  Object.values(e.definitions),
);
