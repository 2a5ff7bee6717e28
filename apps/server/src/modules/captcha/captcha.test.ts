import { solveChallenge } from 'altcha-lib/v1';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configEntries } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { registrationBody } from '../../test/players.ts';
import { CAPTCHA_MAX_NUMBER } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true, config: { captchaEnabled: true } });
});
afterAll(() => t.close());

type Challenge = { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };

async function challenge(): Promise<Challenge> {
  const res = await t.request({ method: 'GET', url: '/api/captcha/challenge' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Solves a challenge as the widget does and encodes the payload it would post. */
async function solved(c?: Challenge): Promise<string> {
  const ch = c ?? (await challenge());
  const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
  if (!solution) throw new Error('unsolvable challenge');
  const payload = {
    algorithm: ch.algorithm,
    challenge: ch.challenge,
    number: solution.number,
    salt: ch.salt,
    signature: ch.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

const signInWith = (captcha: string | undefined) =>
  t.request({
    method: 'POST',
    url: '/api/users/sign_in',
    payload: { user: { email: 'nobody@orbit.test', password: 'Whatever-1', dfpc: '', captcha } },
  });

describe('GET /api/captcha/challenge', () => {
  it('answers a signed SHA-256 challenge that expires in 10 minutes, not cacheable', async () => {
    const res = await t.request({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.headers['cache-control']).toBe('no-store');
    const c = res.json();
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: CAPTCHA_MAX_NUMBER });
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(new URLSearchParams(c.salt.split('?')[1]).get('expires'));
    expect(expires * 1000).toBeCloseTo(t.clock.now.getTime() + 10 * 60_000, -4);
  });

  it('signs with one server secret stored once in config_entries', async () => {
    await challenge();
    await challenge();
    const rows = await t.deps.db.select().from(configEntries).where(eq(configEntries.name, 'server_secret'));
    expect(rows).toHaveLength(1);
    expect((rows[0]!.value as { secret: string }).secret).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('captcha on sign-in, registration and reset (CAPTCHA on)', () => {
  it('requires a captcha', async () => {
    for (const captcha of [undefined, '']) {
      const res = await signInWith(captcha);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { captcha: ['validation.captcha_required'] } });
    }
  });

  it('accepts a solved challenge once; a replay is refused', async () => {
    const token = await solved();
    const first = await signInWith(token);
    expect(first.json()).toEqual({ errors: { base: ['auth.invalid_credentials'] } });
    const replay = await signInWith(token);
    expect(replay.json()).toEqual({ errors: { captcha: ['validation.captcha_invalid'] } });
  });

  it('refuses an expired, tampered or garbage solution', async () => {
    const expired = await solved();
    t.clock.advance(10 * 60_000 + 1000);
    expect((await signInWith(expired)).json()).toEqual({
      errors: { captcha: ['validation.captcha_invalid'] },
    });

    const c = await challenge();
    const good = JSON.parse(Buffer.from(await solved(c), 'base64').toString());
    const wrongNumber = { ...good, number: good.number + 1 };
    const forged = { ...good, signature: '0'.repeat(64) };
    for (const payload of [wrongNumber, forged, { ...good, algorithm: 'SHA-1' }]) {
      const token = Buffer.from(JSON.stringify(payload)).toString('base64');
      expect((await signInWith(token)).json()).toEqual({
        errors: { captcha: ['validation.captcha_invalid'] },
      });
    }
    for (const garbage of ['%%%', Buffer.from('[1,2]').toString('base64'), 'eyJ']) {
      expect((await signInWith(garbage)).json()).toEqual({
        errors: { captcha: ['validation.captcha_invalid'] },
      });
    }
  });

  it('protects registration and a guest password reset', async () => {
    const body = registrationBody();
    const refused = await t.request({ method: 'POST', url: '/api/users', payload: body });
    expect(refused.json()).toEqual({ errors: { captcha: ['validation.captcha_required'] } });
    const ok = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: { user: { ...body.user, captcha: await solved() } },
    });
    expect(ok.statusCode).toBe(201);
    const reset = await t.request({
      method: 'POST',
      url: '/api/users/password',
      payload: { user: { email: body.user.email } },
    });
    expect(reset.json()).toEqual({ errors: { captcha: ['validation.captcha_required'] } });
    const resetOk = await t.request({
      method: 'POST',
      url: '/api/users/password',
      payload: { user: { email: body.user.email, captcha: await solved() } },
    });
    expect(resetOk.statusCode).toBe(204);
  });
});
