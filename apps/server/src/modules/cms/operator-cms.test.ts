import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPages, operatorAudit } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { sanitiseCmsHtml } from './sanitise.ts';

/** The back office's CMS: pages and snippets per locale and licence, HTML sanitised on save. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (
  method: Method,
  url: string,
  payload?: unknown,
  role: Parameters<typeof operatorCookie>[1] = 'marketing',
) =>
  t.request({
    method,
    url,
    cookie: await operatorCookie(t, role),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const page = (overrides: Record<string, unknown> = {}) => ({
  path: 'orbit-test-offer',
  locale: '',
  title: 'Welcome offer',
  content: '<h2>Hello</h2><p>Our offer.</p>',
  categories: ['page'],
  ...overrides,
});

describe('sanitiseCmsHtml', () => {
  it('drops scripts, handlers, styles, frames, forms and script links; keeps text markup', async () => {
    const dirty = [
      '<h2 onclick="steal()">Title</h2>',
      '<script>alert(1)</script>',
      '<p style="color:red" id="app">Text <strong>bold</strong> <a href="javascript:alert(1)">x</a></p>',
      '<img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAAA" alt="d">',
      '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form>',
      '<a href="/promotions" target="_blank">promos</a><a href="https://orbit.example/x" target="_top">y</a>',
      '<svg><use href="#x"></use></svg><style>body{}</style>',
    ].join('');
    const clean = await sanitiseCmsHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|style|iframe|form|input|javascript:|data:|svg|id=/i);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<strong>bold</strong>');
    expect(clean).toContain('<a href="/promotions" target="_blank" rel="noopener noreferrer">promos</a>');
    expect(clean).toContain('<a href="https://orbit.example/x">y</a>');
  });

  it('leaves the seeded pages as they are (their markup is all allowed)', async () => {
    const rows = await t.deps.db.select({ path: cmsPages.path, content: cmsPages.content }).from(cmsPages);
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) expect(await sanitiseCmsHtml(row.content), row.path).toBe(row.content);
  });
});

describe('CMS pages', () => {
  it('adds a page with its HTML sanitised, which the player site serves at once', async () => {
    // The player's read first, so any cache would hold the old answer.
    expect((await t.request({ method: 'GET', url: '/api/cms/pages/orbit-test-offer' })).statusCode).toBe(404);
    const res = await call(
      'POST',
      '/api/operator/cms/pages',
      page({ content: '<p>Join <script>alert(1)</script><img src="/x.png" onerror="alert(2)"></p>' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      path: 'orbit-test-offer',
      licence: null,
      locale: '',
      title: 'Welcome offer',
    });
    expect(created.content).toBe('<p>Join <img src="/x.png" /></p>');
    const served = await t.request({ method: 'GET', url: '/api/cms/pages/orbit-test-offer' });
    expect(served.statusCode).toBe(200);
    expect(served.json().content).toBe(created.content);
  });

  it('keeps a path unique per locale and licence: the same path in another locale or licence is a new page', async () => {
    const taken = await call('POST', '/api/operator/cms/pages', page());
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ path: ['content.errors.path_taken'] });
    const german = await call('POST', '/api/operator/cms/pages', page({ locale: 'de', title: 'Willkommen' }));
    expect(german.statusCode, german.body).toBe(201);
    const estonian = await call(
      'POST',
      '/api/operator/cms/pages',
      page({ licence: 'EE', title: 'EE offer' }),
    );
    expect(estonian.statusCode, estonian.body).toBe(201);
    expect(estonian.json()).toMatchObject({ path: 'orbit-test-offer', licence: 'EE' });
    const [stored] = await t.deps.db.select().from(cmsPages).where(eq(cmsPages.id, estonian.json().id));
    expect(stored?.path).toBe('orbit-test-offer/EE');
    const germanRead = await t.request({ method: 'GET', url: '/api/cms/pages/orbit-test-offer?l=de' });
    expect(germanRead.json().title).toBe('Willkommen');
  });

  it('answers field errors for a bad page', async () => {
    const res = await call('POST', '/api/operator/cms/pages', {
      path: '../etc',
      locale: 'xx',
      title: '',
      licence: 'US',
      categories: ['Bad Category'],
      blocks: { unknown: 'x' },
      position: -1,
      extra: 1,
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    for (const field of [
      'path',
      'locale',
      'title',
      'licence',
      'categories.0',
      'blocks.unknown',
      'position',
      'extra',
    ]) {
      expect(errors[field], field).toBeDefined();
    }
    expect((await call('POST', '/api/operator/cms/pages', 'not json')).statusCode).toBeLessThan(500);
  });

  it('lists pages of every locale, paged and searched, and reads one', async () => {
    const res = await call('GET', '/api/operator/cms/pages?q=orbit-test-offer&per_page=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_count).toBe(3);
    expect(body.pages).toHaveLength(2);
    expect(body.per_page).toBe(2);
    const de = await call('GET', '/api/operator/cms/pages?locale=de&q=orbit-test-offer');
    expect(de.json().pages.map((p: { locale: string }) => p.locale)).toEqual(['de']);
    const one = await call('GET', `/api/operator/cms/pages/${body.pages[0].id}`);
    expect(one.json()).toEqual(body.pages[0]);
    for (const url of [
      '/api/operator/cms/pages?per_page=500',
      '/api/operator/cms/pages?page=0',
      '/api/operator/cms/pages/abc',
    ]) {
      expect((await call('GET', url)).statusCode, url).toBe(400);
    }
    expect((await call('GET', '/api/operator/cms/pages/2000000000')).statusCode).toBe(404);
  });

  it('replaces a page (sanitised, audited with before and after) and deletes it', async () => {
    const list = (await call('GET', '/api/operator/cms/pages?q=orbit-test-offer')).json();
    type Row = { id: number; licence: string | null; locale: string };
    const plain = list.pages.find((p: Row) => p.licence === null && p.locale === '');
    const res = await call('PUT', `/api/operator/cms/pages/${plain.id}`, {
      ...page({ title: 'Welcome offer 2', content: '<p><a href="javascript:x()">Go</a></p>' }),
      blocks: { title: 'SEO title', 'content-main': '<p onclick="x()">Main</p>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toBe('<p><a>Go</a></p>');
    expect(res.json().blocks).toEqual({ title: 'SEO title', 'content-main': '<p>Main</p>' });
    const served = await t.request({ method: 'GET', url: '/api/cms/pages/orbit-test-offer' });
    expect(served.json().title).toBe('Welcome offer 2');
    const [entry] = await t.deps.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'PUT /api/operator/cms/pages/:id'))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect(entry?.before).toMatchObject({ title: 'Welcome offer' });
    expect(entry?.after).toMatchObject({ title: 'Welcome offer 2' });

    // Renaming onto another page's path and locale is refused.
    const german = list.pages.find((p: Row) => p.locale === 'de');
    const clash = await call('PUT', `/api/operator/cms/pages/${german.id}`, page({ locale: '' }));
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.path).toEqual(['content.errors.path_taken']);

    expect((await call('DELETE', `/api/operator/cms/pages/${plain.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/operator/cms/pages/${plain.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/operator/cms/pages/${plain.id}`, page())).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/cms/pages/orbit-test-offer' })).statusCode).toBe(404);
  });

  it('lets support read but not write, and a signed-out caller nothing', async () => {
    expect((await call('GET', '/api/operator/cms/pages', undefined, 'support')).statusCode).toBe(200);
    expect((await call('POST', '/api/operator/cms/pages', page({ path: 'x' }), 'support')).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/operator/cms/pages', undefined, 'payments')).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/operator/cms/pages' })).statusCode).toBe(401);
  });
});

describe('CMS snippets', () => {
  it('adds, lists, replaces and deletes a snippet; the player site reads it', async () => {
    const res = await call('POST', '/api/operator/cms/snippets', {
      locale: 'it',
      categories: ['footer-text'],
      content: '<p>Gioca <b>responsabilmente</b><script>x()</script></p>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const snippet = res.json();
    expect(snippet.content).toBe('<p>Gioca <b>responsabilmente</b></p>');
    const served = await t.request({ method: 'GET', url: '/api/cms/snippets?l=it' });
    expect(served.json()).toContainEqual({
      id: String(snippet.id),
      categories: ['footer-text'],
      content: snippet.content,
    });

    const list = await call('GET', '/api/operator/cms/snippets?locale=it&category=footer-text');
    expect(list.json()).toMatchObject({ total_count: 1, snippets: [{ id: snippet.id }] });

    const replaced = await call('PUT', `/api/operator/cms/snippets/${snippet.id}`, {
      locale: 'it',
      categories: ['footer-text'],
      content: '<p>Nuovo</p>',
    });
    expect(replaced.json().content).toBe('<p>Nuovo</p>');
    expect((await call('DELETE', `/api/operator/cms/snippets/${snippet.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/operator/cms/snippets/${snippet.id}`)).statusCode).toBe(404);
  });

  it('answers field errors for a bad snippet', async () => {
    const res = await call('POST', '/api/operator/cms/snippets', {
      locale: 'zz',
      categories: [],
      content: 5,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['categories', 'content', 'locale']);
  });
});
