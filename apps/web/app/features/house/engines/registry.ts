import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type EngineUi = LazyExoticComponent<ComponentType>;

/**
 * Each engine's UI, loaded on its own: a dice frame never downloads the roulette board, and
 * none of it is reachable from the lobby's start-up chunks.
 */
/** The three slot engines share one reel-grid UI (and one chunk). */
const slotUi = lazy(() => import('./slots/slot-game.tsx'));

const ENGINE_UIS: Record<string, EngineUi> = {
  dice: lazy(() => import('./dice/dice-game.tsx')),
  roulette: lazy(() => import('./roulette/roulette-game.tsx')),
  'slot-classic': slotUi,
  'slot-lines': slotUi,
  'slot-ways': slotUi,
  blackjack: lazy(() => import('./blackjack/blackjack-game.tsx')),
  'video-poker': lazy(() => import('./video-poker/video-poker-game.tsx')),
  mines: lazy(() => import('./mines/mines-game.tsx')),
  keno: lazy(() => import('./keno/keno-game.tsx')),
  plinko: lazy(() => import('./plinko/plinko-game.tsx')),
  baccarat: lazy(() => import('./baccarat/baccarat-game.tsx')),
  crash: lazy(() => import('./crash/crash-game.tsx')),
  'live-table': lazy(() => import('./live-table/live-table-game.tsx')),
};

export function engineUi(engine: string): EngineUi | undefined {
  return ENGINE_UIS[engine];
}
