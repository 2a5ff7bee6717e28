import { LOCALES } from '@orbit/contract';
import type { Db } from '../client.ts';
import { countries, currencies, hosts, statuses } from '../schema/index.ts';

type CountryRow = typeof countries.$inferInsert;
type CurrencyRow = typeof currencies.$inferInsert;
type StatusRow = typeof statuses.$inferInsert;
type HostRow = typeof hosts.$inferInsert;

const country = (code: string, name: string, defaultCurrency: string, extra: Partial<CountryRow> = {}) => ({
  code,
  name,
  defaultCurrency,
  ...extra,
});

/**
 * Countries of the demo. Each country has its default currency (EUR where none is named); countries without an enabled
 * currency of their own use EUR. Estonia and Greece require players to be 21 (their gambling
 * acts); the United States and the United Kingdom are guest-restricted, as for any operator
 * without a US state or UKGC licence.
 */
export const COUNTRIES: CountryRow[] = [
  country('CA', 'Canada', 'CAD'),
  country('AU', 'Australia', 'AUD'),
  country('NZ', 'New Zealand', 'NZD'),
  country('US', 'United States', 'USD', { guestRestricted: true }),
  country('GB', 'United Kingdom', 'GBP', { guestRestricted: true }),
  country('IE', 'Ireland', 'EUR'),
  country('DE', 'Germany', 'EUR'),
  country('AT', 'Austria', 'EUR'),
  country('CH', 'Switzerland', 'EUR'),
  country('JP', 'Japan', 'JPY'),
  country('NO', 'Norway', 'NOK'),
  country('BR', 'Brazil', 'BRL'),
  country('EE', 'Estonia', 'EUR', { minAge: 21 }),
  country('GR', 'Greece', 'EUR', { minAge: 21 }),
  country('FI', 'Finland', 'EUR'),
  country('LV', 'Latvia', 'EUR'),
  country('LT', 'Lithuania', 'EUR'),
  country('IT', 'Italy', 'EUR'),
  country('ES', 'Spain', 'EUR'),
  country('PT', 'Portugal', 'EUR'),
  country('BE', 'Belgium', 'EUR'),
  country('LU', 'Luxembourg', 'EUR'),
  country('SI', 'Slovenia', 'EUR'),
  country('SK', 'Slovakia', 'EUR'),
  country('PL', 'Poland', 'EUR'),
  country('CZ', 'Czechia', 'EUR'),
  country('HU', 'Hungary', 'EUR'),
  country('KZ', 'Kazakhstan', 'KZT'),
  country('KW', 'Kuwait', 'USD'),
  country('IN', 'India', 'USD'),
  country('ZA', 'South Africa', 'USD'),
  country('MX', 'Mexico', 'USD'),
  country('CL', 'Chile', 'USD'),
];

const currency = (
  code: string,
  symbol: string,
  subunitsToUnit: number,
  fiat: boolean,
  position: number,
  extra: Partial<CurrencyRow> = {},
): CurrencyRow => ({ code, symbol, subunitsToUnit, fiat, position, ...extra });

/**
 * Enabled AUD, CAD, NZD, EUR, USD, JPY, NOK, BRL and crypto BTC, ETH, BCH, LTC, DOG,
 * USDT; EUR is the default. GBP and KZT are listed (so amounts can be shown) but disabled.
 * Crypto is kept in 10^-8 units (satoshi for BTC), USDT in 10^-6 — the token's own precision
 * on Ethereum and Tron, so a balance never holds dust no chain can pay out.
 */
