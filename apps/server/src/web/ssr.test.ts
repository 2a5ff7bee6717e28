import { describe, expect, it } from 'vitest';
import { canonicalPagePath, isHostHeader, isPagePath } from './ssr.ts';

describe('canonical page paths', () => {
  it('removes trailing slashes', () => {
    expect(canonicalPagePath('/profile/')).toBe('/profile');
    expect(canonicalPagePath('/de///')).toBe('/de');
    expect(canonicalPagePath('/')).toBe('/');
  });

  it('drops the default locale prefix and keeps the others', () => {
    expect(canonicalPagePath('/en')).toBe('/');
    expect(canonicalPagePath('/en/profile')).toBe('/profile');
    expect(canonicalPagePath('/en-AU/profile')).toBe('/en-AU/profile');
    expect(canonicalPagePath('/entertainment')).toBe('/entertainment');
  });

  it('never starts with two slashes or a backslash, which a browser reads as another host', () => {
    expect(canonicalPagePath('/en//evil.example')).toBe('/evil.example');
    expect(canonicalPagePath('/en/\\evil.example')).toBe('/evil.example');
    expect(canonicalPagePath('//evil.example/')).toBe('/evil.example');
    expect(canonicalPagePath('/\\evil.example')).toBe('/evil.example');
    expect(canonicalPagePath('/\\/\\evil.example')).toBe('/evil.example');
    expect(canonicalPagePath('/de//profile//security')).toBe('/de/profile/security');
    // Encoded slashes stay a path segment of this site.
    expect(canonicalPagePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

describe('page paths', () => {
  it('are decodable, of a sane length and free of control characters', () => {
    expect(isPagePath('/pokies/all')).toBe(true);
    expect(isPagePath('/de/%C3%BCber-uns')).toBe(true);
    expect(isPagePath('/a%20b')).toBe(true);
    expect(isPagePath('/%00')).toBe(false);
    expect(isPagePath('/slots/%0d%0aSet-Cookie:x')).toBe(false);
    expect(isPagePath('/%09/evil.example')).toBe(false);
    expect(isPagePath('/%E0%A4%A')).toBe(false);
    expect(isPagePath('/%ED%A0%80')).toBe(false);
    expect(isPagePath(`/${'a'.repeat(5000)}`)).toBe(false);
    expect(isPagePath('*')).toBe(false);
  });
});

describe('Host headers a page URL is built from', () => {
  it('are a host name or address with maybe a port', () => {
    for (const host of [
      'localhost',
      'localhost:8080',
      '127.0.0.1',
      'orbit.example.com',
      '[::1]:3000',
      'web_1',
    ])
      expect(isHostHeader(host), host).toBe(true);
    for (const host of [
      '',
      'evil example',
      'a@b',
      'x/y',
      'x\\y',
      '[::1',
      'localhost:99999',
      'ünï',
      'a?b',
      'a#b',
    ])
      expect(isHostHeader(host), host).toBe(false);
  });
});
