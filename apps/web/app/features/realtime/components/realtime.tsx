import { lazy, Suspense, useEffect, useState } from 'react';

// Its code (and socket.io-client's, imported from there) loads after hydration, on its own.
const LiveConnection = lazy(() =>
  import('./live-connection.tsx').then((m) => ({ default: m.LiveConnection })),
);

/**
 * The page's realtime socket and what it shows by itself (the jackpot win popup); mount once.
 * A game frame passes `popups={false}`: the casino page around it already shows them.
 */
export function Realtime({ popups = true }: { popups?: boolean }) {
  const [hydrated, setHydrated] = useState(false);
  // Component tests (jsdom) render the shell without a server to connect to.
  useEffect(() => setHydrated(import.meta.env.MODE !== 'test'), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LiveConnection popups={popups} />
    </Suspense>
  );
}
