import type { Jackpot, JackpotLevel } from '@orbit/contract';
import { DEMO_GAMES, gameIdentifier, NOVA_DROP_MOTIF } from './games.ts';
import type { DemoGame } from './types.ts';

/**
 * A jackpot in the contract's `Jackpot` shape without database ids:
 * `{ name, identifier, external_id, currency, allowed_currencies, games: identifier[], state,
 *    levels: [{ identifier, name, index (0 = top), amount_cents, available_amount_cents,
 *               total_amount_cents, current_award_value, state, periods, working_days }] }`.
 * Amounts are in the jackpot's own `currency` (minor units).
 */
export type DemoJackpotLevel = Omit<JackpotLevel, 'id'>;
export type DemoJackpot = Omit<Jackpot, 'id' | 'levels'> & { levels: DemoJackpotLevel[] };

/**
 * A past win. Times are relative so the leaderboard always looks recent: the seed turns them
 * into dates with `jackpotWinTimes(win, now)`.
 */
export interface DemoJackpotWin {
  /** `DemoJackpot.identifier`. */
  jackpot: string;
  /** `DemoJackpotLevel.identifier` within that jackpot. */
  level: string;
  /** The public name shown on the leaderboard (cut to 6 characters + *** by the client). */
  userName: string;
  /** The winner's currency and the win in it (minor units). */
  currency: string;
  amountCents: number;
  /** The win in the jackpot's own currency (minor units). */
  originalAmountCents: number;
  /** How long ago the win happened. */
  minutesAgo: number;
  /** Big wins are approved by hand some minutes later; null = still awaiting approval. */
  approvedAfterMinutes: number | null;
}

const identifiersOf = (predicate: (game: DemoGame) => boolean) =>
  DEMO_GAMES.filter(predicate).map(gameIdentifier);

const level = (
  identifier: string,
  name: string,
  index: number,
  amountCents: number,
  reserveCents: number,
): DemoJackpotLevel => ({
  identifier,
  name,
  index,
  amount_cents: amountCents,
  available_amount_cents: amountCents,
  // The seed reserve already set aside for the next win of this level.
  total_amount_cents: amountCents + reserveCents,
  current_award_value: null,
  state: 'active',
  periods: [],
  working_days: null,
});

export const MYSTIC_JACKPOTS_IDENTIFIER = 'mystic-jackpots';

export const DEMO_JACKPOTS: DemoJackpot[] = [
  {
    name: 'Mystic Jackpots',
    identifier: MYSTIC_JACKPOTS_IDENTIFIER,
    external_id: 'orbit-mystic-01',
    currency: 'EUR',
    allowed_currencies: ['EUR', 'USD', 'CAD', 'AUD', 'NZD', 'NOK', 'BRL', 'BTC', 'ETH', 'LTC', 'USDT'],
    games: identifiersOf((g) => g.categories.includes('mystic-jackpots')),
    state: 'active',
    levels: [
      level('grand', 'Grand', 0, 12_890_412, 2_500_000),
      level('major', 'Major', 1, 734_255, 250_000),
      level('minor', 'Minor', 2, 48_690, 20_000),
      level('mini', 'Mini', 3, 5_217, 2_000),
    ],
  },
  {
    name: 'Coin Vault',
    identifier: 'coin-vault',
    external_id: 'orbit-coin-vault-01',
    currency: 'EUR',
    allowed_currencies: ['EUR', 'USD', 'CAD', 'AUD', 'NZD', 'NOK'],
    games: identifiersOf((g) => g.categories.includes('jackpot') && g.variant === 'coin-hold-25'),
    state: 'active',
    levels: [
      level('mega', 'Mega', 0, 4_521_088, 1_000_000),
      level('major', 'Major', 1, 234_010, 50_000),
      level('mini', 'Mini', 2, 11_835, 2_500),
    ],
  },
  {
    name: 'Nova Drop',
    identifier: 'nova-drop',
    external_id: 'orbit-nova-drop-01',
    currency: 'USD',
    allowed_currencies: ['USD', 'EUR', 'CAD', 'AUD', 'NZD', 'BTC', 'ETH', 'USDT'],
    games: identifiersOf((g) => g.categories.includes('jackpot') && g.art.motif === NOVA_DROP_MOTIF),
    state: 'active',
    levels: [
      level('supernova', 'Supernova', 0, 1_895_040, 500_000),
      level('nova', 'Nova', 1, 127_500, 25_000),
    ],
  },
];

/** Rough demo rates from each jackpot currency to a winner's currency. */
const RATES: Record<string, Record<string, number>> = {
  EUR: { EUR: 1, USD: 1.08, CAD: 1.48, AUD: 1.64, NZD: 1.79, NOK: 11.6, BRL: 5.42 },
  USD: { USD: 1, EUR: 0.93, CAD: 1.37, AUD: 1.52, NZD: 1.66 },
};

function win(
  jackpot: string,
  levelId: string,
  userName: string,
  currency: string,
  originalAmountCents: number,
  hoursAgo: number,
  approvedAfterMinutes: number | null = 0,
): DemoJackpotWin {
  const jackpotCurrency = DEMO_JACKPOTS.find((j) => j.identifier === jackpot)!.currency;
  const rate = RATES[jackpotCurrency]![currency]!;
  return {
    jackpot,
    level: levelId,
    userName,
    currency,
    amountCents: Math.round(originalAmountCents * rate),
    originalAmountCents,
    minutesAgo: hoursAgo * 60,
    approvedAfterMinutes,
  };
}

/** Newest first, over the last four weeks. */
export const DEMO_JACKPOT_WINS: DemoJackpotWin[] = [
  win('mystic-jackpots', 'mini', 'Ana', 'EUR', 5_088, 2),
  win('coin-vault', 'major', 'Mikkel_Fjord', 'NOK', 221_470, 9, null),
  win('mystic-jackpots', 'minor', 'StarGazer88', 'CAD', 47_320, 20),
  win('nova-drop', 'nova', 'jo', 'USD', 121_860, 31, 40),
  win('mystic-jackpots', 'mini', 'Renée', 'EUR', 4_911, 47),
  win('coin-vault', 'mini', 'Lucky_Leprechaun', 'AUD', 10_944, 70),
  win('mystic-jackpots', 'major', 'VelvetQueen', 'EUR', 702_118, 96, 95),
  win('mystic-jackpots', 'mini', 'Takeshi', 'NZD', 5_302, 131),
  win('coin-vault', 'mini', 'Björn', 'EUR', 12_207, 170),
  win('mystic-jackpots', 'minor', 'GoldenGoose', 'BRL', 44_980, 215),
  win('nova-drop', 'nova', 'MapleLeafSpins', 'CAD', 119_430, 260, 25),
  win('mystic-jackpots', 'mini', 'Hana', 'USD', 5_140, 330),
  win('mystic-jackpots', 'grand', 'KiwiKingdom2024', 'NZD', 11_204_350, 430, 180),
  win('coin-vault', 'mega', 'Sofía', 'EUR', 4_012_660, 520, 240),
  win('mystic-jackpots', 'minor', 'FjordFisher', 'NOK', 46_105, 610),
];

/** The dates of a demo win relative to `now`. */
export function jackpotWinTimes(
  win: DemoJackpotWin,
  now: Date,
): { createdAt: Date; approvedAt: Date | null } {
  const createdAt = new Date(now.getTime() - win.minutesAgo * 60_000);
  const approvedAt =
    win.approvedAfterMinutes === null
      ? null
      : new Date(createdAt.getTime() + win.approvedAfterMinutes * 60_000);
  return { createdAt, approvedAt };
}
