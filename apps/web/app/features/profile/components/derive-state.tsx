import { useEffect, useRef } from 'react';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useUpdatePlayer } from '../api/update-player.ts';
import { derivedState } from '../model/derive-state.ts';

/**
 * Saves the state derived from the postal code once per player and postal code, through
 * the edition context. Renders nothing; failures are left alone (the profile
 * form still lets the player type the state).
 */
export function DeriveStateFromPostalCode() {
  const { player } = usePlayer();
  const { mutate } = useUpdatePlayer('edition');
  const attempted = useRef<string | null>(null);
  const state = derivedState(player);
  const attempt = player && state ? `${player.id}:${player.postal_code}` : null;

  useEffect(() => {
    if (!attempt || !state || attempted.current === attempt) return;
    attempted.current = attempt;
    mutate({ state });
  }, [attempt, state, mutate]);
  return null;
}
