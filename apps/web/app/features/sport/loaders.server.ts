import { type Locale, localizePath, splitLocalePath } from '@orbit/contract';
import { redirect } from 'react-router';
import { bettingUrl, getBettingConfig } from '~/features/shell/index.ts';
import type { ApiClient } from '~/shared/api/client.ts';
import { getProject } from '~/shared/site/get-project.ts';
import { sportTarget } from './model/sport.ts';

/** The betting site of this mirror (its betting link, while betting-config lists hosts), or null. */
async function mirrorBettingUrl(api: ApiClient): Promise<string | null> {
  const [project, hosts] = await Promise.all([getProject(api), getBettingConfig(api)]);
  return bettingUrl(project?.site.betting_link ?? null, Array.isArray(hosts) ? hosts : []);
}

/**
 * `/sport/{param?}`: redirects to the betting host, or to the sign-up / sign-in modal here; else
 * the page saying sports are not offered (what it returns).
 */
export async function sportLoader(api: ApiClient, request: Request, param: string | undefined) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const target = sportTarget(param, await mirrorBettingUrl(api));
  if (target.kind === 'betting') throw redirect(target.url);
  if (target.kind === 'modal') throw redirect(localizePath(locale as Locale, `/${target.modal}`));
  return { offered: false as const };
}
