import { describe, expect, it } from 'vitest';
import { ttlMemo } from './ttl-memo.ts';

describe('ttlMemo', () => {
  it('computes once per owner and key until the time is up', async () => {
    const memo = ttlMemo<object, number>(1000);
    const owner = {};
    let calls = 0;
    const compute = async () => ++calls;
    expect(await memo(owner, 'a', compute, 0)).toBe(1);
    expect(await memo(owner, 'a', compute, 999)).toBe(1);
    expect(await memo(owner, 'b', compute, 999)).toBe(2);
    expect(await memo({}, 'a', compute, 999)).toBe(3);
    expect(await memo(owner, 'a', compute, 1000)).toBe(4);
  });

  it('does not remember a failure', async () => {
    const memo = ttlMemo<object, number>(1000);
    const owner = {};
    await expect(memo(owner, 'k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await memo(owner, 'k', async () => 7, 1)).toBe(7);
  });

  it('stays bounded', async () => {
    const memo = ttlMemo<object, number>(1000, 2);
    const owner = {};
    let calls = 0;
    const compute = async () => ++calls;
    await memo(owner, 'a', compute, 0);
    await memo(owner, 'b', compute, 0);
    await memo(owner, 'c', compute, 0); // full: starts over
    expect(await memo(owner, 'a', compute, 0)).toBe(4);
  });
});
