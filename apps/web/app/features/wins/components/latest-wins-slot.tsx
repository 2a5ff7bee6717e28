import { lazy, Suspense, useEffect, useState } from 'react';

// Its code loads after hydration: the feed is live data, nothing of it is server-rendered.
const LatestWins = lazy(() => import('./latest-wins.tsx').then((m) => ({ default: m.LatestWins })));

/** The lobby's place for the wins feed: a fixed height reserved from the first paint (no layout shift). */
export function LatestWinsSlot() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <section aria-labelledby="latest-wins-title" className="h-36 overflow-hidden">
      {hydrated && (
        <Suspense fallback={null}>
          <LatestWins />
        </Suspense>
      )}
    </section>
  );
}
