import { CATEGORY_SLUGS } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { gameIdentifier } from './games.ts';
import { generateCatalogue, generateProducers } from './generate.ts';
import { DEMO_PRODUCERS } from './producers.ts';

describe('generateCatalogue', () => {
  const games = generateCatalogue(10_000);

  it('builds 10,000 games over ~60 studios with unique identifiers', () => {
    expect(games).toHaveLength(10_000);
    expect(new Set(games.map(gameIdentifier)).size).toBe(10_000);
    const producers = new Set(games.map((g) => g.producer));
    expect(producers.size).toBeGreaterThanOrEqual(55);
    const known = new Set(generateProducers().map((p) => p.slug));
    for (const p of producers) expect(known.has(p)).toBe(true);
  });

  it('fills every category slug', () => {
    for (const slug of CATEGORY_SLUGS)
      expect(
        games.some((g) => g.categories.includes(slug)),
        slug,
      ).toBe(true);
  });

  it('is deterministic per seed, different across seeds', () => {
    expect(generateCatalogue(300, 7)).toEqual(generateCatalogue(300, 7));
    expect(generateCatalogue(300, 7)).not.toEqual(generateCatalogue(300, 8));
  });
});

describe('generateProducers', () => {
  it('starts with the demo studios and makes 60 unique ones', () => {
    const producers = generateProducers();
    expect(producers).toHaveLength(60);
    expect(producers.slice(0, DEMO_PRODUCERS.length)).toEqual(DEMO_PRODUCERS);
    expect(new Set(producers.map((p) => p.slug)).size).toBe(60);
    expect(new Set(producers.map((p) => p.title)).size).toBe(60);
  });
});
