import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from './client.ts';
import { loadErrorLabel, requestOr } from './request-or.ts';

const answering = (status: number, body: unknown) =>
  new ApiClient({
    fetch: async () => new Response(JSON.stringify(body), { status }),
    timeoutMs: 100,
    retries: 0,
  });

describe('requestOr', () => {
  it('returns the answer, or the fallback on failure; only unexpected failures are logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(requestOr(answering(200, [1, 2]), '/x', [])).resolves.toEqual([1, 2]);
    await expect(requestOr(answering(500, {}), '/x', [0])).resolves.toEqual([0]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('LOAD_X_ERROR');
    await expect(requestOr(answering(404, {}), '/x', [9])).resolves.toEqual([9]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('labels failures by path', () => {
    expect(loadErrorLabel('/api/fe/config/logo-config?x=1')).toBe('LOAD_API_FE_CONFIG_LOGO_CONFIG_ERROR');
  });
});