export const CURRENCIES: CurrencyRow[] = [
  currency('EUR', '€', 100, true, 1, { isDefault: true }),
  currency('USD', '$', 100, true, 2),
  currency('CAD', 'C$', 100, true, 3),
  currency('AUD', 'A$', 100, true, 4),
  currency('NZD', 'NZ$', 100, true, 5),
  currency('NOK', 'kr', 100, true, 6),
  currency('BRL', 'R$', 100, true, 7),
  currency('JPY', '¥', 1, true, 8),
  currency('GBP', '£', 100, true, 9, { enabled: false }),
  currency('KZT', '₸', 100, true, 10, { enabled: false }),
  currency('BTC', '₿', 100_000_000, false, 20),
  currency('ETH', 'Ξ', 100_000_000, false, 21),
  currency('BCH', 'BCH', 100_000_000, false, 22),
  currency('LTC', 'Ł', 100_000_000, false, 23),
  currency('DOG', 'Ð', 100_000_000, false, 24),
  currency('USDT', '₮', 1_000_000, false, 25),
];

const band = (min: number, max: number) => [
  { persistent_comp_points: { type: 'range', min, max, exclude_end: true } },
];

/**
 * Loyalty levels (persistent comp-point bands) and groups. Writable groups are the ones a
 * player may join or leave himself through `POST /api/player/groups`.
 */
export const STATUSES: StatusRow[] = [
  { id: 'level_1', name: 'Bronze', status: true, conditions: band(0, 1_000) },
  { id: 'level_2', name: 'Silver', status: true, conditions: band(1_000, 5_000) },
  { id: 'level_3', name: 'Gold', status: true, conditions: band(5_000, 25_000) },
  { id: 'level_4', name: 'Platinum', status: true, conditions: band(25_000, 100_000) },
  { id: 'level_5', name: 'Star', status: true, conditions: band(100_000, 1_000_000_000) },
  // Given by hand to test accounts; no amount of play reaches it.
  { id: 'level_6', name: 'Test', status: true, conditions: band(1_000_000_000, 1_000_000_001) },
  { id: '21', name: 'Tester', status: false },
  { id: '100', name: 'Multi-account', status: false },
  { id: '131811', name: 'Welcome pack', status: false },
  { id: '257', name: 'VIP Bronze', status: false },
  { id: '258', name: 'VIP Silver', status: false },
  { id: '259', name: 'VIP Gold', status: false },
  { id: '255', name: 'VIP Platinum', status: false },
  { id: '759', name: 'VIP Diamond', status: false },
  { id: '543', name: 'Registration test A', status: false, writable: true },
  { id: '544', name: 'Registration test B', status: false, writable: true },
  // Writable 545 switches support to the live chat.
  { id: '545', name: 'Live chat', status: false, writable: true },
  { id: '631', name: 'Sofort hidden', status: false },
  { id: '916', name: 'Notifications', status: false },
  { id: '1101', name: 'Lithuanian IBAN', status: false },
  { id: '1308', name: 'Wheel segments A', status: false },
  { id: '1309', name: 'Wheel segments B', status: false },
  // New-provider popup: the operator puts players in 2001; the popup adds them to 2002 once shown.
  { id: '2001', name: 'New provider: target', status: false },
  { id: '2002', name: 'New provider: popup shown', status: false, writable: true },
];

/** The two demo mirrors: the international one and an Estonian-licensed one. */
export const HOSTS: HostRow[] = [
  {
    hostname: 'localhost',
    brand: 'Orbit',
    license: 'other',
    locales: [...LOCALES],
    defaultLocale: 'en',
    bettingLink: null,
    organisationJsonLd: true,
  },
  {
    hostname: '127.0.0.1',
    brand: 'Orbit',
    license: 'EE',
    locales: ['en', 'et', 'de'],
    defaultLocale: 'en',
    bettingLink: 'https://sport.orbit.localhost',
    organisationJsonLd: false,
  },
];

export async function seedCatalogue(db: Db) {
  await db.insert(countries).values(COUNTRIES).onConflictDoNothing();
  await db.insert(currencies).values(CURRENCIES).onConflictDoNothing();
  await db.insert(statuses).values(STATUSES).onConflictDoNothing();
  await db.insert(hosts).values(HOSTS).onConflictDoNothing();
}
