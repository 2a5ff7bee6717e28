import { lazy, Suspense } from 'react';
import { useHydrated } from '~/shared/use-hydrated.ts';
import type { PlayerPart } from './player-listeners.tsx';

const LateListeners = lazy(() => import('./late-listeners.tsx'));

/**
 * One part of the late chunk (loaded after hydration: the lobby's start-up carries none of it):
 * the listeners by default, the notifications bell or sidebar row where asked.
 */
export function LateListenersHost({ part }: { part?: PlayerPart }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <LateListeners part={part} />
    </Suspense>
  ) : null;
}
