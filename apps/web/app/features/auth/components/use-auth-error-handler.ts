import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onAuthError } from '~/shared/api/events.ts';
import { activeModal, modalHref } from '~/shared/modals.ts';
import { resetToGuest } from '../model/session-reset.ts';

/** Every 401 logs the player out locally and opens the login modal over the current page. */
export function useAuthErrorHandler() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef(location);
  latest.current = location;

  useEffect(
    () =>
      onAuthError(() => {
        resetToGuest(queryClient);
        const here = latest.current;
        if (activeModal(here) === 'login') return;
        navigate(modalHref(here, 'login'), { preventScrollReset: true });
      }),
    [queryClient, navigate],
  );
}
