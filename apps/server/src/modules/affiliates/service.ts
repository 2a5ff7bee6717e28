import {
  type AffiliateReport,
  type AffiliateReportQuery,
  isValidStag,
  reportPeriod,
  splitLocalePath,
} from '@orbit/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { ttlMemo } from '../../lib/ttl-memo.ts';
import { frontendConfigValue, internalConfig } from '../config/service.ts';
import type { WalletTx } from '../wallet/hooks.ts';
import {
  countRegistrations,
  findPlayerStag,
  insertFirstDeposit,
  insertPlayerAffiliate,
  insertPlayerUtm,
  sumFirstDeposits,
} from './repository.ts';
import { type ReferrerKind, referrerKindOf, stagOf, type UtmValues } from './tags.ts';

/** What an operator may set in the internal config `affiliates` (spec 1 §9's values by default). */
export interface AffiliateSettings {
  /** How long the tag cookie lasts (30 days). */
  cookieDays: number;
  /** The tag of a visitor who came with none and not from a search engine (affiliate 122). */
  defaultStag: string;
  /** The tag of a search engine's visitor the `stag-by-referrer-name` mapping has none for (241). */
  searchStag: string;
}

export const DEFAULT_AFFILIATE_SETTINGS: AffiliateSettings = {
  cookieDays: 30,
  defaultStag: '122',
  searchStag: '241',
};

const Stag = z.string().refine(isValidStag);
const SettingsConfig = z.object({
  cookie_days: z.number().int().min(1).max(400).optional(),
  default_stag: Stag.optional(),
  search_stag: Stag.optional(),
});

/** Config reads of every page and offer list: remembered a while, so an edit shows within 30 s. */
const remembered = ttlMemo<Db, unknown>(30_000, 10);
const rememberedRead = <T>(deps: Deps, key: string, read: () => Promise<T>): Promise<T> =>
  remembered(deps.db, key, read, deps.now().getTime()) as Promise<T>;

export function affiliateSettings(deps: Deps): Promise<AffiliateSettings> {
  return rememberedRead(deps, 'settings', async () => {
    const parsed = SettingsConfig.safeParse(await internalConfig(deps, 'affiliates'));
    // A malformed row must not cost the casino its affiliates: the defaults stand.
    const given = parsed.success ? parsed.data : {};
    return {
      cookieDays: given.cookie_days ?? DEFAULT_AFFILIATE_SETTINGS.cookieDays,
      defaultStag: given.default_stag ?? DEFAULT_AFFILIATE_SETTINGS.defaultStag,
      searchStag: given.search_stag ?? DEFAULT_AFFILIATE_SETTINGS.searchStag,
    };
  });
}

/**
 * A search or answer engine's visitor's tag: `stag-by-referrer-name`'s for the landing page, else
 * its own for the visitor's country, else the search default. Engines the config has no key for
 * (`search`) get the default.
 */
export async function stagForReferrer(
  deps: Deps,
  kind: ReferrerKind,
  pagePath: string,
  country: string,
): Promise<string> {
  const [settings, mapping] = await Promise.all([
    affiliateSettings(deps),
    rememberedRead(deps, 'stag-by-referrer-name', () => frontendConfigValue(deps, 'stag-by-referrer-name')),
  ]);
  if (kind !== 'search' && mapping) {
    const { path } = splitLocalePath(pagePath);
    const found = stagOf(mapping.pages?.[kind]?.[path]) ?? stagOf(mapping.countries[country]?.[kind]);
    if (found) return found;
  }
  return settings.searchStag;
}

/** What a page request tells about the visitor's affiliate. */
export interface PageVisit {
  /** The `stag` query parameter, as sent. */
  linkStag: unknown;
  /** The tag cookie, as sent. */
  cookieStag: string | undefined;
  referer: string | undefined;
  /** The page's path (a locale prefix is ignored for the mapping). */
  path: string;
  country: string;
}

