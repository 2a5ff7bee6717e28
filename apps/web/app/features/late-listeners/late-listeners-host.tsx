import { lazy, Suspense } from 'react';
import { useHydrated } from '~/shared/use-hydrated.ts';

const LateListeners = lazy(() => import('./late-listeners.tsx'));

/** The late realtime listeners, one chunk loaded after hydration: the lobby's start-up carries none of them. */
export function LateListenersHost() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <LateListeners />
    </Suspense>
  ) : null;
}
