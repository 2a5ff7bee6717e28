import { lazy } from 'react';
import { useFirstUseReplay, whenUsed } from '~/shared/near-view.ts';

/** The header's language button (language-select.tsx's `testId`). */
const selector = '[data-testid="language-select"]';

const Live = lazy(() =>
  whenUsed(selector, () => import('./language-select.tsx')).then((m) => ({ default: m.LanguageSelect })),
);

/**
 * The header's language button, its code loaded once the visitor reaches for it (the pointer over
 * it, a tap, focus): until then its server HTML stays in place. The tap or key that came before
 * the code opens the list once hydrated.
 */
export function LanguageSelect() {
  useFirstUseReplay(selector);
  return <Live />;
}
