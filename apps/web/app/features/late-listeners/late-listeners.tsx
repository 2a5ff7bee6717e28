import { lazy, Suspense } from 'react';
import { LivePwa } from '~/features/pwa/index.ts';
import { SportHashHost } from '~/features/sport/index.ts';
import { SupportHost, SurveyHost } from '~/features/support/index.ts';
import { IdleTitle, IosWebviewPromptHost } from '~/features/tab-attention/index.ts';
import { TelemetryStarter } from '~/features/telemetry/index.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import type { PlayerPart } from './player-listeners.tsx';

// A chunk of its own: a guest's page never loads a player's listeners.
const PlayerListeners = lazy(() => import('./player-listeners.tsx'));

/**
 * What no page's first paint needs, in one chunk, for guests and players alike: the install
 * prompt's listener, the support chat (`#chat`), the sport links (`#sport`) and the survey
 * widget, the telemetry's starter, the idle title and the iOS webview prompt; and for a signed-in
 * player their own listeners, bell or sidebar row (player-listeners.tsx).
 */
export default function LateListeners({ part }: { part?: PlayerPart | undefined }) {
  const { signedIn } = usePlayer();
  if (part) return <PlayerListeners part={part} />;
  return (
    <>
      {signedIn && (
        // Its own boundary: signing in must not hide the listeners above while the chunk loads.
        <Suspense fallback={null}>
          <PlayerListeners />
        </Suspense>
      )}
      <LivePwa />
      <SupportHost />
      <SportHashHost />
      <SurveyHost />
      <TelemetryStarter />
      <IdleTitle />
      <IosWebviewPromptHost />
    </>
  );
}
