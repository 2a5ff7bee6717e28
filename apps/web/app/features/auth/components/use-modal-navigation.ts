import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { closeModalHref, type ModalName, modalHref } from '~/shared/modals.ts';
import { safeRedirectPath } from '~/shared/safe-redirect.ts';
import { reloadAfterSignIn } from '../model/session-reset.ts';

/** Where the auth modals go: close, switch to another modal, or finish a sign-in. */
export function useModalNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const close = useCallback(
    () => navigate(closeModalHref(location), { preventScrollReset: true }),
    [location, navigate],
  );

  const hrefOf = useCallback((modal: ModalName) => modalHref(location, modal), [location]);

  /**
   * After sign-in or registration: reload the profile, then the `redirect` path (`/` when it is
   * none of this site's) or, without one, the page behind.
   */
  const finishSignIn = useCallback(async () => {
    await reloadAfterSignIn(queryClient);
    const wanted = new URLSearchParams(location.search).get('redirect');
    if (wanted === null) navigate(closeModalHref(location), { replace: true, preventScrollReset: true });
    else navigate(safeRedirectPath(wanted), { replace: true });
  }, [location, navigate, queryClient]);

  return { close, hrefOf, finishSignIn, search: new URLSearchParams(location.search) };
}
