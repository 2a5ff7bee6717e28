import type { CmsFile, CmsPage, CmsPageListItem, CmsSnippet, Licence } from '@orbit/contract';
import { isLocale } from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { findPages, listFilesIn, listPagesIn, listSnippetsIn, type PageRow } from './repository.ts';

/** Licences that have their own page variants (`name/EE`); `other` uses the plain page. */
const VARIANT_LICENCES = ['CW', 'EE'] as const;

/**
 * Where to look for content of a locale, best first: the locale, its language (`en-AU` → `en`),
 * then the default rows (locale ''). Unknown locales read the defaults only.
 */
export function localeChain(locale: string | undefined): string[] {
  if (!locale || !isLocale(locale)) return [''];
  const language = locale.split('-')[0]!;
  return [...new Set([locale, language, ''])];
}

const licenceOf = (path: string) => VARIANT_LICENCES.find((l) => path.endsWith(`/${l}`));

/** `/pokies/all/` → `pokies/all`; the licence suffix keeps its upper case. */
export function normalizePath(raw: string): string {
  return raw
    .split('/')
    .filter((part) => part !== '')
    .join('/');
}

/** Among rows of one path, the one of the best locale. */
function bestByLocale<T extends { locale: string }>(rows: T[], chain: string[]): T | undefined {
  return [...rows].sort((a, b) => chain.indexOf(a.locale) - chain.indexOf(b.locale))[0];
}

/**
 * CMS ids are strings on the wire: the newer client types them so, and the spec's client only
 * compares them.
 */
const cmsId = (id: number) => String(id);

function presentPage(row: PageRow): CmsPage {
  return {
    id: cmsId(row.id),
    path: row.path,
    title: row.title,
    content: row.content,
    layout: row.layout,
    categories: row.categories,
    blocks: row.blocks,
  };
}

/**
 * One page by slug or SEO path. The licence variant (`slug/EE`) of the mirror's licence wins
 * over the plain page, then the locale's own row over the default one.
 */
export async function findPage(deps: Deps, rawPath: string, locale: string | undefined, licence: Licence) {
  const path = normalizePath(rawPath);
  if (path === '') throw new HttpError(404, 'not_found', 'No such page');
  const variant = licence !== 'other' && !licenceOf(path) ? `${path}/${licence}` : undefined;
  const candidates = variant ? [variant, path] : [path];
  const chain = localeChain(locale);
  const rows = await findPages(deps.db, candidates, chain);
  for (const candidate of candidates) {
    const best = bestByLocale(
      rows.filter((r) => r.path === candidate),
      chain,
    );
    if (best) return presentPage(best);
  }
  throw new HttpError(404, 'not_found', 'No such page');
}

/**
 * Every page for the menus: one entry per path (the locale's row preferred), licence variants
 * folded into their page for the mirror's licence, sub-paths as children of their parent.
 */
export async function listPages(
  deps: Deps,
  locale: string | undefined,
  licence: Licence,
): Promise<CmsPageListItem[]> {
  const chain = localeChain(locale);
  const rows = await listPagesIn(deps.db, chain);
  const byPath = new Map<string, PageRow[]>();
  for (const row of rows) byPath.set(row.path, [...(byPath.get(row.path) ?? []), row]);

  const items = new Map<string, CmsPageListItem & { position: number }>();
  for (const [path, group] of byPath) {
    if (licenceOf(path)) continue;
    const variant = licence !== 'other' ? byPath.get(`${path}/${licence}`) : undefined;
    const row = bestByLocale(variant ?? group, chain)!;
    items.set(path, {
      id: cmsId(row.id),
      path,
      title: row.title,
      categories: row.categories,
      layout: row.layout,
      children: [],
      position: row.position,
    });
  }

  const roots: Array<CmsPageListItem & { position: number }> = [];
  for (const [path, item] of items) {
    const parentPath = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : undefined;
    const parent = parentPath ? items.get(parentPath) : undefined;
    (parent ? parent.children : roots).push(item);
  }
  const strip = (list: Array<CmsPageListItem & { position?: number }>): CmsPageListItem[] =>
    list
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.path.localeCompare(b.path))
      .map(({ position: _position, children, ...rest }) => ({ ...rest, children: strip(children) }));
  return strip(roots);
}

/** Rows of the best locale for each set of categories (a German footer text replaces the default one). */
function bestPerCategories<T extends { locale: string; categories: string[] }>(
  rows: T[],
  chain: string[],
): T[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = [...row.categories].sort().join('\n');
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const chosen: T[] = [];
  for (const group of groups.values()) {
    const best = bestByLocale(group, chain)!.locale;
    chosen.push(...group.filter((r) => r.locale === best));
  }
  return chosen;
}

export async function listSnippets(deps: Deps, locale: string | undefined): Promise<CmsSnippet[]> {
  const chain = localeChain(locale);
  return bestPerCategories(await listSnippetsIn(deps.db, chain), chain)
    .sort((a, b) => a.id - b.id)
    .map((s) => ({ id: cmsId(s.id), categories: s.categories, content: s.content }));
}

export async function listFiles(deps: Deps, locale: string | undefined): Promise<CmsFile[]> {
  const chain = localeChain(locale);
  return bestPerCategories(await listFilesIn(deps.db, chain), chain)
    .sort((a, b) => a.id - b.id)
    .map((f) => ({ id: cmsId(f.id), url: f.url, categories: f.categories, description: f.description }));
}

/** Pages a player may download as a file: the terms (and their licence variants). */
const DOWNLOADABLE = 'terms-page';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A terms page as a standalone HTML document to keep or print (`/api/cms/files/{slug}`): the same
 * page the site shows for this locale and licence, so the download never disagrees with it.
 */
export async function pageDownload(deps: Deps, slug: string, locale: string | undefined, licence: Licence) {
  const page = await findPage(deps, slug, locale, licence);
  if (!page.categories.includes(DOWNLOADABLE)) throw new HttpError(404, 'not_found', 'No such file');
  const language = locale && isLocale(locale) ? locale : 'en';
  const title = escapeHtml(page.title);
  const body = [
    '<!doctype html>',
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><title>${title}</title></head>`,
    `<body><main><h1>${title}</h1>`,
    page.content,
    '</main></body></html>',
  ].join('\n');
  const suffix = locale && isLocale(locale) ? `-${locale}` : '';
  return { filename: `${normalizePath(slug)}${suffix}.html`, body };
}
