import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '~/shared/api/provider.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { sendPwaEvent } from '../api/send-pwa-event.ts';
import {
  firstOpenOfSession,
  isInstallRequest,
  isStandalone,
  withoutInstallParam,
} from '../model/install-guide.ts';

const InstallDialog = lazy(() => import('./install-dialog.tsx'));

/**
 * The installable app's part of the late chunk: tells the server a signed-in player opened the
 * installed app (once per session) or installed it (the browser's `appinstalled`), and opens the
 * install instructions for `?pwa=install` on the lobby (a chunk of their own).
 */
export default function LivePwa() {
  const api = useApi();
  const playerId = usePlayer().player?.id;
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (playerId === undefined || !isStandalone() || !firstOpenOfSession(playerId)) return;
    void sendPwaEvent(api, 'open');
  }, [api, playerId]);

  useEffect(() => {
    if (playerId === undefined) return;
    const installed = () => void sendPwaEvent(api, 'install');
    window.addEventListener('appinstalled', installed);
    return () => window.removeEventListener('appinstalled', installed);
  }, [api, playerId]);

  if (!isInstallRequest(pathname, search)) return null;
  // Then the lobby, without the parameter (Back does not open the instructions again).
  const backToLobby = () =>
    navigate({ pathname, search: withoutInstallParam(search), hash }, { replace: true });
  return (
    <Suspense fallback={null}>
      <InstallDialog onClose={backToLobby} />
    </Suspense>
  );
}
