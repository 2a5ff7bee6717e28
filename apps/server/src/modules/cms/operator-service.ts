import {
  CMS_VARIANT_LICENCES,
  type OperatorCmsPage,
  type OperatorCmsPageBody,
  type OperatorCmsPagesPage,
  type OperatorCmsSnippet,
  type OperatorCmsSnippetBody,
  type OperatorCmsSnippetsPage,
} from '@orbit/contract';
import type { z } from 'zod';
import { uniquely } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { catalogueChanged } from '../../lib/catalogue-version.ts';
import { listPage, offsetOf, type Paging } from '../../lib/operator-list.ts';
import {
  deletePage,
  deleteSnippet,
  findPageById,
  findSnippetById,
  insertPage,
  insertSnippet,
  type PageInsert,
  type PageRow,
  pagePage,
  type SnippetRow,
  snippetPage,
  updatePage,
  updateSnippet,
} from './repository.ts';
import { sanitiseCmsHtml } from './sanitise.ts';

type PageBody = z.output<typeof OperatorCmsPageBody>;
type SnippetBody = z.output<typeof OperatorCmsSnippetBody>;

/** `terms/EE` → `terms` and `EE`: the back office edits the licence apart from the path it is stored in. */
function splitPath(stored: string): { path: string; licence: OperatorCmsPage['licence'] } {
  const licence = CMS_VARIANT_LICENCES.find((l) => stored.endsWith(`/${l}`));
  return licence ? { path: stored.slice(0, -licence.length - 1), licence } : { path: stored, licence: null };
}

export function presentOperatorPage(row: PageRow): OperatorCmsPage {
  return {
    id: row.id,
    ...splitPath(row.path),
    locale: row.locale,
    title: row.title,
    content: row.content,
    layout: row.layout,
    categories: row.categories,
    blocks: row.blocks,
    position: row.position,
  };
}

const presentSnippet = (row: SnippetRow): OperatorCmsSnippet => ({
  id: row.id,
  locale: row.locale,
  categories: row.categories,
  content: row.content,
});

/** The stored row of a page body: HTML sanitised, the licence folded into the path. */
async function pageValues(body: PageBody): Promise<PageInsert> {
  const blocks: Record<string, string> = {};
  for (const [name, value] of Object.entries(body.blocks)) {
    if (value !== undefined) blocks[name] = name === 'content-main' ? await sanitiseCmsHtml(value) : value;
  }
  return {
    path: body.licence ? `${body.path}/${body.licence}` : body.path,
    locale: body.locale,
    title: body.title,
    content: await sanitiseCmsHtml(body.content),
    layout: body.layout,
    categories: [...new Set(body.categories)],
    blocks,
    position: body.position,
  };
}

/** Path and locale together name one page: a second one is a field error of the path. */
const pathTaken = () => new FieldErrors({ path: ['content.errors.path_taken'] });

export async function operatorPages(
  deps: Pick<Deps, 'db'>,
  query: Paging & { q?: string | undefined; locale?: string | undefined },
): Promise<OperatorCmsPagesPage> {
  const { rows, total } = await pagePage(
    deps.db,
    { q: query.q?.trim() || undefined, locale: query.locale },
    query.per_page,
    offsetOf(query),
  );
  return listPage('pages', rows.map(presentOperatorPage), query, total);
}

export async function operatorPage(deps: Pick<Deps, 'db'>, id: number): Promise<OperatorCmsPage> {
  const row = await findPageById(deps.db, id);
  if (!row) throw new HttpError(404, 'not_found', 'No such page');
  return presentOperatorPage(row);
}

export async function createPage(deps: Pick<Deps, 'db'>, body: PageBody): Promise<OperatorCmsPage> {
  const row = await uniquely(pathTaken, async () => insertPage(deps.db, await pageValues(body)));
  if (!row) throw pathTaken();
  catalogueChanged(deps.db);
  return presentOperatorPage(row);
}

export async function replacePage(
  deps: Pick<Deps, 'db'>,
  id: number,
  body: PageBody,
): Promise<OperatorCmsPage> {
  const row = await uniquely(pathTaken, async () => updatePage(deps.db, id, await pageValues(body)));
  if (!row) throw new HttpError(404, 'not_found', 'No such page');
  catalogueChanged(deps.db);
  return presentOperatorPage(row);
}

export async function removePage(deps: Pick<Deps, 'db'>, id: number): Promise<void> {
  if (!(await deletePage(deps.db, id))) throw new HttpError(404, 'not_found', 'No such page');
  catalogueChanged(deps.db);
}

export async function operatorSnippets(
  deps: Pick<Deps, 'db'>,
  query: Paging & { locale?: string | undefined; category?: string | undefined },
): Promise<OperatorCmsSnippetsPage> {
  const { rows, total } = await snippetPage(
    deps.db,
    { locale: query.locale, category: query.category?.trim() || undefined },
    query.per_page,
    offsetOf(query),
  );
  return listPage('snippets', rows.map(presentSnippet), query, total);
}

export async function operatorSnippet(deps: Pick<Deps, 'db'>, id: number): Promise<OperatorCmsSnippet> {
  const row = await findSnippetById(deps.db, id);
  if (!row) throw new HttpError(404, 'not_found', 'No such snippet');
  return presentSnippet(row);
}

const snippetValues = async (body: SnippetBody) => ({
  locale: body.locale,
  categories: [...new Set(body.categories)],
  content: await sanitiseCmsHtml(body.content),
});

export async function createSnippet(deps: Pick<Deps, 'db'>, body: SnippetBody): Promise<OperatorCmsSnippet> {
  const row = await insertSnippet(deps.db, await snippetValues(body));
  catalogueChanged(deps.db);
  return presentSnippet(row);
}

export async function replaceSnippet(
  deps: Pick<Deps, 'db'>,
  id: number,
  body: SnippetBody,
): Promise<OperatorCmsSnippet> {
  const row = await updateSnippet(deps.db, id, await snippetValues(body));
  if (!row) throw new HttpError(404, 'not_found', 'No such snippet');
  catalogueChanged(deps.db);
  return presentSnippet(row);
}

export async function removeSnippet(deps: Pick<Deps, 'db'>, id: number): Promise<void> {
  if (!(await deleteSnippet(deps.db, id))) throw new HttpError(404, 'not_found', 'No such snippet');
  catalogueChanged(deps.db);
}
