import { type ComponentProps, lazy } from 'react';
import { useFirstUseReplay, whenUsed } from '~/shared/near-view.ts';
import type { SearchBox as LiveSearchBox } from './search-box.tsx';

/** The header's search field (the sidebar has its own). */
const HEADER_SEARCH = 'header search';

const Live = lazy(() =>
  whenUsed(HEADER_SEARCH, () => import('./search-box.tsx')).then((m) => ({ default: m.SearchBox })),
);

/**
 * The header's search, its code loaded once the visitor reaches for the field (the pointer over
 * it, a tap, focus): until then its server HTML stays in place, a field that already takes text.
 * Once hydrated, the focus and the text it got before reach the search as if it had been there.
 */
export function SearchBox(props: ComponentProps<typeof LiveSearchBox>) {
  useFirstUseReplay(HEADER_SEARCH);
  return <Live {...props} />;
}
