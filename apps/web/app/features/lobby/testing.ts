/** Fixtures of the lobby's tests (not imported by the app). */
import type { Banner, GameProvider, Jackpot, JackpotLevel, JackpotWin } from '@orbit/contract';

export const makeBanner = (over: Partial<Banner> = {}): Banner => ({
  id: 'b',
  identity: 1,
  frontend_identifier: 'b',
  image: '',
  overlayImage: '',
  url: '/',
  title: { text: 'Banner' },
  description: { text: '', size: 'medium' },
  gradient: { colorLeft: '#000', colorLeftCenter: '#111', colorRightCenter: '#222', colorRight: '#333' },
  labels: [],
  button: { name: 'Go', url: '/pokies/all' },
  categories: ['main'],
  logged: false,
  order: { main: 1 },
  ...over,
});

export const makeLevel = (over: Partial<JackpotLevel> = {}): JackpotLevel => ({
  id: 1,
  identifier: 'grand',
  name: 'Grand',
  index: 0,
  amount_cents: 1_000_000,
  available_amount_cents: 1_000_000,
  total_amount_cents: 1_000_000,
  current_award_value: null,
  state: 'active',
  periods: [],
  working_days: null,
  ...over,
});

export const makeJackpot = (over: Partial<Jackpot> = {}): Jackpot => ({
  id: 1,
  name: 'Mystic jackpots',
  identifier: 'mystic-jackpots',
  external_id: 'mystic',
  currency: 'EUR',
  allowed_currencies: ['EUR'],
  games: [],
  state: 'active',
  levels: [makeLevel()],
  ...over,
});

export const makeWin = (over: Partial<JackpotWin> = {}): JackpotWin => ({
  user_name: 'Winner',
  created_at: '2026-01-01T00:00:00Z',
  approved_at: '2026-01-01T00:00:00Z',
  amount_cents: 10_000,
  jackpot_name: 'Mystic jackpots',
  jackpot_level_name: 'Grand',
  jackpot_external_code: 'mystic',
  jackpot_level_external_code: 'grand',
  jackpot_original_currency: 'EUR',
  jackpot_original_amount_cents: 10_000,
  ...over,
});

export const providers: GameProvider[] = [
  { id: 'nova-forge', title: 'Nova Forge' },
  { id: 'orbit-originals', title: 'Orbit Originals' },
];
