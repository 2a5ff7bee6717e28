import { lazy, Suspense } from 'react';
import { useHydrated } from '~/shared/use-hydrated.ts';

const LiveListeners = lazy(() => import('./live-listeners.tsx'));

/** The shell's late listeners, one chunk loaded after hydration: the lobby's start-up carries none of them. */
export function LiveListenersHost() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <LiveListeners />
    </Suspense>
  ) : null;
}
