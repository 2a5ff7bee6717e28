import type { PromoCodeAnswer, PromoCodeBody } from '@orbit/contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useRefreshGifts } from './refresh-gifts.ts';

/** `POST /api/v2/bonuses/promo-code`: the gift the code gave (422 `{errors: {code: [key]}}`, rethrown). */
export const applyPromoCode = (api: ApiClient, body: PromoCodeBody) =>
  api.request<PromoCodeAnswer>('/api/v2/bonuses/promo-code', { method: 'POST', body });

export function useApplyPromoCode() {
  const api = useApi();
  const refresh = useRefreshGifts();
  return useMutation({
    mutationFn: (code: string) => applyPromoCode(api, { code }),
    onSuccess: () => refresh.all(),
  });
}
