import { lazy, Suspense } from 'react';
import { useHydrated } from '~/shared/use-hydrated.ts';

const Bookmarks = lazy(() => import('./side-bookmarks.tsx').then((m) => ({ default: m.SideBookmarks })));

/**
 * The side bookmarks, mounted once by the shell: their code and queries load after the page has
 * hydrated, so they cost the lobby's start-up nothing (and the server renders no tab to match).
 */
export function SideBookmarksHost() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <Bookmarks />
    </Suspense>
  ) : null;
}
