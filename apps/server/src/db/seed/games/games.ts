import { CRYPTO_CURRENCIES, FIAT_CURRENCIES } from '@orbit/contract';
import { HOUSE_GAMES } from '@orbit/games';
import { BNG_TOURNAMENT_PRODUCER, DEMO_PRODUCERS, PLS_TOURNAMENT_PRODUCER } from './producers.ts';
import { type DemoGame, GAME_ENGINES, type GameEngine } from './types.ts';

/**
 * The demo catalogue, built deterministically: hand-written themes (title words, motif,
 * engine variants) × a plan of how many games each studio makes of each theme, then a
 * curation pass that fills the editorial collections (new, top, tournaments, jackpots…).
 * `generate.ts` reuses the same builders for the 10,000-game benchmark catalogue.
 */

type Volatility = DemoGame['volatility'];
export type Rng = () => number;

/** mulberry32: tiny, fast, good enough for demo data, identical on every machine. */
export function seededRandom(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const between = (rng: Rng, [min, max]: readonly [number, number], decimals: number) => {
  const f = 10 ** decimals;
  return Math.round((min + rng() * (max - min)) * f) / f;
};

// ---------------------------------------------------------------------------------------------
// Variants: what each engine runs. The engines issue implements exactly this list.
// ---------------------------------------------------------------------------------------------

interface VariantSpec {
  engine: GameEngine;
  /** The paytable / rule set id the engine runs. */
  variant: string;
  lines: number | null;
  ways: number | null;
  volatility: readonly Volatility[];
  /**
   * RTP range (percent) for variants whose engine is not in `@orbit/games` yet; once it is, a
   * game's RTP is the variant's declared RTP there (`declaredRtp`).
   */
  rtp: readonly [number, number];
  hitRate: readonly [number, number];
  /** Collections every game of this variant belongs to. */
  categories: readonly string[];
}

const slot = (
  engine: GameEngine,
  variant: string,
  size: { lines?: number; ways?: number },
  volatility: readonly Volatility[],
  rtp: readonly [number, number],
  hitRate: readonly [number, number],
  categories: readonly string[] = [],
): VariantSpec => ({
  engine,
  variant,
  lines: size.lines ?? null,
  ways: size.ways ?? null,
  volatility,
  rtp,
  hitRate,
  categories: ['pokies', ...categories],
});

const fixed = (
  engine: GameEngine,
  variant: string,
  volatility: readonly Volatility[],
  rtp: readonly [number, number],
  hitRate: readonly [number, number],
  categories: readonly string[],
): VariantSpec => ({ engine, variant, lines: null, ways: null, volatility, rtp, hitRate, categories });

/**
 * Keyed by a catalogue-wide id (the variant name, or `live-*` for the live studio where the
 * engine's variant is the bare table name).
 */
export const VARIANTS = {
  'fruit-3x3-5': slot(
    'slot-classic',
    'fruit-3x3-5',
    { lines: 5 },
    ['low', 'low-medium'],
    [95, 96.8],
    [30, 42],
  ),
  'fruit-5x3-10': slot(
    'slot-classic',
    'fruit-5x3-10',
    { lines: 10 },
    ['low-medium', 'medium'],
    [95.2, 96.6],
    [26, 36],
  ),
  'fruit-5x3-20': slot(
    'slot-classic',
    'fruit-5x3-20',
    { lines: 20 },
    ['medium', 'medium-high'],
    [95.5, 96.9],
    [24, 33],
  ),
  'book-10-lines': slot(
    'slot-lines',
    'book-10-lines',
    { lines: 10 },
    ['high', 'very-high'],
    [95.5, 96.3],
    [18, 26],
    ['book-games'],
  ),
  'lines-20': slot(
    'slot-lines',
    'lines-20',
    { lines: 20 },
    ['medium', 'medium-high', 'high'],
    [95.4, 96.8],
    [22, 32],
  ),
  'lines-25': slot(
    'slot-lines',
    'lines-25',
    { lines: 25 },
    ['low-medium', 'medium', 'medium-high'],
    [95.6, 97.1],
    [24, 34],
  ),
  'lines-40': slot(
    'slot-lines',
    'lines-40',
    { lines: 40 },
    ['medium', 'medium-high'],
    [95.8, 97.2],
    [25, 35],
  ),
  'coin-hold-25': slot(
    'slot-lines',
    'coin-hold-25',
    { lines: 25 },
    ['medium-high', 'high'],
    [94.5, 96.2],
    [20, 28],
    ['coin', 'jackpot'],
  ),
  'fish-collect-10': slot(
    'slot-lines',
    'fish-collect-10',
    { lines: 10 },
    ['medium-high', 'high'],
    [95, 96.7],
    [19, 27],
    ['fishing-games'],
  ),
  'ways-243': slot(
    'slot-ways',
    'ways-243',
    { ways: 243 },
    ['low-medium', 'medium', 'medium-high'],
    [95.8, 97],
    [27, 38],
  ),
  'ways-1024': slot(
    'slot-ways',
    'ways-1024',
    { ways: 1024 },
    ['medium', 'medium-high', 'high'],
    [95.6, 96.9],
    [24, 34],
  ),
  'ways-4096': slot('slot-ways', 'ways-4096', { ways: 4096 }, ['high', 'very-high'], [95.5, 96.5], [21, 29]),
  'megaways-117649': slot(
    'slot-ways',
    'megaways-117649',
    { ways: 117649 },
    ['high', 'very-high'],
    [95.7, 96.8],
    [22, 30],
    ['megaways'],
  ),
  // Single zero; 97.30 is the RTP of every bet (French: la partage lifts even-money bets to 98.65).
  european: fixed('roulette', 'european', ['low'], [97.3, 97.3], [48.65, 48.65], ['table', 'roulette']),
  french: fixed('roulette', 'french', ['low'], [98.65, 98.65], [48.65, 48.65], ['table', 'roulette']),
  // 6 decks, dealer stands on soft 17, blackjack 3:2, double after split, split once: basic strategy 99.55 %.
  'classic-6deck': fixed(
    'blackjack',
    'classic-6deck',
    ['low'],
    [99.55, 99.55],
    [42.4, 42.4],
    ['table', 'blackjack'],
  ),
  // Best bet (banker, 5 % commission) 98.94 %; no-commission (banker 6 pays 1:2) 98.54 %.
  'punto-banco-8deck': fixed(
    'baccarat',
    'punto-banco-8deck',
    ['low'],
    [98.94, 98.94],
    [45.86, 45.86],
    ['table', 'baccarat'],
  ),
  'no-commission-8deck': fixed(
    'baccarat',
    'no-commission-8deck',
    ['low'],
    [98.54, 98.54],
    [45.86, 45.86],
    ['table', 'baccarat'],
  ),
  // Optimal play of each paytable (full house / flush): 8/5 97.30 %, 7/5 96.15 %, bonus 6/5 96.87 %.
  'jacks-or-better-8-5': fixed(
    'video-poker',
    'jacks-or-better-8-5',
    ['low-medium'],
    [97.3, 97.3],
    [45.5, 45.5],
    ['table', 'poker'],
  ),
  'jacks-or-better-7-5': fixed(
    'video-poker',
    'jacks-or-better-7-5',
    ['low-medium'],
    [96.15, 96.15],
    [45.5, 45.5],
    ['table', 'poker'],
  ),
  'bonus-poker-6-5': fixed(
    'video-poker',
    'bonus-poker-6-5',
    ['medium'],
    [96.87, 96.87],
    [45.2, 45.2],
    ['table', 'poker'],
  ),
  standard: fixed('crash', 'standard', ['high'], [97, 97], [48.5, 48.5], ['crash-games', 'special']),
  'over-under': fixed('dice', 'over-under', ['medium'], [97, 97], [49.5, 49.5], ['special']),
  // Plinko and keno: the exact RTPs of their tables (binomial / hypergeometric), as @orbit/games declares them.
  '12-rows-low': fixed('plinko', '12-rows-low', ['low'], [97.17, 97.17], [63, 63], ['special']),
  '16-rows-medium': fixed('plinko', '16-rows-medium', ['medium'], [97, 97], [41, 41], ['special']),
  '16-rows-high': fixed('plinko', '16-rows-high', ['high'], [96.8, 96.8], [21, 21], ['special']),
  '5x5': fixed('mines', '5x5', ['medium-high'], [97, 97], [88, 88], ['special']),
  'classic-40': fixed('keno', 'classic-40', ['medium-high'], [95.25, 95.25], [27, 31], ['lottery-games']),
  'classic-80': fixed('keno', 'classic-80', ['medium-high'], [94.5, 94.5], [24, 28], ['lottery-games']),
  'live-roulette': fixed(
    'live-table',
    'roulette',
    ['low'],
    [97.3, 97.3],
    [48.65, 48.65],
    ['live', 'live_all', 'roulette'],
  ),
  'live-baccarat': fixed(
    'live-table',
    'baccarat',
    ['low'],
    [98.94, 98.94],
    [45.86, 45.86],
    ['live', 'live_all', 'baccarat'],
  ),
  'live-game-show': fixed(
    'live-table',
    'game-show',
    ['high'],
    [96, 96],
    [44, 46],
    ['live', 'live_all', 'game-shows'],
  ),
} satisfies Record<string, VariantSpec>;
export type VariantKey = keyof typeof VARIANTS;

/** Every variant each engine must implement (engine → variant ids). */
export const GAME_VARIANTS = Object.fromEntries(
  GAME_ENGINES.map((engine) => [
    engine,
    Object.values(VARIANTS as Record<string, VariantSpec>)
      .filter((spec) => spec.engine === engine)
      .map((spec) => spec.variant),
  ]),
) as Record<GameEngine, string[]>;

const SLOT_ENGINES: readonly GameEngine[] = ['slot-classic', 'slot-lines', 'slot-ways'];
/** Orbit's provably-fair instant games. */
const ORIGINAL_ENGINES: readonly GameEngine[] = ['crash', 'dice', 'plinko', 'mines', 'keno'];
export const isSlot = (game: Pick<DemoGame, 'engine'>) => SLOT_ENGINES.includes(game.engine);

// ---------------------------------------------------------------------------------------------
// Themes: the hand-written words every title is built from.
// ---------------------------------------------------------------------------------------------

export interface Theme {
  key: string;
  /** The tile artwork motif (modules/game-art). */
  motif: string;
  /** Title = head + ' ' + tail; a tail starting with '&' reads "Sugar & Spice". */
  heads: readonly string[];
  tails: readonly string[];
  /** Cycled over the theme's games, so every theme shows its whole engine mix. */
  variants: readonly VariantKey[];
  categories?: readonly string[];
  /** Relative share in the generated benchmark catalogue. */
  weight: number;
}

export const THEMES: readonly Theme[] = [
  {
    key: 'egypt',
    motif: 'pyramid',
    heads: ['Scarab', 'Sphinx', 'Obelisk', 'Nile', 'Ankh', 'Khepri', 'Oasis', 'Desert Star'],
    tails: ['Mirage', 'Dynasty', 'Eclipse', 'Vault', 'Oracle', 'Sunrise', 'Tides', 'Secrets'],
    variants: ['lines-20', 'ways-243', 'megaways-117649', 'lines-25', 'ways-1024'],
    categories: ['egypt-games'],
    weight: 4,
  },
  {
    key: 'book',
    motif: 'book',
    heads: ['Book of', 'Tome of', 'Codex of', 'Scroll of', 'Grimoire of', 'Ledger of'],
    tails: [
      'Ember Sands',
      'Hidden Kings',
      'Lost Stars',
      'Silent Tombs',
      'Azure Gods',
      'Iron Ravens',
      'Moonlit Ruins',
    ],
    variants: ['book-10-lines'],
    weight: 3,
  },
  {
    key: 'fruit',
    motif: 'fruit',
    heads: ['Cherry', 'Lemon', 'Melon', 'Plum', 'Citrus', 'Berry', 'Orchard', 'Grape'],
    tails: ['Blaze', 'Sevens', 'Express', 'Frenzy', 'Deluxe', 'Jam', 'Stack', 'Spark'],
    variants: ['fruit-5x3-20', 'fruit-3x3-5', 'fruit-5x3-10', 'lines-25'],
    categories: ['fruit-games'],
    weight: 4,
  },
  {
    key: 'gems',
    motif: 'gem',
    heads: ['Crystal', 'Ruby', 'Sapphire', 'Opal', 'Emerald', 'Prism', 'Diamond'],
    tails: ['Cascade', 'Crown', 'Rush', 'Vault', 'Glow', 'Cavern', 'Heist'],
    variants: ['ways-243', 'ways-1024', 'lines-20', 'megaways-117649'],
    weight: 3,
  },
  {
    key: 'space',
    motif: 'planet',
    heads: ['Nova', 'Stellar', 'Cosmic', 'Pulsar', 'Galaxy', 'Quasar', 'Lunar'],
    tails: ['Drift', 'Voyage', 'Raiders', 'Frontier', 'Runner', 'Odyssey', 'Outpost'],
    variants: ['ways-1024', 'lines-20', 'megaways-117649', 'ways-4096'],
    weight: 3,
  },
  {
    key: 'asian',
    motif: 'lantern',
    heads: ['Jade', 'Lotus', 'Koi', 'Bamboo', 'Dragon', 'Phoenix', 'Silk'],
    tails: ['Temple', 'Blossom', '& Pearls', 'Lanterns', 'Harmony', 'Dynasty', 'Fortunes'],
    variants: ['ways-243', 'lines-25', 'coin-hold-25', 'lines-40'],
    weight: 3,
  },
  {
    key: 'norse',
    motif: 'shield',
    heads: ['Valhöll', 'Ragnarök', 'Fjord', 'Rune', 'Frost', "Odin's", 'Mjölnir'],
    tails: ['Thunder', 'Raiders', 'Saga', 'Shieldwall', '& Ravens', 'Forge', 'Storm'],
    variants: ['megaways-117649', 'ways-4096', 'lines-20'],
    weight: 3,
  },
  {
    key: 'fishing',
    motif: 'fish',
    heads: ['Tidal', 'Coral', 'Harbour', 'Lucky Lure', 'Deep Blue', 'Salty', 'Reef'],
    tails: ['Anglers', 'Haul', 'Splash', 'Trawlers', 'Lagoon', 'Catch', 'Bait Box'],
    variants: ['fish-collect-10'],
    weight: 2,
  },
  {
    key: 'fiesta',
    motif: 'sombrero',
    heads: ['Señorita', 'Piñata', 'Fiesta', 'Mariachi', 'Café', 'Cactus'],
    tails: ['Sol', 'Caliente', 'Dorada', 'Fórtune', 'Carnaval', 'Maracas'],
    variants: ['lines-25', 'ways-243', 'megaways-117649'],
    weight: 2,
  },
  {
    key: 'west',
    motif: 'star-badge',
    heads: ['Dusty', 'Outlaw', 'Sheriff', 'Canyon', 'Stagecoach', 'Rattlesnake', 'Gold Creek'],
    tails: ['Bounty', 'Saloon', 'Showdown', 'Trail', 'Nuggets', 'Posse', 'Express'],
    variants: ['lines-20', 'megaways-117649', 'ways-1024'],
    weight: 2,
  },
  {
    key: 'mystic',
    motif: 'moon',
    heads: ['Moonlit', 'Witching', 'Arcane', 'Enchanted', 'Midnight', 'Oracle', 'Starlit'],
    tails: ['Elixir', 'Coven', 'Charms', 'Tarot', 'Cauldron', 'Familiar', 'Mirror'],
    variants: ['lines-20', 'ways-243', 'lines-40'],
    weight: 3,
  },
  {
    key: 'candy',
    motif: 'candy',
    heads: ['Sugar', 'Candy', 'Caramel', 'Gummy', 'Cocoa', 'Crème Brûlée'],
    tails: ['& Spice', 'Carnival', 'Factory', 'Swirl', 'Drops', 'Dreams'],
    variants: ['ways-1024', 'lines-20', 'megaways-117649'],
    weight: 2,
  },
  {
    key: 'safari',
    motif: 'savanna',
    heads: ['Savanna', 'Rhino', 'Acacia', 'Jungle', 'Tusk', 'Cheetah', 'Zebra'],
    tails: ['Stampede', 'Pride', 'Sunset', 'Thunder', 'Trek', 'Roar', 'Kingdom'],
    variants: ['ways-1024', 'megaways-117649', 'ways-4096'],
    weight: 2,
  },
  {
    key: 'greek',
    motif: 'temple',
    heads: ['Olympian', 'Aegean', 'Titan', 'Marble', 'Athena', 'Hermes', 'Laurel'],
    tails: ['Legends', 'Oracle', 'Heights', 'Treasury', 'Colossus', 'Thunderbolt', 'Agora'],
    variants: ['ways-243', 'megaways-117649', 'lines-25'],
    weight: 2,
  },
  {
    key: 'coins',
    motif: 'coin',
    heads: ['Minted', 'Bullion', 'Gilded', 'Copper', 'Silver Sun', 'Lucky Penny', 'Doubloon'],
    tails: ['Cascade', 'Vault', 'Stacks', 'Fountain', 'Tower', 'Express', 'Avalanche'],
    variants: ['coin-hold-25'],
    weight: 2,
  },
  {
    key: 'pirate',
    motif: 'ship',
    heads: ['Buccaneer', 'Rum', 'Corsair', 'Kraken', 'Cutlass', 'Galleon', 'Parrot'],
    tails: ['Cove', '& Plunder', 'Tides', 'Map', 'Mutiny', 'Loot', 'Sails'],
    variants: ['lines-25', 'ways-243', 'megaways-117649'],
    weight: 2,
  },
  {
    key: 'clover',
    motif: 'clover',
    heads: ['Clover', 'Shamrock', 'Emerald Isle', 'Fairy Ring', 'Wishing Well', 'Four Leaf'],
    tails: ['Jig', 'Meadow', 'Ceilidh', 'Luck', 'Hills', 'Rainbows'],
    variants: ['fruit-5x3-10', 'lines-20', 'coin-hold-25'],
    weight: 2,
  },
  {
    key: 'neon',
    motif: 'neon-grid',
    heads: ['Neon', 'Circuit', 'Synth', 'Chrome', 'Glitch', 'Hyper', 'Laser'],
    tails: ['Riot', 'Drift', 'Arcade', 'Protocol', 'City', 'Racer', 'Pulse'],
    variants: ['ways-243', 'lines-40', 'ways-4096'],
    weight: 2,
  },
  {
    key: 'roulette',
    motif: 'wheel',
    heads: ['Velvet', 'Riviera', 'Midnight', 'Golden Zero', 'Monte Azul', 'Starlight'],
    tails: ['Roulette'],
    variants: ['european', 'french'],
    weight: 1,
  },
  {
    key: 'blackjack',
    motif: 'cards',
    heads: ['Velvet', 'High Roller', 'Midnight', 'Ace Harbour', 'Grand', 'Sterling'],
    tails: ['Blackjack'],
    variants: ['classic-6deck'],
    weight: 1,
  },
  {
    key: 'baccarat',
    motif: 'chips',
    heads: ['Jade', 'Silk Road', 'Pearl', 'Lotus Court', 'Imperial'],
    tails: ['Baccarat'],
    variants: ['punto-banco-8deck', 'no-commission-8deck'],
    weight: 1,
  },
  {
    key: 'video-poker',
    motif: 'cards',
    heads: ['Royal Draw', 'Jacks Jubilee', 'Ace Parade', 'Neon Flush', 'Full House Fever'],
    tails: ['Poker'],
    variants: ['jacks-or-better-8-5', 'bonus-poker-6-5', 'jacks-or-better-7-5'],
    weight: 1,
  },
  {
    key: 'live-roulette',
    motif: 'wheel',
    heads: ['Skyline', 'Atrium', 'Grand Foyer', 'Harbour Lights', 'Marble Hall'],
    tails: ['Roulette Live'],
    variants: ['live-roulette'],
    weight: 1,
  },
  {
    key: 'live-baccarat',
    motif: 'chips',
    heads: ['Silk Room', 'Jade Hall', 'Lotus Lounge', 'Golden Squeeze'],
    tails: ['Baccarat Live'],
    variants: ['live-baccarat'],
    weight: 1,
  },
  {
    key: 'game-show',
    motif: 'prize-wheel',
    heads: ['Starlight', 'Carousel', 'Prize Parade', 'Big Top', 'Spin City'],
    tails: ['Wheel', 'Spin Show'],
    variants: ['live-game-show'],
    weight: 1,
  },
  {
    key: 'crash',
    motif: 'crash',
    heads: ['Rocket', 'Comet', 'Balloon', 'Jetpack', 'Satellite', 'Moonshot'],
    tails: ['Climb', 'Crash', 'Launch', 'Rise'],
    variants: ['standard'],
    weight: 1,
  },
  {
    key: 'dice',
    motif: 'dice',
    heads: ['Hex', 'Polar', 'Twin', 'Neon', 'Hi-Lo'],
    tails: ['Dice'],
    variants: ['over-under'],
    weight: 1,
  },
  {
    key: 'plinko',
    motif: 'pegs',
    heads: ['Gravity', 'Peg', 'Pinball', 'Pachi', 'Bounce'],
    tails: ['Drop', 'Tumble', 'Cascade'],
    variants: ['16-rows-medium', '12-rows-low', '16-rows-high'],
    weight: 1,
  },
  {
    key: 'mines',
    motif: 'mines',
    heads: ['Gem', 'Crystal', 'Deep', 'Treasure', 'Lucky'],
    tails: ['Hunt', 'Grid', 'Dig', 'Field'],
    variants: ['5x5'],
    weight: 1,
  },
  {
    key: 'keno',
    motif: 'keno',
    heads: ['Turbo', 'Jade', 'Cosmic', 'Harbour', 'Lucky Star'],
    tails: ['Keno', 'Numbers'],
    variants: ['classic-40', 'classic-80'],
    weight: 1,
  },
];

const THEME_BY_KEY = new Map(THEMES.map((theme) => [theme.key, theme]));
export function themeByKey(key: string): Theme {
  const theme = THEME_BY_KEY.get(key);
  if (!theme) throw new Error(`Unknown theme ${key}`);
  return theme;
}

/** Once a theme's head × tail pairs run out (benchmark catalogue only), editions follow. */
const EDITIONS = [
  'Rising',
  'Extreme',
  'Reloaded',
  'Unleashed',
  'Royale',
  'Nights',
  'Remastered',
  'Ultra',
  'Encore',
  'Supreme',
];

/**
 * The index-th title of a theme, distinct for every index. Pairs walk the diagonals
 * (head i with tail i, then tail i+1 …) so neighbouring games share neither word.
 */
export function themeTitle(theme: Theme, index: number): string {
  const pairs = theme.heads.length * theme.tails.length;
  const k = index % pairs;
  const h = k % theme.heads.length;
  const round = Math.floor(k / theme.heads.length);
  const head = theme.heads[h]!;
  const tail = theme.tails[(round + h) % theme.tails.length]!;
  const base = `${head} ${tail}`;
  const edition = Math.floor(index / pairs);
  if (edition === 0) return base;
  const name = EDITIONS[(edition - 1) % EDITIONS.length]!;
  const series = Math.floor((edition - 1) / EDITIONS.length);
  return series === 0 ? `${base} ${name}` : `${base} ${name} ${series + 1}`;
}

/** URL slug of a title: ASCII, accents dropped, `&` spelled out ("Señorita & Sol" → "senorita-and-sol"). */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// ---------------------------------------------------------------------------------------------
// Building and curating games.
// ---------------------------------------------------------------------------------------------

const ALL_CURRENCIES: readonly string[] = [...FIAT_CURRENCIES, ...CRYPTO_CURRENCIES];

const VOLATILITY_CATEGORY: Partial<Record<Volatility, string>> = {
  low: 'low-volatility',
  'low-medium': 'low-volatility',
  high: 'high-volatility',
  'very-high': 'high-volatility',
};

/** One game of a theme, before curation. `index` is the game's rank within its theme. */
export function buildGame(theme: Theme, index: number, producer: string, rng: Rng): DemoGame {
  const spec: VariantSpec = VARIANTS[theme.variants[index % theme.variants.length]!];
  const title = themeTitle(theme, index);
  const volatility = pick(rng, spec.volatility);
  const categories = new Set(['all', ...spec.categories, ...(theme.categories ?? [])]);
  const volatilityCategory = VOLATILITY_CATEGORY[volatility];
  if (volatilityCategory && SLOT_ENGINES.includes(spec.engine)) categories.add(volatilityCategory);
  return {
    producer,
    name: slugify(title),
    title,
    engine: spec.engine,
    variant: spec.variant,
    categories: [...categories],
    volatility,
    lines: spec.lines,
    ways: spec.ways,
    // Drawn even when the engine declares it, so the catalogue's other random choices stay put.
    rtp: declaredOr(spec, between(rng, spec.rtp, 2)),
    hitRate: between(rng, spec.hitRate, 2),
    devices: ['desktop', 'mobile'],
    currencies: [...ALL_CURRENCIES],
    hasDemo: spec.engine !== 'live-table',
    releasedDaysAgo: 31 + Math.floor(rng() * 1470),
    // Skewed: a few hits, a long tail.
    popularity: 50 + Math.floor(rng() ** 2 * 9950),
    art: { palette: Math.floor(rng() * 1000), motif: theme.motif },
  };
}

/** The RTP the variant's engine declares in `@orbit/games`, if that engine and variant are registered. */
export function declaredRtp(spec: Pick<VariantSpec, 'engine' | 'variant'>): number | undefined {
  return HOUSE_GAMES[spec.engine]?.variants[spec.variant]?.rtp;
}
function declaredOr(spec: VariantSpec, drawn: number): number {
  return declaredRtp(spec) ?? drawn;
}

export interface CurationOptions {
  /** Producers whose whole catalogue is new (released in the last 30 days). */
  newProducers: readonly string[];
  bngProducer: string;
  plsProducer: string;
}

/** Motifs whose slots may feed the Mystic Jackpots. */
const MYSTIC_MOTIFS = ['moon', 'pyramid', 'book', 'lantern', 'gem'];
/** Space slots also feed the Nova Drop progressive (jackpots.ts). */
export const NOVA_DROP_MOTIF = 'planet';

const addTo = (game: DemoGame, slug: string) => {
  if (!game.categories.includes(slug)) game.categories.push(slug);
};
const byPopularity = (a: DemoGame, b: DemoGame) => b.popularity - a.popularity;

/**
 * Editorial collections and the few deliberate gaps (currencies, devices) a real catalogue has.
 * Returns new objects; rules are by share, so they scale from the demo to 10,000 games.
 */
export function curateCatalogue(input: readonly DemoGame[], rng: Rng, options: CurationOptions): DemoGame[] {
  const games = input.map((g) => ({
    ...g,
    categories: [...g.categories],
    currencies: [...g.currencies],
    devices: [...g.devices],
  }));
  const slots = games.filter(isSlot);
  const topCount = Math.max(8, Math.round(games.length * 0.12));

  for (const game of games) {
    if (options.newProducers.includes(game.producer) || rng() < 0.07) {
      game.releasedDaysAgo = Math.floor(rng() * 29) + 1;
    }
    if (game.releasedDaysAgo <= 30) addTo(game, 'new');
    if (ORIGINAL_ENGINES.includes(game.engine)) addTo(game, 'btc-games');
    if (game.engine !== 'live-table' && rng() < 0.1) addTo(game, 'recommended');
  }
  for (const game of slots) {
    const spicy =
      game.volatility !== 'low' && game.volatility !== 'low-medium' && game.volatility !== 'medium';
    if (spicy && rng() < 0.55) addTo(game, 'bonus-buy');
    // Bought bonuses skip the base game, so they never count towards bonus wagering.
    else addTo(game, 'bonus-wagering');
    if (rng() < 0.12) addTo(game, 'btc-games');
    if (rng() < 0.1) addTo(game, 'winning-week');
    if (MYSTIC_MOTIFS.includes(game.art.motif) && rng() < 0.3) addTo(game, 'mystic-jackpots');
    if (game.art.motif === NOVA_DROP_MOTIF && rng() < 0.5) addTo(game, 'jackpot');
  }
  const top = [...games].sort(byPopularity).slice(0, topCount);
  for (const game of top) addTo(game, 'top');
  for (const [producer, slug] of [
    [options.bngProducer, 'bng-tournament'],
    [options.plsProducer, 'pls-tournament'],
  ] as const) {
    for (const game of slots.filter((g) => g.producer === producer).slice(0, 12)) addTo(game, slug);
  }

  // Deliberate gaps: a game without CAD shows "currency not supported" to Canadian players, so
  // one sits in "top" and one in "new" where the demo player meets them.
  const newest = games
    .filter((g) => g.releasedDaysAgo <= 30)
    .sort((a, b) => a.releasedDaysAgo - b.releasedDaysAgo);
  const noCad = new Set([top[2], newest[1]]);
  for (const game of games) {
    if (noCad.has(game) || rng() < 0.03) game.currencies = game.currencies.filter((c) => c !== 'CAD');
    if (rng() < 0.03) game.currencies = game.currencies.filter((c) => c !== 'JPY' && c !== 'NOK');
    if (rng() < 0.02) game.currencies = game.currencies.filter((c) => c !== 'BRL');
    const desktopOnly = game.engine === 'live-table' ? 0.2 : game.engine === 'slot-classic' ? 0.1 : 0;
    if (rng() < desktopOnly) game.devices = ['desktop'];
  }

  // Small catalogues: every editorial collection keeps at least one game.
  ensureSome(games, 'recommended', slots.length ? slots : games);
  ensureSome(games, 'winning-week', slots);
  ensureSome(games, 'mystic-jackpots', slots);
  ensureSome(games, 'btc-games', games);
  return games;
}

function ensureSome(games: DemoGame[], slug: string, candidates: readonly DemoGame[]) {
  if (games.some((g) => g.categories.includes(slug))) return;
  const chosen = [...candidates].sort(byPopularity).slice(0, 3);
  for (const game of chosen) addTo(game, slug);
}

// ---------------------------------------------------------------------------------------------
// The demo catalogue.
// ---------------------------------------------------------------------------------------------

/** [theme, producer, how many]. A theme's games are numbered across the whole plan. */
const DEMO_PLAN: readonly (readonly [string, string, number])[] = [
  ['egypt', 'velvet-lantern', 8],
  ['book', 'velvet-lantern', 7],
  ['mystic', 'velvet-lantern', 5],
  ['space', 'nebula-forge', 8],
  ['gems', 'nebula-forge', 6],
  ['greek', 'nebula-forge', 6],
  ['neon', 'nebula-forge', 5],
  ['norse', 'comet-works', 5],
  ['west', 'comet-works', 6],
  ['safari', 'comet-works', 6],
  ['asian', 'iron-lotus', 8],
  ['candy', 'iron-lotus', 6],
  ['fiesta', 'iron-lotus', 3],
  ['gems', 'iron-lotus', 2],
  ['fishing', 'saltwind', 7],
  ['pirate', 'saltwind', 6],
  ['fruit', 'orchard-reels', 10],
  ['coins', 'orchard-reels', 7],
  ['clover', 'orchard-reels', 5],
  ['roulette', 'halcyon-tables', 4],
  ['blackjack', 'halcyon-tables', 4],
  ['baccarat', 'halcyon-tables', 3],
  ['video-poker', 'halcyon-tables', 4],
  ['live-roulette', 'kestrel-live', 4],
  ['live-baccarat', 'kestrel-live', 3],
  ['game-show', 'kestrel-live', 4],
  ['crash', 'orbit-originals', 4],
  ['dice', 'orbit-originals', 3],
  ['plinko', 'orbit-originals', 3],
  ['mines', 'orbit-originals', 3],
  ['keno', 'orbit-originals', 4],
  ['norse', 'aurora-north', 4],
  ['book', 'aurora-north', 2],
  ['fiesta', 'aurora-north', 3],
  ['mystic', 'aurora-north', 3],
];

function buildDemoGames(): DemoGame[] {
  const rng = seededRandom(20_240_611);
  const counters = new Map<string, number>();
  const games: DemoGame[] = [];
  for (const [key, producer, count] of DEMO_PLAN) {
    const theme = themeByKey(key);
    for (let i = 0; i < count; i++) {
      const index = counters.get(key) ?? 0;
      counters.set(key, index + 1);
      games.push(buildGame(theme, index, producer, rng));
    }
  }
  return curateCatalogue(games, rng, {
    newProducers: DEMO_PRODUCERS.filter((p) => p.isNew).map((p) => p.slug),
    bngProducer: BNG_TOURNAMENT_PRODUCER,
    plsProducer: PLS_TOURNAMENT_PRODUCER,
  });
}

/** The demo lobby: 171 house games from the ten demo studios. */
export const DEMO_GAMES: DemoGame[] = buildDemoGames();

export const gameIdentifier = (game: Pick<DemoGame, 'producer' | 'name'>) => `${game.producer}/${game.name}`;
