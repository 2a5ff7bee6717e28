import type { FooterConfig } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/** Nothing to show: no phone, e-mail, social links, awards or seals. */
export const EMPTY_FOOTER_CONFIG: FooterConfig = {
  phone: null,
  email: null,
  social: [],
  awards: [],
  trust: [],
};

/** `GET /api/fe/config/footer-config`: the footer's contacts, social links, awards and trust seals. */
export const getFooterConfig = (api: ApiClient) =>
  requestOr<FooterConfig>(api, '/api/fe/config/footer-config', EMPTY_FOOTER_CONFIG);

export const footerConfigQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['fe-config', 'footer-config'],
    queryFn: () => getFooterConfig(api),
    staleTime: 5 * 60_000,
  });

export function useFooterConfig(): FooterConfig {
  return useQuery(footerConfigQueryOptions(useApi())).data ?? EMPTY_FOOTER_CONFIG;
}
