import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeRedirectPath('/profile/security')).toBe('/profile/security');
    expect(safeRedirectPath('/de/play/iron-lotus/lotus-fortune?mode=real')).toBe(
      '/de/play/iron-lotus/lotus-fortune?mode=real',
    );
    expect(safeRedirectPath('/cashbox?cashbox=deposit#top')).toBe('/cashbox?cashbox=deposit#top');
    expect(safeRedirectPath('/')).toBe('/');
    // Encoded slashes are a segment of this site, not a host.
    expect(safeRedirectPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeRedirectPath('/%5Cevil.example')).toBe('/%5Cevil.example');
  });

  it('gives / for anything that could leave the site or is no path', () => {
    for (const value of [
      null,
      undefined,
      '',
      'profile',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\u0000/evil.example',
      ' //evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'https://evil.example',
      'https:evil.example',
      'data:text/html,x',
    ])
      expect(safeRedirectPath(value), JSON.stringify(value)).toBe('/');
  });

  it('gives a path a browser resolves on this site, whatever the dots', () => {
    expect(safeRedirectPath('/a/../profile')).toBe('/profile');
    expect(safeRedirectPath('/../../evil.example')).toBe('/evil.example');
  });
});
