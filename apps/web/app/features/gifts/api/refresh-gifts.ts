import type { FreeSpinIssue, Gift } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '~/shared/api/provider.tsx';
import { accountsQueryOptions } from '~/shared/player/get-accounts.ts';
import { replaceById } from '../model/gifts.ts';
import { BONUSES_KEY } from './get-bonuses.ts';
import { FREESPINS_KEY } from './get-freespins.ts';

/**
 * After an action on a gift: its answer replaces it at once, then the lists are read again (an
 * activation may send another bonus to `wait`, a cancel takes bonus money off the balance).
 */
export function useRefreshGifts() {
  const queryClient = useQueryClient();
  const accountsKey = accountsQueryOptions(useApi()).queryKey;
  return {
    bonus: async (gift: Gift, balanceChanged = false) => {
      queryClient.setQueryData<Gift[]>(BONUSES_KEY, (list) => replaceById(list, gift));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BONUSES_KEY, exact: true }),
        balanceChanged ? queryClient.invalidateQueries({ queryKey: accountsKey }) : null,
      ]);
    },
    freespins: async (issue: FreeSpinIssue) => {
      queryClient.setQueryData<FreeSpinIssue[]>(FREESPINS_KEY, (list) => replaceById(list, issue));
      await queryClient.invalidateQueries({ queryKey: FREESPINS_KEY, exact: true });
    },
    /** A code gave a gift of either kind: read both lists. */
    all: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BONUSES_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: FREESPINS_KEY, exact: true }),
      ]),
  };
}
