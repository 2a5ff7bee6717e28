import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../app.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { registerPlayer } from '../../test/players.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  cookie = (await registerPlayer(t)).cookie;
});
afterAll(() => t.close());

type Method = 'POST' | 'PUT' | 'DELETE';
/** Every auth call with a JSON body, a body of the wrong type, and one with an unknown field. */
const CALLS: { method: Method; url: string; wrongTypes: object; unknownField: object }[] = [
  { method: 'POST', url: '/check-email', wrongTypes: { email: 1 }, unknownField: { email: 'a@b.co', zz: 1 } },
  {
    method: 'POST',
    url: '/api/users/sign_in',
    wrongTypes: { user: { email: [], password: 1 } },
    unknownField: { user: { email: 'a@b.co', password: 'x', zz: 1 } },
  },
  {
    method: 'POST',
    url: '/api/users',
    wrongTypes: { user: { email: 1, password: {} } },
    unknownField: { user: { zz: 1 } },
  },
  {
    method: 'PUT',
    url: '/api/users',
    wrongTypes: { user: { current_password: 1, password: 2, password_confirmation: 3 } },
    unknownField: {
      user: { current_password: 'a', password: 'Orbit-pass-2', password_confirmation: 'Orbit-pass-2', zz: 1 },
    },
  },
  {
    method: 'POST',
    url: '/api/users/password',
    wrongTypes: { user: { email: 1 } },
    unknownField: { user: { email: 'a@b.co', zz: 1 } },
  },
  {
    method: 'PUT',
    url: '/api/users/password',
    wrongTypes: { user: { reset_password_token: 1, password: 2, password_confirmation: 3 } },
    unknownField: {
      user: {
        reset_password_token: 'x',
        password: 'Orbit-pass-2',
        password_confirmation: 'Orbit-pass-2',
        zz: 1,
      },
    },
  },
  {
    method: 'POST',
    url: '/api/users/confirmation',
    wrongTypes: { user: { email: 1 } },
    unknownField: { user: { email: 'a@b.co', zz: 1 } },
  },
  {
    method: 'POST',
    url: '/api/auth_providers/update_details',
    wrongTypes: { user: { receive_promos: 'yes' } },
    unknownField: { user: { zz: 1 } },
  },
  {
    method: 'POST',
    url: '/api/v2/player/two_factor',
    wrongTypes: { two_factor: { otp_secret: 1, authentication_code: 2 } },
    unknownField: { two_factor: { otp_secret: 'A', authentication_code: '123456', zz: 1 } },
  },
  {
    method: 'DELETE',
    url: '/api/v2/player/two_factor',
    wrongTypes: { two_factor: { authentication_code: 2 } },
    unknownField: { two_factor: { authentication_code: '123456', zz: 1 } },
  },
];

const send = (method: Method, url: string, payload: string, extra: { csrf?: boolean } = {}) =>
  (extra.csrf === false ? t.app.inject.bind(t.app) : t.request)({
    method,
    url,
    payload,
    headers: { 'content-type': 'application/json', cookie },
  });

describe('HTTP rules of every auth call', () => {
  it('answers malformed JSON with 400', async () => {
    for (const { method, url } of CALLS) {
      const res = await send(method, url, '{"user": {"email": ');
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().error, `${method} ${url}`).toBe('invalid_json');
    }
  });

  it('answers an oversized body with 413', async () => {
    const huge = JSON.stringify({ user: { email: 'x'.repeat(BODY_LIMIT_BYTES) } });
    for (const { method, url } of CALLS) {
      expect((await send(method, url, huge)).statusCode, `${method} ${url}`).toBe(413);
    }
  });

  it('refuses a request without X-Requested-With with 403', async () => {
    for (const { method, url, unknownField } of CALLS) {
      const res = await send(method, url, JSON.stringify(unknownField), { csrf: false });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('answers wrong types and missing wrappers with 422 field errors', async () => {
    for (const { method, url, wrongTypes } of CALLS) {
      for (const body of [wrongTypes, {}]) {
        const res = await send(method, url, JSON.stringify(body));
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(422);
        expect(Object.keys(res.json().errors).length, `${method} ${url}`).toBeGreaterThan(0);
      }
    }
  });

  it('refuses unknown fields with validation.unknown_field', async () => {
    for (const { method, url, unknownField } of CALLS) {
      const res = await send(method, url, JSON.stringify(unknownField));
      expect(res.statusCode, `${method} ${url}`).toBe(422);
      expect(res.json().errors.zz, `${method} ${url}: ${res.body}`).toEqual(['validation.unknown_field']);
    }
  });
});
