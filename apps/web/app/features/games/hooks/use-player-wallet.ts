import type { CurrencyInfo } from '@orbit/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { usePlayer } from '~/shared/player/get-player.ts';
import { isFiatCurrency } from '../model/game.ts';

export interface PlayerWallet {
  signedIn: boolean;
  /** The player's currency; null for a guest. */
  currency: string | null;
  fiat: boolean;
  /** The visitor's country (guests too): picks geo categories. */
  country: string | null;
}

/**
 * What tiles need to know about the visitor. Whether the currency is fiat comes from the
 * currency list the shell loads for a signed-in player (read from the cache, never fetched
 * here), else from the known crypto codes.
 */
export function usePlayerWallet(): PlayerWallet {
  const { data, player } = usePlayer();
  const currencies = useQuery<CurrencyInfo[]>({ queryKey: ['info', 'currencies'], queryFn: skipToken }).data;
  const currency = player?.currency ?? null;
  return {
    signedIn: player !== null,
    currency,
    fiat: currency ? isFiatCurrency(currency, currencies) : true,
    country: data?.country ?? null,
  };
}