/**
 * The tag to keep in the visitor's cookie after this page, or null to leave the cookie as it is.
 * Last click wins, as the big affiliate networks count it: a link's valid tag replaces the cookie
 * and starts its lifetime again. A search engine's visit tags only a visitor with no tag yet
 * (organic traffic never takes a visitor from an affiliate). A direct visit sets nothing: the
 * default affiliate is decided at registration, so a later search visit can still count.
 */
export async function tagForVisit(deps: Deps, visit: PageVisit): Promise<string | null> {
  const fromLink = stagOf(visit.linkStag);
  if (fromLink) return fromLink;
  if (stagOf(visit.cookieStag)) return null;
  const kind = referrerKindOf(visit.referer);
  return kind ? stagForReferrer(deps, kind, visit.path, visit.country) : null;
}

/** What registration records of a visitor: their tag (the cookie's, else the default) and UTM keys. */
export interface Arrival {
  stag: string;
  utm: UtmValues | null;
}

export async function arrivalOf(
  deps: Deps,
  visitor: { cookieStag: string | null; utm: UtmValues | null },
): Promise<Arrival> {
  return { stag: visitor.cookieStag ?? (await affiliateSettings(deps)).defaultStag, utm: visitor.utm };
}

/** Records a new player's arrival, in the registration's transaction (the tag is theirs for life). */
export async function recordArrival(tx: Db, userId: number, arrival: Arrival, at: Date) {
  await insertPlayerAffiliate(tx, userId, arrival.stag, at);
  if (arrival.utm) await insertPlayerUtm(tx, userId, arrival.utm, at);
}

/** `/log_utm_send`: the player's UTM keys, unless some are recorded already (the first ones stay). */
export function recordUtm(deps: Deps, user: Pick<UserRow, 'id'>, values: UtmValues): Promise<boolean> {
  return insertPlayerUtm(deps.db, user.id, values, deps.now());
}

/** A successful deposit, in its wallet transaction: the player's first one is kept for the report. */
export async function noteFirstDeposit(
  wallet: WalletTx,
  payment: { id: number; userId: number; currency: string; amountCents: number },
) {
  await insertFirstDeposit(wallet.tx, {
    userId: payment.userId,
    paymentId: payment.id,
    currency: payment.currency,
    amountCents: payment.amountCents,
    at: wallet.now,
  });
}

/**
 * Whether promotions are hidden from this visitor: their tag is in `excluded-promo-stags`. A
 * player's tag is the one they registered with; a guest's, the cookie's or the default.
 */
export async function promotionsHiddenFor(
  deps: Deps,
  visitor: { user: Pick<UserRow, 'id'> | null; cookieStag: string | null },
): Promise<boolean> {
  const excluded = await rememberedRead(deps, 'excluded-promo-stags', () =>
    frontendConfigValue(deps, 'excluded-promo-stags'),
  );
  if (!excluded || excluded.length === 0) return false;
  const registered = visitor.user ? await findPlayerStag(deps.db, visitor.user.id) : null;
  const stag = registered ?? (await arrivalOf(deps, { cookieStag: visitor.cookieStag, utm: null })).stag;
  return excluded.includes(stag);
}

/** The operator's report: per tag, the period's registrations and first deposits per currency. */
export async function affiliateReport(deps: Deps, query: AffiliateReportQuery): Promise<AffiliateReport> {
  const { from, to } = reportPeriod(query);
  const [registrations, deposits] = await Promise.all([
    countRegistrations(deps.db, from, to),
    sumFirstDeposits(deps.db, from, to),
  ]);
  const rows = new Map<string, AffiliateReport['rows'][number]>();
  const rowOf = (stag: string) => {
    const row = rows.get(stag) ?? { stag, registrations: 0, first_deposits: 0, first_deposit_amounts: [] };
    rows.set(stag, row);
    return row;
  };
  for (const { stag, registrations: n } of registrations) rowOf(stag).registrations = n;
  for (const { stag, currency, count, amountCents } of deposits) {
    const row = rowOf(stag);
    row.first_deposits += count;
    row.first_deposit_amounts.push({ currency, count, amount_cents: amountCents });
  }
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    rows: [...rows.values()].sort((a, b) => (a.stag < b.stag ? -1 : a.stag > b.stag ? 1 : 0)),
  };
}
