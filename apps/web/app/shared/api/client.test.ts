import { describe, expect, it, vi } from 'vitest';
import { ApiClient, ApiError, NetworkError } from './client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('ApiClient', () => {
  it('sends the player API headers and parses JSON', async () => {
    const fetch = vi.fn(async () => json(200, { id: 1 }));
    const api = new ApiClient({ fetch, timeoutMs: 1000, retries: 0 });
    await expect(api.request('/api/player', { query: { a: 1, b: null } })).resolves.toEqual({ id: 1 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/player?a=1');
    expect((init.headers as Record<string, string>)['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('retries network errors up to the limit, never HTTP errors', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    });
    const api = new ApiClient({ fetch: failing, timeoutMs: 1000, retries: 6, retryBaseMs: 0 });
    await expect(api.request('/x')).rejects.toBeInstanceOf(NetworkError);
    expect(failing).toHaveBeenCalledTimes(7);

    const http = vi.fn(async () => json(500, { error: 'internal_error' }));
    const api2 = new ApiClient({ fetch: http, timeoutMs: 1000, retries: 6, retryBaseMs: 0 });
    await expect(api2.request('/x')).rejects.toBeInstanceOf(ApiError);
    expect(http).toHaveBeenCalledTimes(1);
  });

  it('times out a hanging request and retries it', async () => {
    const hanging = vi.fn(
      (_path: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const api = new ApiClient({ fetch: hanging, timeoutMs: 5, retries: 2, retryBaseMs: 0 });
    await expect(api.request('/slow')).rejects.toBeInstanceOf(NetworkError);
    expect(hanging).toHaveBeenCalledTimes(3);
  });

  it('turns a 401 into the auth-error callback and exposes 422 field errors', async () => {
    const onUnauthorized = vi.fn();
    const api = new ApiClient({
      fetch: async () => json(401, {}),
      timeoutMs: 1000,
      retries: 0,
      onUnauthorized,
    });
    await expect(api.request('/api/player/accounts')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();

    const api2 = new ApiClient({
      fetch: async () => json(422, { errors: { email: ['validation.taken'], nickname: 'validation.short' } }),
      timeoutMs: 1000,
      retries: 0,
    });
    const error = (await api2
      .request('/api/users', { method: 'POST', body: {} })
      .catch((e) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ email: ['validation.taken'], nickname: ['validation.short'] });
  });
});
