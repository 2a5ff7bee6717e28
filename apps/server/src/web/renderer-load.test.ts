import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startTestApp } from '../test/harness.ts';

/**
 * The server-rendering bundle loads at the first page, not at start (ssr.ts loadRenderer): a web
 * build folder whose server entry records its loading (and re-exports the real build of
 * `apps/web/build`), or fails to load.
 */
const realEntry = join(loadConfig({ ...process.env, DATA_DIR: 'memory://' }).webBuildDir, 'server/index.js');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A web build folder whose server entry is `source`. */
function webBuild(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'orbit-renderer-'));
  folders.push(dir);
  mkdirSync(join(dir, 'server'));
  mkdirSync(join(dir, 'client'));
  writeFileSync(join(dir, 'server/index.js'), source);
  return dir;
}

/** A global the entry counts its evaluations in, one per test. */
const counter = () => `orbitRendererLoads${folders.length}`;
const loads = (name: string) => (globalThis as Record<string, unknown>)[name] ?? 0;

describe('the server-rendering bundle', () => {
  it('is not loaded at start, is loaded once by the first page, concurrent first pages sharing it', async () => {
    if (!existsSync(realEntry)) {
      throw new Error(`${realEntry} missing: build the web client first (npm run build)`);
    }
    const name = counter();
    const webBuildDir = webBuild(
      `globalThis.${name} = (globalThis.${name} ?? 0) + 1;\nexport * from ${JSON.stringify(realEntry)};\n`,
    );
    const t = await startTestApp({ config: { roles: new Set(['api', 'web']), webBuildDir } });
    try {
      expect(loads(name)).toBe(0);
      expect((await t.request({ method: 'GET', url: '/api/player' })).statusCode).toBe(200);
      expect(loads(name)).toBe(0);
      const pages = await Promise.all(['/', '/pokies/all'].map((url) => t.request({ method: 'GET', url })));
      for (const page of pages) expect(page.statusCode, page.body.slice(0, 200)).toBe(200);
      expect(pages[0]?.body).toContain('<html');
      expect((await t.request({ method: 'GET', url: '/de' })).statusCode).toBe(200);
      expect(loads(name)).toBe(1);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('that fails to load fails every page loudly, and the rest of the node keeps working', async () => {
    const webBuildDir = webBuild(`throw new Error('the server build is broken');\n`);
    const t = await startTestApp({ config: { roles: new Set(['api', 'web']), webBuildDir } });
    try {
      for (const url of ['/', '/pokies/all']) {
        const page = await t.request({ method: 'GET', url });
        expect(page.statusCode).toBe(500);
      }
      expect((await t.request({ method: 'GET', url: '/api/player' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 120_000);
});
