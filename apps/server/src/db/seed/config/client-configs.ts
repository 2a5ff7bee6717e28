import type { CLIENT_CONFIG_NAMES, CLIENT_CONFIG_SCHEMAS } from '@orbit/contract';
import type { z } from 'zod';

type ClientConfigValues = {
  [K in (typeof CLIENT_CONFIG_NAMES)[number]]: z.input<(typeof CLIENT_CONFIG_SCHEMAS)[K]>;
};

const logo = (name: string) => ({ id: name.toLowerCase(), name });
const logos = (...names: string[]) => names.map(logo);

/** Minor units per whole unit of the demo currencies (the cent's hundred, the satoshi's 10^8). */
const units = (amounts: number[], subunits = 100) => amounts.map((amount) => Math.round(amount * subunits));

/** The fiat currencies whose amounts read alike (10, 20, 50 …). */
const FIAT_LIKE = ['EUR', 'USD', 'CAD', 'AUD', 'NZD'] as const;
const perFiat = <T>(value: T): Record<string, T> =>
  Object.fromEntries(FIAT_LIKE.map((code) => [code, value]));

/** Demo content of the newer client's configs (docs/fe-config.md); an operator edits the rows later. */
export const CLIENT_CONFIGS: ClientConfigValues = {
  'footer-payments-config': {
    default: logos(
      'Visa',
      'Mastercard',
      'Bitcoin',
      'Ethereum',
      'Litecoin',
      'Tether',
      'Skrill',
      'Neteller',
      'Paysafecard',
    ),
    licences: { EE: logos('Visa', 'Mastercard', 'Trustly', 'Swedbank', 'SEB', 'LHV') },
    countries: {
      CA: logos('Visa', 'Mastercard', 'Bitcoin', 'Ethereum', 'Paysafecard'),
      NO: logos('Visa', 'Mastercard', 'Trustly', 'Skrill'),
    },
  },
  'main-widget-config': {
    autoplay_seconds: 8,
    slides: [
      {
        id: 'welcome',
        audience: 'guest',
        title: { en: 'Welcome pack up to €1,000', de: 'Willkommenspaket bis zu 1.000 €' },
        text: {
          en: '100% on your first deposit and 100 free spins',
          de: '100 % auf die erste Einzahlung und 100 Freispiele',
        },
        image: '/brand/orbit-logo.svg',
        button: { label: { en: 'Join now', de: 'Jetzt registrieren' }, url: '/registration' },
      },
      {
        id: 'weekend-reload',
        audience: 'player',
        title: { en: 'Weekend reload', de: 'Wochenend-Reload' },
        text: {
          en: '50% up to €200 every Friday to Sunday',
          de: '50 % bis zu 200 € jeden Freitag bis Sonntag',
        },
        image: '/brand/orbit-mark.svg',
        button: { label: { en: 'Deposit', de: 'Einzahlen' }, url: '/deposit-bonus' },
      },
      {
        id: 'tournaments',
        audience: 'all',
        title: { en: 'Weekly tournaments', de: 'Wöchentliche Turniere' },
        text: { en: 'Climb the leaderboard for a share of the prize pool', de: 'Steig in der Rangliste auf' },
        image: '/brand/orbit-mark.svg',
        button: { label: { en: 'See tournaments', de: 'Zu den Turnieren' }, url: '/tournaments' },
      },
    ],
  },
  'vip-program-config': {
    levels: [
      { status: 1, title: { en: 'Explorer' }, cashback: 0 },
      { status: 2, title: { en: 'Pilot' }, cashback: 3 },
      { status: 3, title: { en: 'Commander' }, cashback: 5 },
      { status: 4, title: { en: 'Admiral' }, cashback: 8 },
      { status: 5, title: { en: 'Legend' }, cashback: 12 },
    ].map(({ status, title, cashback }) => ({
      status,
      title,
      image: '/brand/orbit-mark.svg',
      cashback_percent: cashback,
      personal_manager: status >= 4,
      withdrawal_per_day_cents: perFiat(2_000_00 * status),
    })),
  },
  'providers-config': {
    order: ['orbit-originals', 'nebula-forge', 'velvet-lantern'],
    hidden: [],
    badges: { 'orbit-originals': 'exclusive', 'nebula-forge': 'hot' },
  },
  'enable-games-config': {
    // Testers (group 21) try the house games' newest tables before everyone; a local launch in Canada.
    groups: { '21': ['orbit-originals/pinball-cascade', 'orbit-originals/harbour-numbers'] },
    countries: { CA: ['aurora-north/mariachi-fortune'] },
  },
  'cashbox-presets': {
    ...perFiat({ amounts_cents: units([20, 50, 100, 200, 500]), popular_cents: 100_00 }),
    NOK: { amounts_cents: units([200, 500, 1_000, 2_000, 5_000]), popular_cents: 1_000_00 },
    BRL: { amounts_cents: units([50, 100, 250, 500, 1_000]) },
    JPY: { amounts_cents: units([3_000, 5_000, 10_000, 30_000], 1), popular_cents: 10_000 },
    BTC: { amounts_cents: units([0.0005, 0.001, 0.005, 0.01], 1e8), popular_cents: 100_000 },
  },
  'manage-withdraw-config': {
    cancel_enabled: true,
    hidden_methods: [],
    processing_hours: { cards: 72, ewallets: 24, bank_transfer: 120, crypto: 1 },
    notice: {
      en: 'Withdrawals are reviewed within 24 hours; the first one may ask for a verified account.',
      de: 'Auszahlungen werden binnen 24 Stunden geprüft; bei der ersten kann eine Verifizierung nötig sein.',
    },
  },
  'daily-bonus-config': {
    enabled: true,
    groups: [21],
    reset_hour_utc: 0,
    days: [
      { day: 1, title: { en: '10 free spins' }, freespins: 10 },
      { day: 2, title: { en: '50 comp points' }, comp_points: 50 },
      { day: 3, title: { en: '15 free spins' }, freespins: 15 },
      { day: 4, title: { en: '100 comp points' }, comp_points: 100 },
      { day: 5, title: { en: '25% reload' }, bonus_percent: 25 },
      { day: 6, title: { en: '25 free spins' }, freespins: 25 },
      { day: 7, title: { en: '50% reload and 50 free spins' }, bonus_percent: 50, freespins: 50 },
    ],
  },
  'limits-config': {
    deposit: { ...perFiat(units([100, 250, 500, 1_000])), NOK: units([1_000, 2_500, 5_000, 10_000]) },
    loss: { ...perFiat(units([50, 100, 250, 500])), NOK: units([500, 1_000, 2_500, 5_000]) },
    wager: { ...perFiat(units([500, 1_000, 2_500, 5_000])), NOK: units([5_000, 10_000, 25_000, 50_000]) },
    session_minutes: [30, 60, 120, 240],
  },
  'welcome-offer-config': {
    enabled: true,
    bonus_group_key: 'welcome_pack_1',
    title: { en: '100% up to €500 + 100 free spins', de: '100 % bis zu 500 € + 100 Freispiele' },
    text: {
      en: 'On your first deposit. Wager 35×, 14 days to complete.',
      de: 'Auf die erste Einzahlung. 35-facher Umsatz, 14 Tage Zeit.',
    },
    image: '/brand/orbit-logo.svg',
    percent: 100,
    freespins: 100,
    currencies: {
      ...perFiat({ min_deposit_cents: 2_000, max_bonus_cents: 50_000 }),
      NOK: { min_deposit_cents: 20_000, max_bonus_cents: 500_000 },
    },
    terms_url: '/general-rules',
  },
  'games-aliases-config': {
    // Short and old addresses of the demo catalogue's favourites.
    '/play/scarab-mirage': 'velvet-lantern/scarab-mirage',
    '/play/book-of-ember': 'velvet-lantern/book-of-ember-sands',
    '/play/nova-drift': 'nebula-forge/nova-drift',
    '/play/comet-crash': 'orbit-originals/comet-crash',
  },
};
