import type { AuthProviderInfo } from '@orbit/contract';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '~/shared/api/provider.tsx';

/** GET /api/info/auth_providers: the operator's OpenID Connect providers (none by default). */
export function useAuthProviders() {
  const api = useApi();
  return useQuery({
    queryKey: ['info', 'auth_providers'],
    queryFn: () => api.request<AuthProviderInfo[]>('/api/info/auth_providers'),
    staleTime: 10 * 60_000,
  });
}
