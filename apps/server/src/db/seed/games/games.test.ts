import { CATEGORY_SLUGS, VOLATILITY_RATINGS } from '@orbit/contract';
import { HOUSE_GAMES } from '@orbit/games';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_GAMES, GAME_VARIANTS, gameIdentifier, isSlot, slugify, THEMES, themeTitle } from './games.ts';
import { DEMO_PRODUCERS } from './producers.ts';
import { GAME_ENGINES } from './types.ts';

const inCategory = (slug: string) => DEMO_GAMES.filter((g) => g.categories.includes(slug));
const CANADIAN_CURRENCY = 'CAD';

describe('demo producers', () => {
  it('has at least 8 studios with unique slugs, one of them new', () => {
    expect(DEMO_PRODUCERS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(DEMO_PRODUCERS.map((p) => p.slug)).size).toBe(DEMO_PRODUCERS.length);
    expect(DEMO_PRODUCERS.filter((p) => p.isNew)).toHaveLength(1);
    for (const p of DEMO_PRODUCERS) expect(p.slug).toBe(slugify(p.title.replace(/ (Studio|Games)$/, '')));
  });

  it('every studio has games', () => {
    for (const p of DEMO_PRODUCERS)
      expect(
        DEMO_GAMES.some((g) => g.producer === p.slug),
        p.slug,
      ).toBe(true);
  });
});

describe('demo catalogue', () => {
  it('has at least 150 games with unique identifiers and titles', () => {
    expect(DEMO_GAMES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(DEMO_GAMES.map(gameIdentifier)).size).toBe(DEMO_GAMES.length);
    expect(new Set(DEMO_GAMES.map((g) => g.title)).size).toBe(DEMO_GAMES.length);
  });

  it('every category slug is non-empty', () => {
    for (const slug of CATEGORY_SLUGS) expect(inCategory(slug).length, slug).toBeGreaterThan(0);
  });

  it('uses only known category slugs, each at most once per game', () => {
    const known = new Set<string>(CATEGORY_SLUGS);
    for (const g of DEMO_GAMES) {
      for (const slug of g.categories) expect(known.has(slug), `${g.title}: ${slug}`).toBe(true);
      expect(new Set(g.categories).size).toBe(g.categories.length);
    }
  });

  it('uses every engine, each game on a variant its engine implements', () => {
    expect(new Set(DEMO_GAMES.map((g) => g.engine))).toEqual(new Set(GAME_ENGINES));
    for (const g of DEMO_GAMES) expect(GAME_VARIANTS[g.engine], g.title).toContain(g.variant);
  });

  it('keeps the engine collections exact: all, pokies, live, live_all, table, crash, keno', () => {
    expect(inCategory('all')).toHaveLength(DEMO_GAMES.length);
    expect(inCategory('pokies')).toEqual(DEMO_GAMES.filter(isSlot));
    const live = DEMO_GAMES.filter((g) => g.engine === 'live-table');
    expect(inCategory('live')).toEqual(live);
    expect(inCategory('live_all')).toEqual(live);
    expect(inCategory('table')).toEqual(
      DEMO_GAMES.filter((g) => ['roulette', 'blackjack', 'baccarat', 'video-poker'].includes(g.engine)),
    );
    expect(inCategory('crash-games')).toEqual(DEMO_GAMES.filter((g) => g.engine === 'crash'));
    expect(inCategory('lottery-games')).toEqual(DEMO_GAMES.filter((g) => g.engine === 'keno'));
    expect(inCategory('megaways').every((g) => g.ways === 117649)).toBe(true);
  });

  it('"new" means released in the last 30 days, and the new studio is all new', () => {
    expect(inCategory('new')).toEqual(DEMO_GAMES.filter((g) => g.releasedDaysAgo <= 30));
    const newStudio = DEMO_PRODUCERS.find((p) => p.isNew)!.slug;
    for (const g of DEMO_GAMES.filter((x) => x.producer === newStudio)) expect(g.categories).toContain('new');
  });

  it('volatility collections hold slots of matching volatility', () => {
    for (const g of inCategory('high-volatility')) expect(['high', 'very-high']).toContain(g.volatility);
    for (const g of inCategory('low-volatility')) expect(['low', 'low-medium']).toContain(g.volatility);
    for (const g of DEMO_GAMES) expect(VOLATILITY_RATINGS).toContain(g.volatility);
  });

  it('never counts bonus-buy games towards bonus wagering', () => {
    for (const g of inCategory('bonus-buy')) expect(g.categories).not.toContain('bonus-wagering');
  });

  it("gives a game its variant's RTP as declared by @orbit/games once the engine is there", () => {
    let declared = 0;
    for (const g of DEMO_GAMES) {
      const rtp = HOUSE_GAMES[g.engine]?.variants[g.variant]?.rtp;
      if (rtp === undefined) continue;
      declared += 1;
      expect(g.rtp, g.title).toBe(rtp);
    }
    // Every table game, original and live table at least.
    expect(declared).toBeGreaterThanOrEqual(DEMO_GAMES.filter((g) => !isSlot(g)).length);
  });

  it('has realistic figures: slot RTP 94–97.5 %, hit rates, lines or ways for slots', () => {
    for (const g of DEMO_GAMES) {
      expect(g.rtp, g.title).toBeGreaterThanOrEqual(94);
      expect(g.rtp, g.title).toBeLessThanOrEqual(isSlot(g) ? 97.5 : 99.6);
      expect(g.hitRate).toBeGreaterThan(0);
      expect(g.hitRate).toBeLessThan(100);
      if (isSlot(g)) expect((g.lines ?? 0) + (g.ways ?? 0), g.title).toBeGreaterThan(0);
    }
  });

  it('live tables have no demo, every other game has one', () => {
    for (const g of DEMO_GAMES) expect(g.hasDemo).toBe(g.engine !== 'live-table');
  });

  it('a few games are desktop-only', () => {
    const desktopOnly = DEMO_GAMES.filter((g) => !g.devices.includes('mobile'));
    expect(desktopOnly.length).toBeGreaterThan(0);
    expect(desktopOnly.length).toBeLessThan(DEMO_GAMES.length * 0.1);
  });

  it('most games take every currency; a handful lack CAD, one of them in top and one in new', () => {
    const withoutCad = DEMO_GAMES.filter((g) => !g.currencies.includes(CANADIAN_CURRENCY));
    expect(withoutCad.length).toBeGreaterThanOrEqual(2);
    expect(withoutCad.length).toBeLessThan(DEMO_GAMES.length * 0.1);
    expect(withoutCad.some((g) => g.categories.includes('top'))).toBe(true);
    expect(withoutCad.some((g) => g.categories.includes('new'))).toBe(true);
    for (const g of DEMO_GAMES) {
      expect(g.currencies).toContain('EUR');
      expect(g.currencies).toContain('BTC');
    }
  });

  it('includes accented titles and titles with an ampersand', () => {
    const titles = DEMO_GAMES.map((g) => g.title);
    expect(titles.filter((t) => t !== t.normalize('NFD')).length).toBeGreaterThanOrEqual(3);
    expect(titles).toContain('Señorita Sol');
    expect(titles.some((t) => t.includes('Fórtune'))).toBe(true);
    expect(titles.some((t) => t.includes('&'))).toBe(true);
  });

  it('is deterministic', async () => {
    vi.resetModules();
    const again = await import('./games.ts');
    expect(again.DEMO_GAMES).not.toBe(DEMO_GAMES);
    expect(again.DEMO_GAMES).toEqual(DEMO_GAMES);
  });
});

