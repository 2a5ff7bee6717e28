import { lazy } from 'react';
import { useFirstUseReplay, whenUsed } from '~/shared/near-view.ts';

/** The notice's region (cookie-notice-live.tsx labels it with its title). */
const NOTICE = '[aria-labelledby="cookie-notice-title"]';

const Live = lazy(() =>
  whenUsed(NOTICE, () => import('./cookie-notice-live.tsx')).then((m) => ({ default: m.CookieNotice })),
);

/**
 * The cookie notice, its code loaded once the visitor reaches for it (the pointer over it, a tap,
 * focus): until then its server HTML stays in place, its policy link a plain link. The tap or key
 * on its button that came before the code dismisses it once hydrated.
 */
export function CookieNotice({ dismissed }: { dismissed: boolean }) {
  useFirstUseReplay(NOTICE);
  return <Live dismissed={dismissed} />;
}
