import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PROMO_STORAGE_PREFIX } from '../model/promo-storage.ts';

const Host = lazy(() => import('./promo-code-host.tsx').then((m) => ({ default: m.PromoCodeHost })));

/** Whether the session keeps a code (sessionStorage may be missing or refuse: then none is kept). */
function codeKept(): boolean {
  try {
    return Object.keys(sessionStorage).some((key) => key.startsWith(PROMO_STORAGE_PREFIX));
  } catch {
    return false;
  }
}

/**
 * The promo-code host, loaded only when it has something to act on: an address with a query (a
 * code may be in it) or a code the session keeps. A first-time guest's page loads none of it; once
 * loaded it stays for the page's life.
 */
export function LazyPromoCodeHost() {
  const { search } = useLocation();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted && (search !== '' || codeKept())) setWanted(true);
  }, [search, wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  ) : null;
}
