import { buildGame, curateCatalogue, seededRandom, slugify, THEMES, type Theme } from './games.ts';
import { BNG_TOURNAMENT_PRODUCER, DEMO_PRODUCERS, PLS_TOURNAMENT_PRODUCER } from './producers.ts';
import type { DemoGame, DemoProducer } from './types.ts';

/**
 * A large deterministic catalogue for the `games_filter` benchmark: the demo studios plus
 * generated ones, games built by the demo catalogue's own builders (same themes, titles,
 * variants and curation).
 */

const STUDIO_FIRST = [
  'Ember',
  'Granite',
  'Lumen',
  'Maple',
  'Onyx',
  'Pebble',
  'Quill',
  'Sable',
  'Tundra',
  'Umber',
  'Vortex',
  'Willow',
  'Zephyr',
  'Cobalt',
  'Juniper',
  'Marlin',
];
const STUDIO_SECOND = ['Forge', 'Works', 'Lantern', 'Studio', 'Games', 'Reels', 'Labs', 'Play', 'Foundry'];

/** The demo studios first, then generated ones ("Ember Forge", "Granite Works"…), `count` in all. */
export function generateProducers(count = 60): DemoProducer[] {
  const producers = DEMO_PRODUCERS.slice(0, count).map((p) => ({ ...p }));
  const slugs = new Set(producers.map((p) => p.slug));
  const pairs = STUDIO_FIRST.length * STUDIO_SECOND.length;
  for (let k = 0; producers.length < count && k < pairs; k++) {
    const h = k % STUDIO_FIRST.length;
    const round = Math.floor(k / STUDIO_FIRST.length);
    const title = `${STUDIO_FIRST[h]} ${STUDIO_SECOND[(round + h) % STUDIO_SECOND.length]}`;
    const slug = slugify(title);
    if (slugs.has(slug)) continue;
    slugs.add(slug);
    producers.push({ slug, title });
  }
  return producers;
}

/** Themes repeated by weight: slots dominate, as in a real lobby. */
const THEME_CYCLE: readonly Theme[] = THEMES.flatMap((theme) => Array<Theme>(theme.weight).fill(theme));

/**
 * `count` games over ~60 studios (`generateProducers()`), identical for the same seed.
 * Identifiers are unique: every title is unique across the catalogue.
 */
export function generateCatalogue(count: number, seed = 1): DemoGame[] {
  const rng = seededRandom(seed);
  const producers = generateProducers();
  const counters = new Map<string, number>();
  const games: DemoGame[] = [];
  for (let i = 0; i < count; i++) {
    const theme = THEME_CYCLE[i % THEME_CYCLE.length]!;
    const index = counters.get(theme.key) ?? 0;
    counters.set(theme.key, index + 1);
    const producer = producers[Math.floor(rng() * producers.length)]!;
    games.push(buildGame(theme, index, producer.slug, rng));
  }
  return curateCatalogue(games, rng, {
    newProducers: producers.filter((p) => p.isNew).map((p) => p.slug),
    bngProducer: BNG_TOURNAMENT_PRODUCER,
    plsProducer: PLS_TOURNAMENT_PRODUCER,
  });
}
