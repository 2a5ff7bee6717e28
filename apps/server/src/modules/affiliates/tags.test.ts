import { isValidStag, STAG_MAX_LENGTH, UTM_VALUE_MAX_LENGTH } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { decodeUtmCookie, encodeUtmCookie, keptUtm, referrerKindOf, stagOf } from './tags.ts';

describe('affiliate tags', () => {
  it('are letters, digits, _ - . of a sane length', () => {
    for (const tag of ['122', '122_5f1a2b3c', 'partner-7.spring', 'A'.repeat(STAG_MAX_LENGTH)])
      expect(isValidStag(tag), tag).toBe(true);
    for (const tag of [
      '',
      '_122',
      '122 x',
      '<script>',
      '122;path=/',
      '122\r\nSet-Cookie:x',
      'ünïcode',
      'A'.repeat(STAG_MAX_LENGTH + 1),
    ])
      expect(isValidStag(tag), tag).toBe(false);
  });

  it('from a query or a cookie: one string, else none', () => {
    expect(stagOf('122_a')).toBe('122_a');
    expect(stagOf(['122_a', '122_b'])).toBeNull();
    expect(stagOf(undefined)).toBeNull();
    expect(stagOf(122)).toBeNull();
  });
});

describe('referrers', () => {
  it('names the engines the mapping knows, and the other search engines as search', () => {
    const cases: Array<[string | undefined, ReturnType<typeof referrerKindOf>]> = [
      ['https://www.google.com/', 'google'],
      ['https://www.google.co.uk/search?q=casino', 'google'],
      ['https://google.com.au/', 'google'],
      ['https://www.bing.com/search?q=x', 'bing'],
      ['https://search.yahoo.co.jp/', 'yahoo'],
      ['https://chatgpt.com/', 'ai'],
      ['https://gemini.google.com/app', 'ai'],
      ['https://www.perplexity.ai/search', 'ai'],
      ['https://duckduckgo.com/', 'search'],
      ['https://yandex.ru/search', 'search'],
      ['https://affiliate.example/review', null],
      ['https://google.evil.example/', null],
      ['https://notgoogle.com/', null],
      ['https://orbit.localhost/pokies', null],
      ['not a url', null],
      ['', null],
      [undefined, null],
    ];
    for (const [referer, kind] of cases) expect(referrerKindOf(referer), String(referer)).toBe(kind);
  });
});

describe('UTM keys', () => {
  it('keeps the six keys with a value, trimmed, and nothing else', () => {
    expect(
      keptUtm({ utm_source: ' news ', utm_medium: '', utm_term: null, sub_id: 'a1', gclid: 'x', stag: 'y' }),
    ).toEqual({ utm_source: 'news', sub_id: 'a1' });
    expect(keptUtm({ utm_source: '   ', other: 'x' })).toBeNull();
    expect(keptUtm({ utm_source: ['a', 'b'] })).toBeNull();
    expect(keptUtm({ utm_source: 'x'.repeat(UTM_VALUE_MAX_LENGTH + 1), utm_medium: 'a\u0007b' })).toBeNull();
  });

  it('travel in a cookie that stays small and is checked again when read', () => {
    const worst = Object.fromEntries(
      ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'sub_id'].map((key) => [
        key,
        '€'.repeat(UTM_VALUE_MAX_LENGTH),
      ]),
    );
    const encoded = encodeUtmCookie(worst);
    expect(encoded.length).toBeLessThan(3000);
    expect(encoded).toMatch(/^[\w-]+$/);
    expect(decodeUtmCookie(encoded)).toEqual(worst);
    const forged = Buffer.from(JSON.stringify({ utm_source: 'ok', evil: 'x', utm_term: 'a\nb' })).toString(
      'base64url',
    );
    expect(decodeUtmCookie(forged)).toEqual({ utm_source: 'ok' });
    expect(decodeUtmCookie(Buffer.from('[1,2]').toString('base64url'))).toBeNull();
    expect(decodeUtmCookie('%%%')).toBeNull();
    expect(decodeUtmCookie(undefined)).toBeNull();
  });
});
