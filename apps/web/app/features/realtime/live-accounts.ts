import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '~/shared/api/provider.tsx';
import { accountsQueryOptions } from '~/shared/player/get-accounts.ts';
import { isAccountEvent, replaceAccount } from './model/events.ts';
import { useChannel } from './use-channel.ts';

/**
 * The `balance` channel (an Account) replaces the account of its currency: the header updates
 * live. Mounted by the realtime connection, so its code loads with the socket, after hydration.
 */
export function useLiveAccounts() {
  const queryClient = useQueryClient();
  const { queryKey } = accountsQueryOptions(useApi());
  useChannel('balance', (data) => {
    if (isAccountEvent(data))
      queryClient.setQueryData(queryKey, (accounts) => replaceAccount(accounts, data));
  });
}
