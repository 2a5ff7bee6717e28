import { lazy, Suspense } from 'react';
import { useHydrated } from '~/shared/use-hydrated.ts';

const LiveAchievements = lazy(() => import('./live-achievements.tsx'));

/** The `achievements_award` listener, loaded after hydration: the lobby's start-up carries none of it. */
export function LiveAchievementsHost() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <LiveAchievements />
    </Suspense>
  ) : null;
}
