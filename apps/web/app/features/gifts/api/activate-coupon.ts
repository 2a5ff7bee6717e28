import type { CouponAnswer, CouponBody } from '@orbit/contract';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useRefreshGifts } from './refresh-gifts.ts';

/**
 * `POST /api/bonuses/coupon`: `successfully_activated` or `already_activated`; a bad code is a
 * 422 `{status: 'failed_to_activate', errors: {coupon_code: [key]}}` (rethrown).
 */
export const activateCoupon = (api: ApiClient, body: CouponBody) =>
  api.request<CouponAnswer>('/api/bonuses/coupon', { method: 'POST', body });

export function useActivateCoupon() {
  const api = useApi();
  const refresh = useRefreshGifts();
  return useMutation({
    mutationFn: (couponCode: string) => activateCoupon(api, { coupon_code: couponCode }),
    onSuccess: (answer) => (answer.status === 'successfully_activated' ? refresh.all() : undefined),
  });
}
