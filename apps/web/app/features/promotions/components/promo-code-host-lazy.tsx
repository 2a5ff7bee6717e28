import { lazy, Suspense } from 'react';

const Host = lazy(() => import('./promo-code-host.tsx').then((m) => ({ default: m.PromoCodeHost })));

/**
 * The promo-code host, loaded after the page's own JavaScript: it only acts on a code in the
 * address or the session, so it costs the lobby's start-up nothing.
 */
export function LazyPromoCodeHost() {
  return (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  );
}
