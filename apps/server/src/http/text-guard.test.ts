import { describe, expect, it } from 'vitest';
import { invalidTextPaths, isValidText } from './text-guard.ts';

describe('text the API stores', () => {
  it('is any string without NUL or an unpaired surrogate', () => {
    expect(isValidText('')).toBe(true);
    expect(isValidText('Zoë 🚀 tab\tnewline\n')).toBe(true);
    expect(isValidText('a\u0000b')).toBe(false);
    expect(isValidText('a\ud800')).toBe(false);
    expect(isValidText('\udc00a')).toBe(false);
    expect(isValidText('\ud83d\ude80'.slice(0, 1))).toBe(false);
    expect(isValidText('\ud83d\ude80'.slice(1))).toBe(false);
  });

  it('is found by path in values, array items and keys (the key by its object)', () => {
    const body = { user: { email: 'a\u0000', tags: ['ok', '\ud800'] }, 'k\u0000': 1, n: 7 };
    expect(invalidTextPaths(body)).toEqual([[], ['user', 'email'], ['user', 'tags', 1]]);
    expect(invalidTextPaths({ user: { email: 'a@b.c' } })).toEqual([]);
    expect(invalidTextPaths('\u0000')).toEqual([[]]);
    expect(invalidTextPaths(null)).toEqual([]);
    expect(invalidTextPaths(Buffer.from('\u0000'))).toEqual([]);
  });

  it('walks any depth without overflowing the stack, and stops at the limit', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = i % 2 ? { a: deep } : [deep];
    const [path] = invalidTextPaths(deep);
    expect(path).toHaveLength(200_000);
    expect(
      invalidTextPaths(
        Array.from({ length: 100 }, () => '\u0000'),
        3,
      ),
    ).toHaveLength(3);
  });
});
