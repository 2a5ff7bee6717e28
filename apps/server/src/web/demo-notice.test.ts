import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';

/** A demo installation says so on every page; a production one does not (needs apps/web/build). */
const NOTICE = /<p role="note"[^>]*>Demo casino: play money, demo accounts and test payments\./;
const web = new Set(['api', 'web']);
let demo: TestApp;
let production: TestApp;
beforeAll(async () => {
  demo = await startTestApp({ seed: true, config: { roles: web, mode: 'demo' } });
  production = await startTestApp({
    seed: true,
    config: { roles: web, mode: 'production', devTools: false },
  });
});
afterAll(async () => {
  await demo.close();
  await production.close();
});

describe('the demo notice', () => {
  it('is on every page of a demo, in the page language', async () => {
    for (const url of ['/', '/pokies/all', '/privacy-policy', '/no-such-page']) {
      const page = await demo.request({ method: 'GET', url });
      expect(page.body, url).toMatch(NOTICE);
    }
    const german = await demo.request({ method: 'GET', url: '/de' });
    expect(german.body).toMatch(/<p role="note"[^>]*>Demo-Casino: Spielgeld/);
  });

  it('is on no page of a production installation', async () => {
    for (const url of ['/', '/pokies/all']) {
      const page = await production.request({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toMatch(NOTICE);
      expect(page.body).not.toContain('role="note"');
    }
  });
});
