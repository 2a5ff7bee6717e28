import { describe, expect, it } from 'vitest';
import { frameLocale } from './locale.ts';

const url = (query = '') => new URL(`http://casino.test/house/play/t${query}`);

describe('the frame locale', () => {
  it('comes from the query first, then the locale cookie, else English', () => {
    expect(frameLocale(url('?locale=de'), 'locale=it')).toBe('de');
    expect(frameLocale(url(), 'a=1; locale=fr-CA; b=2')).toBe('fr-CA');
    expect(frameLocale(url(), null)).toBe('en');
  });

  it('ignores values that are not one of the site locales', () => {
    expect(frameLocale(url('?locale=xx'), 'locale=et')).toBe('et');
    expect(frameLocale(url('?locale=xx'), 'locale=%E0%A4%A')).toBe('en');
  });
});
