import type { GameCatalogue } from '../../db/seed/games/index.ts';
import type { DemoJackpot } from '../../db/seed/games/jackpots.ts';
import type { DemoGame } from '../../db/seed/games/types.ts';

/** A small catalogue whose every game is there to prove one rule in the games tests. */
const game = (overrides: Partial<DemoGame> & Pick<DemoGame, 'producer' | 'name' | 'title'>): DemoGame => ({
  engine: 'slot-lines',
  variant: 'lines-5x3-20',
  categories: [],
  volatility: 'medium',
  lines: 20,
  ways: null,
  rtp: 96.2,
  hitRate: 28.5,
  devices: ['desktop', 'mobile'],
  currencies: ['EUR', 'CAD', 'BTC'],
  hasDemo: true,
  releasedDaysAgo: 100,
  popularity: 10,
  art: { palette: 1, motif: 'star' },
  ...overrides,
});

function jackpot(
  identifier: string,
  name: string,
  currency: string,
  games: string[],
  levels: [string, string, number][],
): DemoJackpot {
  return {
    identifier,
    name,
    external_id: `ext-${identifier}`,
    currency,
    allowed_currencies: [currency, 'BTC'],
    games,
    state: 'active',
    levels: levels.map(([id, title, cents], index) => ({
      identifier: id,
      name: title,
      index,
      amount_cents: cents,
      available_amount_cents: cents,
      total_amount_cents: cents * 2,
      current_award_value: null,
      state: 'active',
      periods: [],
      working_days: null,
    })),
  };
}

export const FILLER_COUNT = 45;

export const TEST_GAMES: DemoGame[] = [
  game({
    producer: 'alpha',
    name: 'fortune-reels',
    title: 'Fórtune Reels',
    categories: ['pokies', 'top', 'new'],
    popularity: 90,
    releasedDaysAgo: 5,
    volatility: 'high',
  }),
  game({
    producer: 'alpha',
    name: 'lucky-fruits',
    title: 'Lucky Fruits',
    engine: 'slot-classic',
    categories: ['pokies', 'fruit-games', 'top'],
    popularity: 80,
    devices: ['desktop'],
    lines: 5,
    rtp: 95.5,
    volatility: 'low',
  }),
  game({
    producer: 'alpha',
    name: 'book-of-orbit',
    title: 'Book of Orbit',
    categories: ['pokies', 'book-games'],
    popularity: 70,
    devices: ['mobile'],
    currencies: ['EUR'],
  }),
  game({
    producer: 'beta',
    name: 'great-fortune',
    title: 'Great FORTUNE 100%',
    engine: 'slot-ways',
    categories: ['pokies', 'megaways', 'top'],
    popularity: 95,
    lines: null,
    ways: 117649,
    hitRate: 31,
    volatility: 'very-high',
  }),
  game({
    producer: 'beta',
    name: 'live-roulette',
    title: 'Live Roulette',
    engine: 'live-table',
    categories: ['live', 'live_all', 'roulette', 'game-shows'],
    popularity: 60,
    lines: null,
  }),
  game({
    producer: 'gamma',
    name: 'blackjack-classic',
    title: 'Blackjack Classic',
    engine: 'blackjack',
    categories: ['table', 'blackjack'],
    popularity: 50,
    lines: null,
    currencies: ['CAD'],
  }),
  game({
    producer: 'gamma',
    name: 'crash-rocket',
    title: 'Crash Rocket',
    engine: 'crash',
    categories: ['crash-games', 'new'],
    popularity: 40,
    releasedDaysAgo: 1,
    lines: null,
  }),
  game({
    producer: 'gamma',
    name: 'quiet-slot',
    title: 'Quiet Slot',
    categories: ['pokies'],
    hasDemo: false,
    popularity: 30,
    currencies: ['USD'],
  }),
  ...Array.from({ length: FILLER_COUNT }, (_, i) =>
    game({
      producer: 'alpha',
      name: `filler-${i + 1}`,
      title: `Filler ${i + 1}`,
      categories: ['pokies', 'special'],
      popularity: 1,
    }),
  ),
];

export const TEST_CATALOGUE: GameCatalogue = {
  producers: [
    { slug: 'alpha', title: 'Alpha Studio' },
    { slug: 'beta', title: 'Beta Games' },
    { slug: 'gamma', title: 'Gamma Play', isNew: true },
  ],
  games: TEST_GAMES,
  restrictions: { beta: ['DE'] },
  jackpots: [
    jackpot(
      'orbit-mega',
      'Orbit Mega',
      'EUR',
      ['alpha/fortune-reels', 'beta/great-fortune'],
      [
        ['mega', 'Mega', 1_000_000],
        ['minor', 'Minor', 5_050],
      ],
    ),
    jackpot('gamma-drop', 'Gamma Drop', 'CAD', ['gamma/crash-rocket'], [['drop', 'Drop', 25_000]]),
  ],
  jackpotWins: [
    {
      jackpot: 'orbit-mega',
      level: 'minor',
      userName: 'Emma T',
      amountCents: 7_300,
      currency: 'CAD',
      originalAmountCents: 5_000,
      minutesAgo: 30,
      approvedAfterMinutes: 0,
    },
    {
      jackpot: 'gamma-drop',
      level: 'drop',
      userName: 'Max V',
      amountCents: 20_000,
      currency: 'CAD',
      originalAmountCents: 20_000,
      minutesAgo: 5,
      approvedAfterMinutes: null,
    },
  ],
};
