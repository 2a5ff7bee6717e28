import { describe, expect, it } from 'vitest';
import { localizeHref } from './locale.ts';

describe('localizeHref', () => {
  it('prefixes the path and keeps query and hash', () => {
    expect(localizeHref('de', '/?modal=registration')).toBe('/de?modal=registration');
    expect(localizeHref('de', '/pokies/all#top')).toBe('/de/pokies/all#top');
    expect(localizeHref('en', '/?modal=login')).toBe('/?modal=login');
    expect(localizeHref('it', '?q=x')).toBe('/it?q=x');
  });
});
