import type { CmsPageListItem, Player, ProjectInfo } from '@orbit/contract';
import { makeAccount, makePlayer } from '~/shared/ui/testing.tsx';
import type { Seed } from './testing.tsx';

export const project = (
  over: Partial<ProjectInfo['site']> = {},
  license: ProjectInfo['license'] = 'CW',
): ProjectInfo => ({
  apps: { sportsbook: false, casino: true },
  sns_config: { enable: false, base_url: '', flow: '' },
  license,
  player_two_factor_auth: true,
  available_currency_exchange: false,
  available_referral_system: false,
  hooyu_integration: false,
  supported_payment_api_versions: [],
  country_flags: null,
  livespins: { enabled: false },
  authentication_key: '',
  site: {
    hostname: 'orbit.test',
    brand: 'Orbit',
    locales: ['en', 'de'],
    default_locale: 'en',
    betting_link: null,
    organisation_json_ld: false,
    ...over,
  },
});

/** A signed-in VIP player (Gold, level 4) of the CW licence. */
export const player = (over: Partial<Player> = {}): Player =>
  makePlayer({
    email: 'ace@orbit.test',
    nickname: 'Ace',
    statuses: [
      { id: 'level_4', name: 'Level 4' },
      { id: 259, name: 'Gold' },
    ],
    confirmed_at: '2026-01-01T00:00:00Z',
    created_at: '2026-01-01T00:00:00Z',
    license_name: 'CW',
    ...over,
  });

export const topMenuPage: CmsPageListItem = {
  id: '1',
  path: 'about',
  title: 'About Orbit',
  categories: ['top-menu'],
  layout: 'default',
  children: [],
};

const locales = [
  { code: 'en', name: 'English', name_in_locale: 'English', default: true },
  { code: 'de', name: 'German', name_in_locale: 'Deutsch', default: false },
];

/** What the layout loader would have put in the cache for a guest. */
export function guestSeed(options: { betting?: boolean; license?: ProjectInfo['license'] } = {}): Seed {
  return [
    [['player'], { country: 'DE', currency: 'EUR' }],
    [
      ['info', 'project'],
      project({ betting_link: options.betting ? 'https://sport.orbit.test' : null }, options.license),
    ],
    [['info', 'locales'], locales],
    [
      ['fe-config', 'logo-config'],
      { logoUrl: { full: '/brand/orbit-logo.svg', mobile: '/brand/orbit-mark.svg' } },
    ],
    [['fe-config', 'betting-config'], ['sport.orbit.test']],
    [['fe-config', 'manage-promotion-pages'], {}],
    [['cms', 'pages', 'en'], [topMenuPage]],
  ];
}

export function playerSeed(
  over: Partial<Player> = {},
  options: { license?: ProjectInfo['license'] } = {},
): Seed {
  return [
    ...guestSeed(options).filter(([key]) => key[0] !== 'player'),
    [['player'], player(over)],
    [
      ['player', 'accounts'],
      [makeAccount('EUR', 123_450, true), makeAccount('BTC', 12_345)],
    ],
    [
      ['info', 'currencies'],
      [
        {
          code: 'EUR',
          symbol: '€',
          subunits_to_unit: 100,
          fiat: true,
          default: true,
          enabled: true,
          subcurrencies: [],
        },
        {
          code: 'BTC',
          symbol: '₿',
          subunits_to_unit: 100_000_000,
          fiat: false,
          default: false,
          enabled: true,
          subcurrencies: [],
        },
      ],
    ],
  ];
}
