import { lazy, memo, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { activeCashbox, type CashboxSectionName, pageBehindCashbox } from '~/shared/cashbox-links.ts';
import { modalHref } from '~/shared/modals.ts';
import { usePlayer } from '~/shared/player/get-player.ts';

// The cashbox's code loads only when it opens: no page carries it at start-up.
const CashboxDialog = lazy(() => import('./cashbox-dialog.tsx'));

/**
 * Opens the cashbox over the current page when the URL asks for it (`?cashbox=deposit`, see
 * ~/shared/cashbox-links.ts), so the game or list behind stays as it is. A guest gets registration over
 * the same page, coming back to the cashbox once signed in. Mounted once by the shell.
 */
export function CashboxHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const cashbox = activeCashbox(location);
  const { player, data } = usePlayer();
  const guest = cashbox?.over === true && data !== undefined && !player;
  useEffect(() => {
    if (!guest) return;
    // The cashbox comes back through `redirect` once signed in; the page itself drops it meanwhile.
    const wanted = `${location.pathname}${location.search}`;
    navigate(modalHref(pageBehindCashbox(location), 'registration', { redirect: wanted }), { replace: true });
  }, [guest, location, navigate]);
  if (!cashbox?.over || !player) return null;
  return <LazyCashboxDialog section={cashbox.section} />;
}

// Memoised like the auth modals: a re-render during hydration must not restart a loading boundary.
const LazyCashboxDialog = memo(function LazyCashboxDialog({ section }: { section: CashboxSectionName }) {
  return (
    <Suspense fallback={null}>
      <CashboxDialog section={section} />
    </Suspense>
  );
});
