import type { AnyHouseGame, EngineId } from '../engine.ts';
import { baccarat } from './baccarat.ts';
import { blackjack } from './blackjack.ts';
import { roulette } from './roulette.ts';
import { videoPoker } from './video-poker.ts';

/** The table games: roulette, blackjack, baccarat, video poker. */
export const tablesGames: Partial<Record<EngineId, AnyHouseGame>> = {
  roulette,
  blackjack,
  baccarat,
  'video-poker': videoPoker,
};
