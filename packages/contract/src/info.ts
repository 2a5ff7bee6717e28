import { z } from 'zod';
import { Licence } from './common.ts';

/** One player field of `GET /api/info/player_fields`. */
export const PlayerFieldSpec = z.object({
  field: z.string(),
  /** Value kind: string, email, password, date, phone, select or boolean. */
  type: z.string(),
  length: z.object({ minimum: z.number().int().optional(), maximum: z.number().int().optional() }).optional(),
  /** Once filled in, the player cannot change it (e.g. date of birth). */
  once_set: z.boolean().optional(),
  /** Minimum age: `default` plus countries whose law asks more, e.g. `{default: 18, EE: 21}`. */
  age: z.object({ min: z.record(z.string(), z.number().int()) }).optional(),
  service: z.number().int().optional(),
  inclusion: z.object({ in: z.array(z.string()) }).optional(),
});
export type PlayerFieldSpec = z.infer<typeof PlayerFieldSpec>;

/**
 * Which fields each context requires: registration, deposit, cashout, edition and the game
 * providers' contexts (field-name lists); `payment_systems` is a nested object.
 */
export const PlayerFieldsInfo = z.object({
  fields: z.array(PlayerFieldSpec),
  contexts: z.record(z.string(), z.union([z.array(z.string()), z.record(z.string(), z.unknown())])),
});
export type PlayerFieldsInfo = z.infer<typeof PlayerFieldsInfo>;

/** `GET /api/info/statuses`: loyalty levels (`status: true`, id `level_N`) and groups (numeric id). */
export const StatusInfo = z.object({
  id: z.string(),
  name: z.string(),
  status: z.boolean(),
  writable: z.boolean(),
  conditions: z.array(z.unknown()),
});
export type StatusInfo = z.infer<typeof StatusInfo>;

export const CountryInfo = z.object({
  code: z.string(),
  name: z.string(),
  default_currency: z.string(),
  /** Guest mode is restricted here: the sign-in and registration modals show a notice instead of the form. */
  guest_restricted: z.boolean().optional(),
});
export type CountryInfo = z.infer<typeof CountryInfo>;

/**
 * `GET /api/info/currencies`. `enabled` (an Orbit addition) is false for currencies that are
 * listed for display but in which no account can be opened (GBP, KZT by default).
 */
export const CurrencyInfo = z.object({
  code: z.string(),
  symbol: z.string(),
  subunits_to_unit: z.number().int(),
  fiat: z.boolean(),
  default: z.boolean(),
  enabled: z.boolean(),
  subcurrencies: z.array(z.unknown()),
});
export type CurrencyInfo = z.infer<typeof CurrencyInfo>;

/** `GET /api/info/crypto_exchange_rates`: `{FROM: {TO: {exchange_rate, fee, total_exchange_rate}}}`. */
export const ExchangeRate = z.object({
  exchange_rate: z.number(),
  fee: z.number(),
  total_exchange_rate: z.number(),
});
export const CryptoExchangeRates = z.record(z.string(), z.record(z.string(), ExchangeRate));
export type CryptoExchangeRates = z.infer<typeof CryptoExchangeRates>;

/**
 * `GET /api/info/project` plus `site`, Orbit's addition: the mirror the request
 * came to (brand, locales, betting link, organisation structured data).
 */
export const ProjectInfo = z.object({
  apps: z.object({ sportsbook: z.boolean(), casino: z.boolean() }),
  sns_config: z.object({ enable: z.boolean(), base_url: z.string(), flow: z.string() }),
  license: Licence,
  player_two_factor_auth: z.boolean(),
  available_currency_exchange: z.boolean(),
  available_referral_system: z.boolean(),
  hooyu_integration: z.boolean(),
  supported_payment_api_versions: z.array(z.string()),
  country_flags: z.null(),
  livespins: z.object({ enabled: z.boolean() }),
  authentication_key: z.string(),
  notification_center: z
    .object({
      inbox: z
        .object({
          enabled: z.boolean(),
          categories: z.array(z.string()).optional(),
          ws_channels: z.array(z.string()).optional(),
        })
        .optional(),
      new_realtime_notifications_flow_enabled: z.boolean().optional(),
    })
    .optional(),
  site: z.object({
    hostname: z.string(),
    brand: z.string(),
    locales: z.array(z.string()),
    default_locale: z.string(),
    betting_link: z.string().nullable(),
    organisation_json_ld: z.boolean(),
  }),
});
export type ProjectInfo = z.infer<typeof ProjectInfo>;

/** `GET /api/info/locales`: the host's locales. */
export const LocaleInfo = z.object({
  code: z.string(),
  name: z.string(),
  name_in_locale: z.string(),
  default: z.boolean(),
});
export type LocaleInfo = z.infer<typeof LocaleInfo>;

export const LocalesQuery = z.object({
  affb_id: z.string().optional(),
  stag: z.string().optional(),
  ref_code: z.string().optional(),
});

/** `GET /api/current_ip`. */
export const CurrentIp = z.object({
  ip: z.string(),
  country_code: z.string(),
  region_code: z.null(),
  default_currency: z.string(),
});
export type CurrentIp = z.infer<typeof CurrentIp>;

/** `GET /client-context`, read from the User-Agent. */
export const ClientContext = z.object({
  userAgent: z.string(),
  browser: z.string(),
  isMobile: z.boolean(),
  isIOS: z.boolean(),
  isApp: z.boolean(),
  isMetaWebview: z.boolean(),
  isBot: z.boolean(),
});
export type ClientContext = z.infer<typeof ClientContext>;

/** English and native names of the ten locales, for `/api/info/locales` and locale pickers. */
export const LOCALE_NAMES: Readonly<Record<string, { name: string; name_in_locale: string }>> = {
  en: { name: 'English', name_in_locale: 'English' },
  de: { name: 'German', name_in_locale: 'Deutsch' },
  'en-AU': { name: 'English (Australia)', name_in_locale: 'English (Australia)' },
  'en-CA': { name: 'English (Canada)', name_in_locale: 'English (Canada)' },
  'fr-CA': { name: 'French (Canada)', name_in_locale: 'Français (Canada)' },
  'en-NZ': { name: 'English (New Zealand)', name_in_locale: 'English (New Zealand)' },
  no: { name: 'Norwegian', name_in_locale: 'Norsk' },
  it: { name: 'Italian', name_in_locale: 'Italiano' },
  et: { name: 'Estonian', name_in_locale: 'Eesti' },
  'en-KW': { name: 'English (Kuwait)', name_in_locale: 'English (Kuwait)' },
};
