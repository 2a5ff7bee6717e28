import type { CashboxPresets } from '@orbit/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/** `GET /api/fe/config/cashbox-presets`: the one-tap deposit amounts per currency (none if it failed). */
export function useCashboxPresets(currency: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['fe-config', 'cashbox-presets'],
    queryFn: () => requestOr<CashboxPresets>(api, '/api/fe/config/cashbox-presets', {}),
    staleTime: 5 * 60_000,
    select: (presets) => presets[currency] ?? null,
  });
}
