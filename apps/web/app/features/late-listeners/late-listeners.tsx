import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isIosWebview } from '~/features/tab-attention/index.ts';
import { TelemetryStarter } from '~/features/telemetry/index.ts';
import { onFirstUse } from '~/shared/first-use.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import type { PlayerPart } from './player-listeners.tsx';

// Chunks of their own: a guest's page never loads a player's listeners, nor the page's before
// something wants them.
const PlayerListeners = lazy(() => import('./player-listeners.tsx'));
const PageListeners = lazy(() => import('./page-listeners.tsx'));

/**
 * Whether the page's listeners are wanted, for good once they are: a signed-in player's page, an
 * address that asks for one of them (`#chat`, `#sport`, `?pwa=install`; every hash or query, to be
 * safe), an iOS webview (its prompt's clock runs from the start), or the page once in use (a
 * `#chat` link followed, the tab hidden for the idle title). A guest's first screen wants none.
 */
function usePageListenersWanted(signedIn: boolean): boolean {
  const { search, hash } = useLocation();
  const asked = signedIn || search !== '' || hash !== '' || isIosWebview(navigator.userAgent);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (asked) setWanted(true);
    else if (!wanted) return onFirstUse(() => setWanted(true));
  }, [asked, wanted]);
  return wanted || asked;
}

/**
 * What no page's first paint needs, loaded after hydration (by `LateListenersHost`), for guests and
 * players alike: the telemetry's starter (it waits for the page to be in use), the page's listeners
 * once wanted (page-listeners.tsx), and for a signed-in player their own listeners, bell or sidebar
 * row (player-listeners.tsx).
 */
export default function LateListeners({ part }: { part?: PlayerPart | undefined }) {
  return part ? <PlayerListeners part={part} /> : <Listeners />;
}

function Listeners() {
  const { signedIn } = usePlayer();
  const wanted = usePageListenersWanted(signedIn);
  return (
    <>
      {signedIn && (
        // Its own boundary: signing in must not hide the listeners above while the chunk loads.
        <Suspense fallback={null}>
          <PlayerListeners />
        </Suspense>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <PageListeners />
        </Suspense>
      )}
      <TelemetryStarter />
    </>
  );
}
