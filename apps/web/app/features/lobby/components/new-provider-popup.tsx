import { playerGroups } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { providersQueryOptions } from '~/features/games/index.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useNewProviderPopup } from '../api/get-new-provider-popup.ts';
import { popupSessionKey, shouldShowNewProviderPopup } from '../model/new-provider-popup.ts';

const NewProviderModal = lazy(() => import('./new-provider-modal.tsx'));

function shownThisSession(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function rememberShown(key: string) {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Storage off (private mode): the shown group still keeps it from coming back after a close.
  }
}

/**
 * The new-provider popup: once per session (sessionStorage) for a signed-in player
 * of the campaign's target group who is not yet in its shown group. Its code loads only then.
 */
export function NewProviderPopup() {
  const { player } = usePlayer();
  const config = useNewProviderPopup(player !== null);
  const [open, setOpen] = useState(false);
  const api = useApi();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!config || !player) return;
    const key = popupSessionKey(config);
    const audience = {
      signedIn: true,
      groups: playerGroups(player),
      shownThisSession: shownThisSession(key),
    };
    if (!shouldShowNewProviderPopup(config, audience)) return;
    rememberShown(key);
    // The producer's name (its title) comes with the modal's code, not after it.
    void queryClient.prefetchQuery(providersQueryOptions(api));
    setOpen(true);
  }, [config, player, api, queryClient]);

  if (!open || !config) return null;
  return (
    <Suspense fallback={null}>
      <NewProviderModal config={config} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
