import type * as oidc from 'openid-client';
import { type AuthProviderSettings, isLoopbackHttp } from './settings.ts';

/** openid-client, loaded at a provider's first sign-in: a node nobody signs in through never holds it. */
export const openidClient = () => import('openid-client');

const discovered = new WeakMap<AuthProviderSettings, Promise<oidc.Configuration>>();

/**
 * The provider's client configuration from its discovery document, fetched on first use and kept
 * (a failed fetch is tried again next time).
 */
export function providerClient(settings: AuthProviderSettings): Promise<oidc.Configuration> {
  let config = discovered.get(settings);
  if (!config) {
    config = openidClient().then((client) =>
      client.discovery(
        settings.issuer,
        settings.clientId,
        undefined,
        settings.clientSecret === undefined ? client.None() : client.ClientSecretPost(settings.clientSecret),
        { execute: isLoopbackHttp(settings.issuer) ? [client.allowInsecureRequests] : [], timeout: 10 },
      ),
    );
    discovered.set(settings, config);
    config.catch(() => discovered.delete(settings));
  }
  return config;
}
