import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { operatorCookie } from '../operators/test-support.ts';

/** The back office's hosts and mirrors: the `hosts` table, read at once by the mirror's requests. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t?.close());

const asOperator = async (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  role: 'marketing' | 'support' = 'marketing',
) =>
  t.request({
    method,
    url,
    cookie: await operatorCookie(t, role),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const projectOf = async (host: string) =>
  (await t.request({ method: 'GET', url: '/api/info/project', headers: { host } })).json() as {
    license: string;
    site: { brand: string };
  };

describe('hosts (mirrors)', () => {
  it('lists the stored hosts', async () => {
    const res = await asOperator('GET', '/api/operator/hosts', undefined, 'support');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((h: { hostname: string }) => h.hostname)).toEqual(['127.0.0.1', 'localhost']);
    expect(res.json()[1]).toMatchObject({ brand: 'Orbit', license: 'other', default_locale: 'en' });
  });

  it('adds a mirror that its requests get at once, and refuses a taken or bad one', async () => {
    expect((await projectOf('mirror.orbit.example')).license).toBe('other');
    const body = {
      hostname: 'Mirror.Orbit.example',
      brand: 'Orbit EE',
      license: 'EE',
      locales: ['et', 'en'],
      default_locale: 'et',
      betting_link: 'https://sport.orbit.example',
    };
    const res = await asOperator('POST', '/api/operator/hosts', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ hostname: 'mirror.orbit.example', organisation_json_ld: false });
    const project = await projectOf('mirror.orbit.example');
    expect(project.license).toBe('EE');
    expect(project.site.brand).toBe('Orbit EE');

    const again = await asOperator('POST', '/api/operator/hosts', body);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ hostname: ['validation.taken'] });

    const bad = await asOperator('POST', '/api/operator/hosts', {
      hostname: 'bad host/',
      brand: '',
      license: 'US',
      locales: ['en', 'en', 'xx'],
      default_locale: 'de',
      betting_link: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(422);
    for (const field of ['hostname', 'brand', 'license', 'locales.2', 'betting_link']) {
      expect(bad.json().errors[field], field).toBeDefined();
    }
    const unlisted = await asOperator('POST', '/api/operator/hosts', {
      ...body,
      hostname: 'x.example',
      default_locale: 'de',
    });
    expect(unlisted.json().errors).toEqual({ default_locale: ['content.errors.default_locale_unlisted'] });
  });

  it('changes a mirror (its default language stays one of its languages) and deletes it', async () => {
    const res = await asOperator('PATCH', '/api/operator/hosts/mirror.orbit.example', {
      brand: 'Orbit Eesti',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await projectOf('mirror.orbit.example')).site.brand).toBe('Orbit Eesti');
    const unlisted = await asOperator('PATCH', '/api/operator/hosts/mirror.orbit.example', {
      locales: ['en'],
    });
    expect(unlisted.statusCode).toBe(422);
    expect(unlisted.json().errors).toEqual({ default_locale: ['content.errors.default_locale_unlisted'] });
    expect(
      (await asOperator('PATCH', '/api/operator/hosts/nowhere.example', { brand: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await asOperator('PATCH', '/api/operator/hosts/mirror.orbit.example', { brand: 'x' }, 'support'))
        .statusCode,
    ).toBe(403);

    expect((await asOperator('DELETE', '/api/operator/hosts/mirror.orbit.example')).statusCode).toBe(204);
    expect((await projectOf('mirror.orbit.example')).license).toBe('other');
    expect((await asOperator('DELETE', '/api/operator/hosts/mirror.orbit.example')).statusCode).toBe(404);
  });

  it('never deletes the last host', async () => {
    expect((await asOperator('DELETE', '/api/operator/hosts/127.0.0.1')).statusCode).toBe(204);
    const last = await asOperator('DELETE', '/api/operator/hosts/localhost');
    expect(last.statusCode).toBe(422);
    expect(last.json().errors).toEqual({ base: ['content.errors.last_host'] });
  });
});
