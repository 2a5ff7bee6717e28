import type { CONFIG_SCHEMAS, ConfigName } from '@orbit/contract';
import type { z } from 'zod';
import { DEMO_PRODUCERS } from '../games/producers.ts';
import { VIP_ADVENTURES } from './adventures.ts';
import { BANNER_TRANSLATIONS, BANNERS } from './banners.ts';
import { CLIENT_CONFIGS } from './client-configs.ts';
import { FOOTER_CONFIG } from './footer.ts';

/** The demo catalogue's newest producer, advertised by the new-provider popup. */
const NEW_PRODUCER = DEMO_PRODUCERS.find((producer) => producer.isNew)?.slug ?? 'orbit-originals';

import { WHEEL, WHEEL_SEGMENTS } from './wheel.ts';

type ConfigValues = { [K in ConfigName]: z.input<(typeof CONFIG_SCHEMAS)[K]> };

const amountSteps = (small: number, medium: number, large: number, defaultAmount: number, rounding = 1) => ({
  defaultAmount,
  rounding,
  steps: [
    { min: 0, max: small * 10, step: small },
    { min: small * 10, max: medium * 20, step: medium },
    { min: medium * 20, max: 'Infinity' as const, step: large },
  ],
});

/** Demo content of every `/api/fe/config/*` (an operator edits the rows later). */
export const FRONTEND_CONFIG: ConfigValues = {
  'stag-by-referrer-name': {
    pages: {
      google: { '/': '241_google_home', '/pokies': '241_google_pokies', '/live': '241_google_live' },
      bing: { '/': '241_bing_home' },
      ai: { '/': '241_ai_home' },
    },
    countries: {
      CA: { google: '241_ca_google', bing: '241_ca_bing', yahoo: '241_ca_yahoo' },
      AU: { google: '241_au_google', bing: '241_au_bing' },
      NZ: { google: '241_nz_google' },
      DE: { google: '241_de_google' },
    },
  },
  'survey-config': {
    survey_id: 'orbit-nps-2025',
    survey_collector_id: 'lobby-widget',
    is_enable_widget: true,
  },
  // Stored as the newer client's object; the spec's path answers its `hosts` (docs/fe-config.md).
  'betting-config': {
    hosts: ['sport.orbit.localhost', 'bet.orbit.localhost'],
    bonusTypesMap: { freebet: 'freebets', odds_boost: 'odds_boosts', bet_refund: 'bet_refunds' },
  },
  'vip-adventures': VIP_ADVENTURES,
  'disabled-bonuses': { group_keys: ['legacy_reload_2024', 'sunday_cashback_test'] },
  'modify-gifts-config': [
    { group_keys: ['birthday_gift'], logo: '/brand/orbit-mark.svg', url: '/promotions/birthday' },
    {
      group_keys: ['vip_weekly_cashback', 'vip_monthly_cashback'],
      logo: '/brand/orbit-mark.svg',
      url: '/vip',
    },
  ],
  'excluded-promo-stags': ['122_noemail', '241_partner_blocked', '377_cpa_only'],
  'currency-config': {
    default: {
      EUR: amountSteps(10, 50, 100, 50),
      USD: amountSteps(10, 50, 100, 50),
      CAD: amountSteps(10, 50, 100, 75),
      AUD: amountSteps(10, 50, 100, 75),
      NZD: amountSteps(10, 50, 100, 80),
      NOK: amountSteps(100, 500, 1000, 500, 10),
      BRL: amountSteps(50, 250, 500, 250, 10),
      JPY: amountSteps(1000, 5000, 10000, 7500, 100),
      BTC: amountSteps(0.0005, 0.001, 0.005, 0.001, 0.0001),
      ETH: amountSteps(0.01, 0.02, 0.1, 0.02, 0.001),
      BCH: amountSteps(0.05, 0.1, 0.5, 0.1, 0.01),
      LTC: amountSteps(0.1, 0.5, 1, 0.5, 0.01),
      DOG: amountSteps(100, 500, 1000, 500, 10),
      USDT: amountSteps(10, 50, 100, 50),
    },
    vip: {
      EUR: { defaultAmount: 500 },
      USD: { defaultAmount: 500 },
      CAD: { defaultAmount: 750 },
      BTC: { defaultAmount: 0.01 },
    },
  },
  'logo-config': { logoUrl: { mobile: '/brand/orbit-mark.svg', full: '/brand/orbit-logo.svg' } },
  'menu-categories-games': {
    main: ['top', 'new', 'recommended', 'bonus-buy', 'megaways', 'jackpot', 'live', 'table', 'crash-games'],
    pokies: [
      'all',
      'top',
      'new',
      'megaways',
      'bonus-buy',
      'high-volatility',
      'low-volatility',
      'book-games',
      'fruit-games',
      'egypt-games',
    ],
    live: ['live_all', 'roulette', 'blackjack', 'baccarat', 'game-shows', 'poker'],
    category: ['top', 'new', 'pokies', 'live', 'table', 'jackpot', 'crash-games', 'lottery-games'],
    producer: ['all', 'top', 'new'],
    favorites: ['top', 'new', 'recommended'],
  },
  'additional-gifts': {
    '131811': {
      id: 'welcome-pack-2',
      title: 'Welcome pack: second deposit',
      group_key: 'welcome_pack_2',
      bonuses: [
        {
          title: '75% up to €300 + 50 free spins',
          type: 'deposit',
          conditions: [
            {
              field: 'amount',
              type: 'min',
              value: [
                { currency: 'EUR', amount_cents: 2000 },
                { currency: 'CAD', amount_cents: 3000 },
                { currency: 'AUD', amount_cents: 3000 },
              ],
            },
          ],
          attributes: [],
          result_bonus: [],
        },
      ],
    },
  },
  'manage-promotion-pages': {
    'welcome-pack': true,
    'weekend-reload': true,
    cashback: true,
    'crypto-boost': true,
    'high-roller': false,
    'tournament-series': false,
    // The comp shop (/rocket-mart), its top-navigation entry and the header's coins.
    'rocket-mart': true,
    // The mystic jackpots page (/{identifier}) and its top-navigation entry.
    'mystic-jackpots': true,
    // Rocket chance (/rocket-chance): comp coins for a provably-fair draw.
    'rocket-chance': true,
  },
  'banners-config': { banners: BANNERS, translations: BANNER_TRANSLATIONS },
  'wheel-config': WHEEL,
  'wheel-config-segments': WHEEL_SEGMENTS,
  // Group 2001 is the operator's target list (vip@orbit.test is in it); 2002 is writable.
  'new-provider-popup': { enabled: true, producer: NEW_PRODUCER, targetGroups: [2001], shownGroup: 2002 },
  // The notification centre (spec 1 §6): testers (21) and group 916; `everyone` opens it to all.
  'notification-center': { groups: [21, 916], everyone: false },
  'footer-config': FOOTER_CONFIG,
  ...CLIENT_CONFIGS,
};
