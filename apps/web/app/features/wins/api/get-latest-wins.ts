import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useChannel } from '~/features/realtime/index.ts';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';
import { isWinItem, LATEST_WINS_SHOWN, prependWin, type WinItem } from '../model/wins.ts';

/** `GET /api/stats/winners/latest` (no feed when it fails or does not exist yet: a 404 is empty). */
export const getLatestWins = async (api: ApiClient) =>
  (await requestOr<WinItem[]>(api, '/api/stats/winners/latest', [])).slice(0, LATEST_WINS_SHOWN);

export const latestWinsQueryOptions = (api: ApiClient) =>
  // The channel keeps it fresh while the page is open.
  queryOptions({
    queryKey: ['stats', 'winners', 'latest'],
    queryFn: () => getLatestWins(api),
    staleTime: Infinity,
  });

/** The latest big wins, with each win of the `wins` channel prepended as it comes. */
export function useLatestWins() {
  const api = useApi();
  const queryClient = useQueryClient();
  const options = latestWinsQueryOptions(api);
  useChannel('wins', (data) => {
    if (isWinItem(data)) queryClient.setQueryData(options.queryKey, (wins) => prependWin(wins, data));
  });
  return useQuery(options);
}
