import { describe, expect, it } from 'vitest';
import { frameUrl } from './frame-url.ts';

describe('frameUrl', () => {
  it("adds the page's locale to the launch URL", () => {
    expect(frameUrl('/house/play/abc', 'de')).toBe('/house/play/abc?locale=de');
    expect(frameUrl('/house/play/abc?x=1', 'fr-CA')).toBe('/house/play/abc?x=1&locale=fr-CA');
  });
});
