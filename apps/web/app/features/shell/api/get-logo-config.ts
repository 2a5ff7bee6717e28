import type { LogoConfig } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

type LogoConfigValue = LogoConfig;
type Logo = LogoConfigValue['logoUrl'];

/** Orbit's own logo when the operator configured none. */
export const DEFAULT_LOGO: Logo = { full: '/brand/orbit-logo.svg', mobile: '/brand/orbit-mark.svg' };

/** `GET /api/fe/config/logo-config`. */
export const getLogoConfig = (api: ApiClient) =>
  requestOr<LogoConfigValue>(api, '/api/fe/config/logo-config', { logoUrl: DEFAULT_LOGO });

export const logoConfigQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['fe-config', 'logo-config'],
    queryFn: () => getLogoConfig(api),
    staleTime: 5 * 60_000,
  });

export function useLogo(): Logo {
  return useQuery(logoConfigQueryOptions(useApi())).data?.logoUrl ?? DEFAULT_LOGO;
}
