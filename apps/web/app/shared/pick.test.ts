import { describe, expect, it } from 'vitest';
import { pick } from './pick.ts';

describe('pick', () => {
  it('keeps the named fields, with their values, and drops the others', () => {
    expect(pick({ a: 1, b: 'two', c: [3] }, ['a', 'c'])).toEqual({ a: 1, c: [3] });
  });
});
