import { lazy, useState } from 'react';
import { whenNear } from '~/shared/near-view.ts';
import { usePlayer } from '~/shared/player/get-player.ts';

const FooterWhenNear = lazy(() => whenNear('footer', () => import('./footer.tsx')));
const FooterNow = lazy(() => import('./footer.tsx'));

/**
 * A guest's footer once near the viewport: until then it suspends, so React keeps the server's
 * HTML of the shell's lazy footer in place (readable, its links plain links) and loads none of its
 * code. The waiting lives in this chunk, not in every page's start-up code.
 * A signed-in player's footer hydrates with the page: their session can end elsewhere, and the
 * reset to a guest drops the cached queries the footer's server HTML was rendered from, which a
 * footer hydrating after it would no longer match.
 */
export default function FooterNear() {
  const { signedIn } = usePlayer();
  // Chosen once, as the page hydrates: a boundary's component must not change under it.
  const [Footer] = useState(() => (signedIn ? FooterNow : FooterWhenNear));
  return <Footer />;
}
