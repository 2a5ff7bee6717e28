import { describe, expect, it } from 'vitest';
import { parseAuthProviders } from './settings.ts';

describe('OIDC_PROVIDERS', () => {
  it('configures no provider when unset or empty (the default)', () => {
    expect(parseAuthProviders(undefined)).toEqual([]);
    expect(parseAuthProviders('  ')).toEqual([]);
    expect(parseAuthProviders('[]')).toEqual([]);
  });

  it('reads each provider, with the default scopes', () => {
    const [google] = parseAuthProviders(
      JSON.stringify([
        { name: 'google', issuer: 'https://accounts.google.com', client_id: 'id', client_secret: 'secret' },
      ]),
    );
    expect(google).toEqual({
      name: 'google',
      issuer: new URL('https://accounts.google.com'),
      clientId: 'id',
      clientSecret: 'secret',
      scope: 'openid email profile',
    });
  });

  it('stops the start on a malformed value, saying why', () => {
    const entry = { name: 'kc', issuer: 'https://id.example.com/realms/orbit', client_id: 'orbit' };
    const cases: [unknown, RegExp][] = [
      ['{', /not JSON/],
      [{ name: 'x' }, /not a JSON list/],
      [[{ ...entry, name: 'Key Cloak' }], /must be 1-32/],
      [[entry, entry], /used twice/],
      [[{ ...entry, issuer: 'nope' }], /not a URL/],
      [[{ ...entry, issuer: 'http://id.example.com' }], /must be https/],
      [[{ ...entry, client_id: undefined }], /no client_id/],
    ];
    for (const [value, reason] of cases) {
      expect(() => parseAuthProviders(typeof value === 'string' ? value : JSON.stringify(value))).toThrow(
        reason,
      );
    }
    // Plain HTTP only on this machine (a local Keycloak, the tests' provider).
    expect(parseAuthProviders(JSON.stringify([{ ...entry, issuer: 'http://127.0.0.1:8080' }]))).toHaveLength(
      1,
    );
  });
});
