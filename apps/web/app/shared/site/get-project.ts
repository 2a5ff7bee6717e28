import type { ProjectInfo } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/** `GET /api/info/project`: licence and the mirror (brand, locales, betting link). Null if it failed. */
export const getProject = (api: ApiClient) => requestOr<ProjectInfo | null>(api, '/api/info/project', null);

export const projectQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['info', 'project'], queryFn: () => getProject(api), staleTime: 5 * 60_000 });

export function useProject(): ProjectInfo | null {
  return useQuery(projectQueryOptions(useApi())).data ?? null;
}

/** The licence of this mirror: CW, EE or other (other while unknown). */
export function useLicence(): ProjectInfo['license'] {
  return useProject()?.license ?? 'other';
}

/** The brand of this mirror (Orbit while unknown). */
export function useBrand(): string {
  return useProject()?.site.brand ?? 'Orbit';
}
