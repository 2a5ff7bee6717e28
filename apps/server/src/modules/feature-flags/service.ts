import { FEATURE_FLAG_COOKIE, type FeatureFlag, KNOWN_FEATURE_FLAGS } from '@orbit/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors } from '../../http/errors.ts';
import { frontendConfigValue } from '../config/service.ts';
import { applySwitches, decodeSwitches, type FlagSwitches } from './overrides.ts';

/** The config whose switches are the feature flags. */
export const FLAGS_CONFIG = 'manage-promotion-pages';

type Cookies = Partial<Record<string, string>> | undefined;

/** A browser's switches: none unless the dev tools are on (production never reads the cookie). */
export function switchesIn(config: Pick<Config, 'devTools'>, cookies: Cookies): FlagSwitches {
  return config.devTools ? decodeSwitches(cookies?.[FEATURE_FLAG_COOKIE]) : {};
}

export const switchesOf = (request: FastifyRequest) =>
  switchesIn(request.server.deps.config, request.cookies);

/**
 * A front-end config as a browser reads it: the flags config with its switches applied, any
 * other config unchanged. Used by the config routes and by the page render's own reads.
 */
export function configForBrowser(
  config: Pick<Config, 'devTools'>,
  cookies: Cookies,
  name: string,
  value: unknown,
): unknown {
  return name === FLAGS_CONFIG ? applySwitches(value, switchesIn(config, cookies)) : value;
}

/** A read of the flags config by a browser with switches: its answer is that browser's alone. */
export const isOwnFlagsRead = (config: Pick<Config, 'devTools'>, cookies: Cookies, url: string) =>
  /^\/api(-fe|\/fe)\/config\/manage-promotion-pages(\?|$)/.test(url) &&
  Object.keys(switchesIn(config, cookies)).length > 0;

/** Every flag (the operator's, then the ones the client knows), with this browser's view of it. */
export async function listFlags(deps: Deps, switches: FlagSwitches): Promise<FeatureFlag[]> {
  const operator = (await frontendConfigValue(deps, FLAGS_CONFIG)) ?? {};
  const names = [...new Set([...Object.keys(operator), ...KNOWN_FEATURE_FLAGS])].sort();
  return names.map((name) => {
    const operatorOn = operator[name] === true;
    const session = switches[name] ?? null;
    return { name, operator: operatorOn, session, on: session ?? operatorOn };
  });
}

/**
 * The switches after a change: only flags the list names may be switched (422 names the others);
 * null drops a switch. What the browser held before stays unless changed.
 */
export async function changedSwitches(
  deps: Deps,
  current: FlagSwitches,
  changes: Record<string, boolean | null>,
): Promise<FlagSwitches> {
  const known = new Set((await listFlags(deps, {})).map((flag) => flag.name));
  const unknown = Object.keys(changes).filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new FieldErrors(
      Object.fromEntries(unknown.map((name) => [`flags.${name}`, ['validation.invalid']])),
    );
  const next: FlagSwitches = { ...current };
  for (const [name, on] of Object.entries(changes)) {
    if (on === null) delete next[name];
    else next[name] = on;
  }
  // Switches of flags that are gone are forgotten.
  for (const name of Object.keys(next)) if (!known.has(name)) delete next[name];
  return next;
}
