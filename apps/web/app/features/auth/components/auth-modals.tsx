import { lazy, memo, Suspense } from 'react';
import { useLocation } from 'react-router';
import { activeModal, type ModalName } from '~/shared/modals.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useAuthErrorHandler } from './use-auth-error-handler.ts';

// The modals and the signed-in player's notices are chunks of their own, loaded when shown: a
// guest's page carries none of their code (the server still renders them in place, e.g. on /login).
const AuthModal = lazy(() => import('./auth-modal.tsx'));
// A modal's form is a chunk of its own too: asked for together with the modal's, not after it.
const FORMS: Record<ModalName, () => Promise<unknown>> = {
  login: () => import('./login-modal.tsx'),
  registration: () => import('./registration-modal.tsx'),
  remind: () => import('./remind-modal.tsx'),
  'new-password': () => import('./new-password-modal.tsx'),
  'email-verify': () => import('./email-confirmation-modal.tsx'),
  'email-confirmation': () => import('./email-confirmation-modal.tsx'),
};
const PlayerNotices = lazy(() => import('./player-notices.tsx'));
const UnconfirmedEmailNotice = lazy(() =>
  import('./unconfirmed-email-notice.tsx').then((m) => ({ default: m.UnconfirmedEmailNotice })),
);

/**
 * Renders whichever auth modal the URL asks for (see ~/shared/modals.ts) and answers the
 * auth-error event (logout + login modal). Mounted once by the shell's modal host. For a
 * signed-in player it also mounts what follows a profile load (see player-notices.tsx).
 */
export function AuthModals() {
  const location = useLocation();
  const modal = activeModal(location);
  const { player } = usePlayer();
  useAuthErrorHandler();
  return (
    <>
      {player ? <LazyPlayerNotices modalOpen={modal !== null} /> : null}
      {modal ? <LazyAuthModal key={modal} name={modal} /> : null}
    </>
  );
}

// Memoised so that a re-render of the host during hydration does not count as an update of a
// server-rendered boundary whose chunk is still loading (React would then render it again on the client).
const LazyAuthModal = memo(function LazyAuthModal({ name }: { name: ModalName }) {
  void FORMS[name]();
  return (
    <Suspense fallback={null}>
      <AuthModal name={name} />
    </Suspense>
  );
});

const LazyPlayerNotices = memo(function LazyPlayerNotices({ modalOpen }: { modalOpen: boolean }) {
  return (
    <Suspense fallback={null}>
      <PlayerNotices modalOpen={modalOpen} />
    </Suspense>
  );
});

/**
 * The header's unconfirmed-e-mail notice: its code loads only for a signed-in player
 * whose address is not confirmed.
 */
export function HeaderEmailNotice() {
  const { player } = usePlayer();
  return player && !player.confirmed_at ? <LazyEmailNotice /> : null;
}

const LazyEmailNotice = memo(function LazyEmailNotice() {
  return (
    <Suspense fallback={null}>
      <UnconfirmedEmailNotice />
    </Suspense>
  );
});
