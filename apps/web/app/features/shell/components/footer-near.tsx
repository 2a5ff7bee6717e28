import { lazy } from 'react';
import { whenNear } from '~/shared/near-view.ts';

const Footer = lazy(() => whenNear('footer', () => import('./footer.tsx')));

/**
 * The footer once near the viewport: until then it suspends, so React keeps the server's HTML of
 * the shell's lazy footer in place (readable, its links plain links) and loads none of its code.
 * The waiting lives in this chunk, not in every page's start-up code.
 */
export default function FooterNear() {
  return <Footer />;
}
