import { describe, expect, it } from 'vitest';
import { localeRedirect } from './redirect.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('localeRedirect', () => {
  it('sends the default-locale prefix to the bare path for good', () => {
    expect(localeRedirect(at('/en/profile', '?a=1'), ['en', 'de'])).toEqual({
      location: '/profile?a=1',
      status: 301,
    });
    expect(localeRedirect(at('/en'), ['en'])).toEqual({ location: '/', status: 301 });
  });

  it('sends a prefix the host does not serve to the bare path', () => {
    expect(localeRedirect(at('/it/pokies/all'), ['en', 'de'])).toEqual({
      location: '/pokies/all',
      status: 302,
    });
  });

  it('never sends a browser to another host', () => {
    expect(localeRedirect(at('/it//evil.example'), ['en'])).toEqual({ location: '/', status: 302 });
    expect(localeRedirect(at('/en/\\evil.example'), ['en'])).toEqual({ location: '/', status: 301 });
  });

  it('keeps served prefixes and bare paths', () => {
    expect(localeRedirect(at('/de/profile'), ['en', 'de'])).toBeNull();
    expect(localeRedirect(at('/profile'), ['en'])).toBeNull();
    expect(localeRedirect(at('/it'), [])).toBeNull();
  });
});
