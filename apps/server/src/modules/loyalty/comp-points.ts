import type { CompPoints } from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { presentPoints } from './earning.ts';
import { findBalance } from './repository.ts';

/** `GET /api/player/comp_points`. */
export async function compPointsOf(deps: Deps, userId: number): Promise<CompPoints> {
  return presentPoints(await findBalance(deps.db, userId));
}
