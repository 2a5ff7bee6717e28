import { lazy, Suspense } from 'react';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useHydrated } from '~/shared/use-hydrated.ts';

const Bookmarks = lazy(() => import('./side-bookmarks.tsx').then((m) => ({ default: m.SideBookmarks })));

/**
 * The side bookmarks, mounted once by the shell: their code and queries load after the page has
 * hydrated, so they cost the lobby's start-up nothing (and the server renders no tab to match);
 * a signed-in player's only, so a guest's page loads none of them.
 */
export function SideBookmarksHost() {
  const hydrated = useHydrated();
  const { signedIn } = usePlayer();
  return hydrated && signedIn ? (
    <Suspense fallback={null}>
      <Bookmarks />
    </Suspense>
  ) : null;
}
