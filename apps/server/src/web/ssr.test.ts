import { describe, expect, it } from 'vitest';
import { canonicalPagePath } from './ssr.ts';

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
});
