import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { registrationBody } from '../../test/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true, config: { rateLimitEnabled: true } });
});
afterAll(() => t.close());

/** Sends `allowed` requests that must pass the limiter, then one that must hit it (per IP, 10 minutes). */
async function expectLimit(
  allowed: number,
  send: (i: number) => Promise<{ statusCode: number; body: string }>,
) {
  for (let i = 0; i < allowed; i++) {
    const res = await send(i);
    expect(res.statusCode, `request ${i + 1}: ${res.body}`).not.toBe(429);
  }
  const over = await send(allowed);
  expect(over.statusCode).toBe(429);
  expect(JSON.parse(over.body).error).toBe('too_many_requests');
}

describe('rate limits of the auth calls (per IP)', () => {
  it('sign-in: 10 per 10 minutes', async () => {
    await expectLimit(10, () =>
      t.request({
        method: 'POST',
        url: '/api/users/sign_in',
        payload: { user: { email: 'someone@orbit.test', password: 'Whatever-1' } },
      }),
    );
  });

  it('registration: 5 per 10 minutes', async () => {
    await expectLimit(5, () => t.request({ method: 'POST', url: '/api/users', payload: registrationBody() }));
  });

  it('password reset: 5 per 10 minutes', async () => {
    await expectLimit(5, () =>
      t.request({ method: 'POST', url: '/api/users/password', payload: { user: { email: 'x@orbit.test' } } }),
    );
  });

  it('confirmation resend: 5 per 10 minutes', async () => {
    await expectLimit(5, () =>
      t.request({
        method: 'POST',
        url: '/api/users/confirmation',
        payload: { user: { email: 'x@orbit.test' } },
      }),
    );
  });

  it('counts each IP on its own', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users/confirmation',
      payload: { user: { email: 'x@orbit.test' } },
      remoteAddress: '10.0.0.9',
    });
    expect(res.statusCode).toBe(204);
  });
});
