import { describe, expect, it } from 'vitest';
import { pageOf } from './paging.ts';

describe('the page an address asks for', () => {
  it('is a whole number from 1 to the last page the API takes, whatever was typed', () => {
    const of = (query: string) => pageOf(new URLSearchParams(query));
    expect(of('')).toBe(1);
    expect(of('page=3')).toBe(3);
    expect(of('page=2.7')).toBe(2);
    expect(of('page=0')).toBe(1);
    expect(of('page=-4')).toBe(1);
    expect(of('page=abc')).toBe(1);
    expect(of('page=99999999')).toBe(100_000);
  });
});
