import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { fetchAreas } from './catalogue-fetch.ts';
import { askForArea } from './loaded-catalogue.ts';
import { CATALOGUE_AREAS, namespacesFor, SHELL_AREAS } from './namespaces.ts';
import { createTranslator } from './translator.ts';

const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url));

describe('catalogue namespaces', () => {
  it('lists every area of every locale, and no other', () => {
    for (const locale of readdirSync(localesDir)) {
      const areas = readdirSync(`${localesDir}${locale}`).map((file) => file.replace(/\.json$/, ''));
      expect(areas.sort(), locale).toEqual([...CATALOGUE_AREAS].sort());
    }
  });

  it("gives a page the shell's areas and its own, and an auth modal's forms", () => {
    const lobby = namespacesFor({ pathname: '/', search: '' });
    expect(lobby).toEqual(expect.arrayContaining([...SHELL_AREAS, 'lobby', 'games']));
    expect(lobby).not.toContain('fairness');
    // A list page's own words (more games, special cards, empty states) are not the lobby's.
    expect(lobby).not.toContain('lists');
    expect(namespacesFor({ pathname: '/producers/aurora-north', search: '' })).toContain('lists');
    expect(namespacesFor({ pathname: '/de/provably-fair', search: '' })).toContain('fairness');
    expect(namespacesFor({ pathname: '/de/pokies/all', search: '?modal=login' })).toEqual(
      expect.arrayContaining(['games', 'auth', 'validation']),
    );
    expect(namespacesFor({ pathname: '/login', search: '' })).toEqual(
      expect.arrayContaining(['lobby', 'auth']),
    );
    expect(namespacesFor({ pathname: '/about', search: '' })).toContain('pages');
  });
});

describe('a pending area', () => {
  it('reads as its default or nothing until it arrives, never as the raw key', () => {
    const { t } = createTranslator('en', { shell: { a: 'A' } }, (area) => area === 'games');
    expect(t('games.tile.play')).toBe('');
    expect(t('games.tile.play', { defaultValue: 'Play' })).toBe('Play');
    expect(t('shell.missing')).toBe('shell.missing');
    expect(t('unknown.key')).toBe('unknown.key');
    expect(t('games')).toBe('games');
  });
});

describe('askForArea', () => {
  it('fetches an area once and merges it; an area the server lacks comes back empty', async () => {
    const fetcher = vi.fn(async (_url: string) => Response.json({ games: { a: 'A' } }));
    const load = async () => ({
      fetchAreas: (locale: string, areas: readonly string[]) => fetchAreas(locale, areas, fetcher),
    });
    const merged: unknown[] = [];
    const merge = (areas: unknown) => merged.push(areas);
    expect(askForArea('de', 'games', merge, load)).toBe(true);
    expect(askForArea('de', 'games', merge, load)).toBe(true);
    expect(askForArea('de', 'Not an area', merge, load)).toBe(false);
    askForArea('de', 'lobby', merge, load);
    await vi.waitFor(() => expect(merged).toHaveLength(2));
    expect(merged).toEqual(expect.arrayContaining([{ games: { a: 'A' } }, { lobby: {} }]));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher.mock.calls[0]?.[0]).toMatch(/^\/messages\/de\.json\?ns=games&t=\d+$/);
  });

  it('asks again after a failed request', async () => {
    const fetcher = vi.fn(async (_url: string) => new Response('', { status: 503 }));
    const load = async () => ({
      fetchAreas: (locale: string, areas: readonly string[]) => fetchAreas(locale, areas, fetcher),
    });
    askForArea('en', 'games', () => undefined, load);
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => {
      askForArea('en', 'games', () => undefined, load);
      expect(fetcher).toHaveBeenCalledTimes(2);
    });
  });
});
