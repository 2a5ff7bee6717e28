import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configEntries } from '../db/schema/index.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { newAddressOf } from './old-addresses.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t?.close());

const to = (path: string) => newAddressOf(t.deps, path);

/** The operator's row as written by hand (the config module's write checks it; a row may not be). */
const storeAliases = (value: unknown) =>
  t.deps.db.update(configEntries).set({ value }).where(eq(configEntries.name, 'games-aliases-config'));
const storedAliases = async () =>
  (await t.deps.db.select().from(configEntries).where(eq(configEntries.name, 'games-aliases-config')))[0]
    ?.value;

describe('old addresses', () => {
  it("lead the spec's old addresses to their pages, in the visitor's locale", async () => {
    expect(await to('/santa-vegas')).toBe('/promotions');
    expect(await to('/de/santa-vegas')).toBe('/de/promotions');
    expect(await to('/it/accounts/history')).toBe('/it');
    expect(await to('/de/news')).toBe('/de/blog');
  });

  it('lead a game alias (games-aliases-config) to the game page, in the visitor’s locale', async () => {
    expect(await to('/play/scarab-mirage')).toBe('/play/velvet-lantern/scarab-mirage');
    expect(await to('/de/play/comet-crash')).toBe('/de/play/orbit-originals/comet-crash');
  });

  it('leave every other path to the pages', async () => {
    for (const path of [
      '/play/velvet-lantern/scarab-mirage',
      '/play/no-such-alias',
      '/play/constructor',
      '/play/__proto__',
      '/play/scarab-mirage/extra',
      '/scarab-mirage',
      '/promotions',
    ]) {
      expect(await to(path), path).toBeUndefined();
    }
  });

  it('read what the operator stores, and ignore a malformed config', async () => {
    const before = await storedAliases();
    try {
      await storeAliases({ '/play/ember': 'velvet-lantern/book-of-ember-sands' });
      expect(await to('/play/ember')).toBe('/play/velvet-lantern/book-of-ember-sands');
      expect(await to('/play/scarab-mirage')).toBeUndefined();
      // A hand-written row that leads off the site is never followed.
      await storeAliases({ '/play/ember': '//evil.example/x' });
      expect(await to('/play/ember')).toBeUndefined();
    } finally {
      await storeAliases(before);
    }
  });
});
