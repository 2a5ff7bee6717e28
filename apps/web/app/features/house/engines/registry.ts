import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type EngineUi = LazyExoticComponent<ComponentType>;

/**
 * Each engine's UI, loaded on its own: a dice frame never downloads the roulette board, and
 * none of it is reachable from the lobby's start-up chunks.
 */
const ENGINE_UIS: Record<string, EngineUi> = {
  dice: lazy(() => import('./dice/dice-game.tsx')),
  roulette: lazy(() => import('./roulette/roulette-game.tsx')),
};

export function engineUi(engine: string): EngineUi | undefined {
  return ENGINE_UIS[engine];
}
