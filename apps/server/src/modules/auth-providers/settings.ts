import type { Deps } from '../../deps.ts';

/** One OpenID Connect provider the operator configured (docs/auth-providers.md). */
export interface AuthProviderSettings {
  /** The provider's name in URLs and on the wire (`google`, `keycloak`): lower case, digits, `_`. */
  name: string;
  /** The issuer; its `/.well-known/openid-configuration` tells the endpoints. */
  issuer: URL;
  clientId: string;
  /** Unset: a public client (PKCE only). */
  clientSecret: string | undefined;
  /** Scopes asked for: `openid email profile` by default. */
  scope: string;
}

const NAME = /^[a-z0-9_]{1,32}$/;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the issuer may be reached over plain HTTP: only on this machine (tests, a local Keycloak). */
export const isLoopbackHttp = (issuer: URL) => issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);

const fail = (message: string): never => {
  throw new Error(`OIDC_PROVIDERS: ${message}`);
};

/**
 * `OIDC_PROVIDERS`: a JSON list of `{name, issuer, client_id, client_secret?, scope?}`; unset or
 * empty: no provider (the default). A malformed value stops the server at start, with the reason.
 */
export function parseAuthProviders(value: string | undefined): AuthProviderSettings[] {
  if (value === undefined || value.trim() === '') return [];
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    return fail('not JSON');
  }
  if (!Array.isArray(list)) return fail('not a JSON list');
  const names = new Set<string>();
  return list.map((entry: unknown, index) => {
    const item = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const text = (key: string) => (typeof item[key] === 'string' && item[key] !== '' ? item[key] : undefined);
    const name = text('name') ?? fail(`entry ${index} has no name`);
    if (!NAME.test(name)) fail(`name "${name}" must be 1-32 of a-z, 0-9, _`);
    if (names.has(name)) fail(`name "${name}" is used twice`);
    names.add(name);
    let issuer: URL;
    try {
      issuer = new URL(text('issuer') ?? fail(`${name} has no issuer`));
    } catch {
      return fail(`${name}'s issuer is not a URL`);
    }
    if (issuer.protocol !== 'https:' && !isLoopbackHttp(issuer)) fail(`${name}'s issuer must be https`);
    return {
      name,
      issuer,
      clientId: text('client_id') ?? fail(`${name} has no client_id`),
      clientSecret: text('client_secret'),
      scope: text('scope') ?? 'openid email profile',
    };
  });
}

const perApp = new WeakMap<Deps, AuthProviderSettings[]>();

/** This app's providers: from the environment, read once per app; a test sets its own with `setAuthProviders`. */
export function authProvidersOf(deps: Deps): AuthProviderSettings[] {
  let list = perApp.get(deps);
  if (!list) {
    list = parseAuthProviders(process.env.OIDC_PROVIDERS);
    perApp.set(deps, list);
  }
  return list;
}

export function setAuthProviders(deps: Deps, list: AuthProviderSettings[]) {
  perApp.set(deps, list);
}

export const findAuthProvider = (deps: Deps, name: string) =>
  authProvidersOf(deps).find((provider) => provider.name === name);
