import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from './client.ts';
import { loadErrorLabel, requestOr } from './request-or.ts';

const numbers = {
  safeParse: (value: unknown) =>
    Array.isArray(value) && value.every((n) => typeof n === 'number')
      ? ({ success: true, data: value as number[] } as const)
      : ({ success: false } as const),
};
const answering = (status: number, body: unknown) =>
  new ApiClient({
    fetch: async () => new Response(JSON.stringify(body), { status }),
    timeoutMs: 100,
    retries: 0,
  });

describe('requestOr', () => {
  it('returns the parsed answer, or the fallback on failure or a wrong shape', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(requestOr(answering(200, [1, 2]), '/x', numbers, [])).resolves.toEqual([1, 2]);
    await expect(requestOr(answering(200, { a: 1 }), '/x', numbers, [0])).resolves.toEqual([0]);
    await expect(requestOr(answering(500, {}), '/x', numbers, [0])).resolves.toEqual([0]);
    expect(warn).toHaveBeenCalledTimes(2);
    await expect(requestOr(answering(404, {}), '/x', numbers, [9])).resolves.toEqual([9]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('labels failures by path', () => {
    expect(loadErrorLabel('/api/fe/config/logo-config?x=1')).toBe('LOAD_API_FE_CONFIG_LOGO_CONFIG_ERROR');
  });
});
