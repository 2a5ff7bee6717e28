import * as oidc from 'openid-client';
import { type AuthProviderSettings, isLoopbackHttp } from './settings.ts';

const discovered = new WeakMap<AuthProviderSettings, Promise<oidc.Configuration>>();

/**
 * The provider's client configuration from its discovery document, fetched on first use and kept
 * (a failed fetch is tried again next time).
 */
export function providerClient(settings: AuthProviderSettings): Promise<oidc.Configuration> {
  let config = discovered.get(settings);
  if (!config) {
    config = oidc.discovery(
      settings.issuer,
      settings.clientId,
      undefined,
      settings.clientSecret === undefined ? oidc.None() : oidc.ClientSecretPost(settings.clientSecret),
      { execute: isLoopbackHttp(settings.issuer) ? [oidc.allowInsecureRequests] : [], timeout: 10 },
    );
    discovered.set(settings, config);
    config.catch(() => discovered.delete(settings));
  }
  return config;
}
