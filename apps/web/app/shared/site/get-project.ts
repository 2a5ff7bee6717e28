import type { ProjectInfo } from '@orbit/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { requestOr } from '~/shared/api/request-or.ts';

/** `GET /api/info/project`: licence and the mirror (brand, locales, betting link). Null if it failed. */
export const getProject = (api: ApiClient) => requestOr<ProjectInfo | null>(api, '/api/info/project', null);

/**
 * What the browser reads of the project: the licence, the brand and the betting link. Every page's
 * HTML carries the project, so it carries only these (the rest is the server's: 0.5 KB).
 */
export type SiteProject = Pick<ProjectInfo, 'license'> & {
  site: Pick<ProjectInfo['site'], 'brand' | 'betting_link'>;
};

export const siteProject = (project: ProjectInfo | null): SiteProject | null =>
  project && {
    license: project.license,
    site: { brand: project.site.brand, betting_link: project.site.betting_link ?? null },
  };

export const projectQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['info', 'project'],
    queryFn: async () => siteProject(await getProject(api)),
    staleTime: 5 * 60_000,
  });

export function useProject(): SiteProject | null {
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
