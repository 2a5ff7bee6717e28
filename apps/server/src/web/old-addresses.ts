import { localizePath, splitLocalePath } from '@orbit/contract';
import type { Deps } from '../deps.ts';
import { frontendConfigValue } from '../modules/config/service.ts';

/** Old addresses the spec keeps alive (spec 2 §2), and where each leads now. */
const OLD_ADDRESSES: Record<string, string> = {
  '/santa-vegas': '/promotions',
  '/accounts/history': '/',
  // The news list (spec 2 §2) is the footer's blog.
  '/news': '/blog',
};

/**
 * `/play/{alias}`: a game page is always `/play/{producer}/{name}`, so one segment after `/play`
 * is never a page, and only these paths read the aliases (games-aliases-config).
 */
const GAME_ALIAS = /^\/play\/[^/]+$/;

async function gamePageOf(deps: Pick<Deps, 'db'>, alias: string): Promise<string | undefined> {
  if (!GAME_ALIAS.test(alias)) return undefined;
  const aliases = await frontendConfigValue(deps, 'games-aliases-config');
  return aliases && Object.hasOwn(aliases, alias) ? `/play/${aliases[alias]}` : undefined;
}

/**
 * Where an old address leads in the visitor's locale (`/de/santa-vegas` → `/de/promotions`,
 * `/de/play/{alias}` → `/de/play/{producer}/{name}`), or undefined. Answered by the server
 * before any render: the browser's route table stays as small.
 */
export async function newAddressOf(deps: Pick<Deps, 'db'>, path: string): Promise<string | undefined> {
  const { locale, path: bare } = splitLocalePath(path);
  const target = OLD_ADDRESSES[bare] ?? (await gamePageOf(deps, bare));
  return target === undefined ? undefined : localizePath(locale, target);
}