/** Well-known third-party titles and studios a generated name must never reproduce. */
const FAMOUS_NAMES = [
  'book of dead',
  'book of ra',
  'legacy of dead',
  'gates of olympus',
  'sweet bonanza',
  'big bass bonanza',
  'starburst',
  "gonzo's quest",
  'mega moolah',
  'wolf gold',
  'sugar rush',
  'fire joker',
  'reactoonz',
  'money train',
  'jammin jars',
  'razor shark',
  'dead or alive',
  'sizzling hot',
  'pharaohs fortune',
  'rainbow riches',
  'crazy time',
  'lightning roulette',
  'dream catcher',
  'aviator',
  'spaceman',
  'jetx',
  'plinko',
  'pragmatic play',
  'netent',
  'play n go',
  'evolution',
  'red tiger',
  'big time gaming',
  'booongo',
  'playson',
  'microgaming',
  'hacksaw',
  'nolimit city',
  'push gaming',
  'relax gaming',
];

describe('names', () => {
  it('reproduce no well-known third-party game or studio', () => {
    const famous = new Set(FAMOUS_NAMES.map((n) => slugify(n)));
    for (const name of [...DEMO_GAMES.map((g) => g.title), ...DEMO_PRODUCERS.map((p) => p.title)]) {
      expect(famous.has(slugify(name)), name).toBe(false);
    }
  });
});

describe('themeTitle and slugify', () => {
  it('gives every index of a theme a distinct title, editions after the word pairs run out', () => {
    for (const theme of THEMES) {
      const titles = Array.from({ length: 300 }, (_, i) => themeTitle(theme, i));
      expect(new Set(titles).size, theme.key).toBe(300);
    }
    const fruit = THEMES.find((t) => t.key === 'fruit')!;
    expect(themeTitle(fruit, 0)).toBe('Cherry Blaze');
    expect(themeTitle(fruit, 64)).toBe('Cherry Blaze Rising');
  });

  it('makes ASCII slugs without accents, & spelled out', () => {
    expect(slugify('Señorita Sol')).toBe('senorita-sol');
    expect(slugify('Mariachi Fórtune')).toBe('mariachi-fortune');
    expect(slugify('Ragnarök Saga')).toBe('ragnarok-saga');
    expect(slugify('Sugar & Spice')).toBe('sugar-and-spice');
    expect(slugify("Odin's Forge")).toBe('odins-forge');
    expect(slugify('Crème Brûlée Dreams')).toBe('creme-brulee-dreams');
  });

  it('names every game by the slug of its title', () => {
    for (const g of DEMO_GAMES) expect(g.name).toBe(slugify(g.title));
  });
});
