import {
  type CountryInfo,
  CryptoExchangeRates,
  type CurrencyInfo,
  LOCALE_NAMES,
  type LocaleInfo,
  ProjectInfo,
  type StatusInfo,
} from '@orbit/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { ttlMemo } from '../../lib/ttl-memo.ts';
import { internalConfig } from '../config/service.ts';
import type { Site } from '../sites/service.ts';
import { findSubunits, listCountries, listCurrencies, listStatuses } from './repository.ts';

const levelNumber = (id: string) => Number(id.slice('level_'.length));

/** Levels first, in level order, then groups by id; `db` a transaction's when asked inside one. */
export async function statusesInfo(deps: Deps, db = deps.db): Promise<StatusInfo[]> {
  const rows = await listStatuses(db);
  const levels = rows.filter((r) => r.status).sort((a, b) => levelNumber(a.id) - levelNumber(b.id));
  const groups = rows.filter((r) => !r.status).sort((a, b) => Number(a.id) - Number(b.id));
  return [...levels, ...groups].map((r) => ({
    id: r.id,
    name: r.name,
    status: r.status,
    writable: r.writable,
    conditions: r.conditions,
  }));
}

export async function countriesInfo(deps: Deps): Promise<CountryInfo[]> {
  return (await listCountries(deps.db)).map((c) => ({
    code: c.code,
    name: c.name,
    default_currency: c.defaultCurrency,
    guest_restricted: c.guestRestricted,
  }));
}

export async function currenciesInfo(deps: Deps): Promise<CurrencyInfo[]> {
  return (await listCurrencies(deps.db)).map((c) => ({
    code: c.code,
    symbol: c.symbol,
    subunits_to_unit: c.subunitsToUnit,
    fiat: c.fiat,
    default: c.isDefault,
    enabled: c.enabled,
    subcurrencies: [],
  }));
}

/** The stored rates, or none while the operator's row is missing or malformed. */
export async function cryptoExchangeRates(deps: Deps): Promise<CryptoExchangeRates> {
  const parsed = CryptoExchangeRates.safeParse(await internalConfig(deps, 'cryptoExchangeRates'));
  return parsed.success ? parsed.data : {};
}

/** What the operator's `project` row may set (anything malformed falls back to the defaults). */
const ProjectSettings = ProjectInfo.omit({ license: true, site: true }).partial();
const PROJECT_DEFAULTS: z.infer<typeof ProjectSettings> & Omit<ProjectInfo, 'license' | 'site'> = {
  apps: { sportsbook: false, casino: true },
  sns_config: { enable: false, base_url: '', flow: '' },
  player_two_factor_auth: true,
  available_currency_exchange: false,
  available_referral_system: false,
  hooyu_integration: false,
  supported_payment_api_versions: ['v1'],
  country_flags: null,
  livespins: { enabled: false },
  authentication_key: '',
};

/**
 * `GET /api/info/project`: the operator's project row over safe defaults; the licence and the
 * `site` block come from the mirror of the request, and a mirror with a betting link has the
 * sportsbook app.
 */
export async function projectInfo(deps: Deps, site: Site): Promise<ProjectInfo> {
  const stored = ProjectSettings.safeParse(await internalConfig(deps, 'project'));
  const merged = { ...PROJECT_DEFAULTS, ...(stored.success ? stored.data : {}) };
  return {
    ...merged,
    apps: { ...merged.apps, sportsbook: site.bettingLink !== null },
    license: site.license,
    site: {
      hostname: site.hostname,
      brand: site.brand,
      locales: site.locales,
      default_locale: site.defaultLocale,
      betting_link: site.bettingLink,
      organisation_json_ld: site.organisationJsonLd,
    },
  };
}

/** The host's locales, its default flagged. */
export function localesInfo(site: Site): LocaleInfo[] {
  return site.locales.map((code) => ({
    code,
    name: LOCALE_NAMES[code]?.name ?? code,
    name_in_locale: LOCALE_NAMES[code]?.name_in_locale ?? code,
    default: code === site.defaultLocale,
  }));
}

/** How many minor units make one unit of a currency (100 when it is not listed). */
export const currencySubunits = (db: Db, currency: string): Promise<number> => findSubunits(db, currency);

/** A currency's minor units do not change while Orbit runs: read once a minute per node. */
const subunitsMemo = ttlMemo<Db, number>(60_000);
export const subunitsOf = (deps: Pick<Deps, 'db'>, currency: string) =>
  subunitsMemo(deps.db, currency, () => currencySubunits(deps.db, currency));
