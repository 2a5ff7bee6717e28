import { lazy, Suspense, useEffect, useState } from 'react';

// Its code loads after hydration, as the slot nears the viewport: the feed is live data (its
// `wins` channel opens the socket), nothing of it is server-rendered.
const LatestWins = lazy(() =>
  import('~/shared/near-view.ts').then((m) =>
    m.whenNear('[aria-labelledby=latest-wins-title]', () =>
      import('./latest-wins.tsx').then((w) => ({ default: w.LatestWins })),
    ),
  ),
);

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
