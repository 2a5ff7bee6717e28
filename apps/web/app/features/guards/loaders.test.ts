import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guestOnly, requireUser } from './loaders.ts';

const contextAnswering = (body: unknown): AppLoadContext =>
  ({
    country: 'DE',
    apiFetch: async () =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  }) as unknown as AppLoadContext;

const signedIn = contextAnswering({ id: 1, email: 'a@b.c' });
const guestContext = contextAnswering({ country: 'DE', currency: 'EUR' });

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a redirect');
}

describe('loader guards', () => {
  it('requireUser redirects a guest to registration and returns the player otherwise', async () => {
    const response = await thrown(
      requireUser({ request: new Request('https://orbit.test/de/profile/security'), context: guestContext }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/de/registration?redirect=%2Fde%2Fprofile%2Fsecurity');
    await expect(
      requireUser({ request: new Request('https://orbit.test/profile'), context: signedIn }),
    ).resolves.toMatchObject({ id: 1 });
  });

  it('guestOnly sends a signed-in player to main and lets a guest stay', async () => {
    const response = await thrown(
      guestOnly({ request: new Request('https://orbit.test/no/login'), context: signedIn }),
    );
    expect(response.headers.get('Location')).toBe('/no');
    await expect(
      guestOnly({ request: new Request('https://orbit.test/login'), context: guestContext }),
    ).resolves.toBeUndefined();
  });
});
