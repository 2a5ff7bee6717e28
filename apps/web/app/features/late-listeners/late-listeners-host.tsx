import { lazy, Suspense } from 'react';
import { useHydrated } from '~/shared/use-hydrated.ts';
import type { LatePart } from './late-listeners.tsx';

const LateListeners = lazy(() => import('./late-listeners.tsx'));

/**
 * One part of the late chunk (loaded after hydration: the lobby's start-up carries none of it):
 * the realtime listeners by default, the notifications bell or sidebar row where asked.
 */
export function LateListenersHost({ part }: { part?: LatePart }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <LateListeners part={part} />
    </Suspense>
  ) : null;
}
