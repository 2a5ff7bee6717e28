import type { Locale, OperatorHost, OperatorHostCreateBody, OperatorHostUpdateBody } from '@orbit/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { catalogueChanged } from '../../lib/catalogue-version.ts';
import {
  deleteHostUnlessLast,
  findHost,
  type HostRow,
  insertHost,
  listHosts,
  updateHost,
} from './repository.ts';
import { forgetSites } from './service.ts';

/** A mirror as the back office shows it. */
export const presentHost = (row: HostRow): OperatorHost => ({
  hostname: row.hostname,
  brand: row.brand,
  license: row.license,
  locales: row.locales as Locale[],
  default_locale: row.defaultLocale as Locale,
  betting_link: row.bettingLink,
  organisation_json_ld: row.organisationJsonLd,
});

/** Every mirror reads its host's row at once on this node; other nodes within a minute (service.ts). */
function hostsChanged(deps: Pick<Deps, 'db'>) {
  forgetSites(deps.db);
  catalogueChanged(deps.db);
}

export async function operatorHosts(deps: Pick<Deps, 'db'>): Promise<OperatorHost[]> {
  const rows = await listHosts(deps.db);
  return rows.sort((a, b) => a.hostname.localeCompare(b.hostname)).map(presentHost);
}

export async function operatorHost(deps: Pick<Deps, 'db'>, hostname: string): Promise<OperatorHost> {
  const row = await findHost(deps.db, hostname.toLowerCase());
  if (!row) throw new HttpError(404, 'not_found', 'No such host');
  return presentHost(row);
}

export async function createHost(
  deps: Pick<Deps, 'db'>,
  body: z.output<typeof OperatorHostCreateBody>,
): Promise<OperatorHost> {
  if (!body.locales.includes(body.default_locale)) {
    throw new FieldErrors({ default_locale: ['content.errors.default_locale_unlisted'] });
  }
  const row = await insertHost(deps.db, {
    hostname: body.hostname,
    brand: body.brand,
    license: body.license,
    locales: body.locales,
    defaultLocale: body.default_locale,
    bettingLink: body.betting_link,
    organisationJsonLd: body.organisation_json_ld,
  });
  if (!row) throw new FieldErrors({ hostname: ['validation.taken'] });
  hostsChanged(deps);
  return presentHost(row);
}

export async function changeHost(
  deps: Pick<Deps, 'db'>,
  hostname: string,
  body: z.output<typeof OperatorHostUpdateBody>,
): Promise<OperatorHost> {
  const current = await findHost(deps.db, hostname.toLowerCase());
  if (!current) throw new HttpError(404, 'not_found', 'No such host');
  // The default language must stay one of the host's languages, whichever of the two changed.
  const locales = body.locales ?? current.locales;
  const defaultLocale = body.default_locale ?? current.defaultLocale;
  if (!locales.includes(defaultLocale)) {
    throw new FieldErrors({ default_locale: ['content.errors.default_locale_unlisted'] });
  }
  const row = await updateHost(deps.db, current.hostname, {
    ...(body.brand !== undefined ? { brand: body.brand } : {}),
    ...(body.license !== undefined ? { license: body.license } : {}),
    ...(body.locales !== undefined ? { locales: body.locales } : {}),
    ...(body.default_locale !== undefined ? { defaultLocale: body.default_locale } : {}),
    ...(body.betting_link !== undefined ? { bettingLink: body.betting_link } : {}),
    ...(body.organisation_json_ld !== undefined ? { organisationJsonLd: body.organisation_json_ld } : {}),
  });
  if (!row) throw new HttpError(404, 'not_found', 'No such host');
  hostsChanged(deps);
  return presentHost(row);
}

export async function removeHost(deps: Pick<Deps, 'db'>, hostname: string): Promise<void> {
  const key = hostname.toLowerCase();
  if (!(await findHost(deps.db, key))) throw new HttpError(404, 'not_found', 'No such host');
  if (!(await deleteHostUnlessLast(deps.db, key))) {
    throw new FieldErrors({ base: ['content.errors.last_host'] });
  }
  hostsChanged(deps);
}
