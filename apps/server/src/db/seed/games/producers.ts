import type { DemoProducer } from './types.ts';

/**
 * The demo studios. All fictional, all Orbit's own: every one of their games runs on a house
 * engine. Order = the providers carousel order.
 */
export const DEMO_PRODUCERS: DemoProducer[] = [
  { slug: 'nebula-forge', title: 'Nebula Forge' },
  { slug: 'comet-works', title: 'Comet Works' },
  { slug: 'velvet-lantern', title: 'Velvet Lantern' },
  { slug: 'iron-lotus', title: 'Iron Lotus Studio' },
  { slug: 'saltwind', title: 'Saltwind Games' },
  { slug: 'orchard-reels', title: 'Orchard Reels' },
  { slug: 'halcyon-tables', title: 'Halcyon Tables' },
  { slug: 'kestrel-live', title: 'Kestrel Live' },
  { slug: 'orbit-originals', title: 'Orbit Originals' },
  { slug: 'aurora-north', title: 'Aurora North', isNew: true },
];

/** Studio whose games make up the `bng-tournament` collection. */
export const BNG_TOURNAMENT_PRODUCER = 'nebula-forge';
/** Studio whose games make up the `pls-tournament` collection. */
export const PLS_TOURNAMENT_PRODUCER = 'comet-works';
