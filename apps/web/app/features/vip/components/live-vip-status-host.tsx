import { lazy, Suspense } from 'react';
import { useHydrated } from '~/shared/use-hydrated.ts';

const LiveVipStatus = lazy(() => import('./live-vip-status.tsx'));

/** The `groups_updates` listener, loaded after hydration: the lobby's start-up carries none of it. */
export function LiveVipStatusHost() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <LiveVipStatus />
    </Suspense>
  ) : null;
}
