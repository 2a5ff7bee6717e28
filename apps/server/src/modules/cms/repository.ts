import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cmsFiles, cmsPages, cmsSnippets } from '../../db/schema/index.ts';

export type PageRow = typeof cmsPages.$inferSelect;

export const listPagesIn = (db: Db, locales: string[]) =>
  db
    .select()
    .from(cmsPages)
    .where(inArray(cmsPages.locale, locales))
    .orderBy(asc(cmsPages.position), asc(cmsPages.path));

export const findPages = (db: Db, paths: string[], locales: string[]) =>
  db
    .select()
    .from(cmsPages)
    .where(and(inArray(cmsPages.path, paths), inArray(cmsPages.locale, locales)));

export const listSnippetsIn = (db: Db, locales: string[]) =>
  db.select().from(cmsSnippets).where(inArray(cmsSnippets.locale, locales)).orderBy(asc(cmsSnippets.id));

export const listFilesIn = (db: Db, locales: string[]) =>
  db.select().from(cmsFiles).where(inArray(cmsFiles.locale, locales)).orderBy(asc(cmsFiles.id));

// --- the back office's edits ---

export type SnippetRow = typeof cmsSnippets.$inferSelect;
export type PageInsert = Omit<typeof cmsPages.$inferInsert, 'id'>;

/** A page of every CMS page (all locales), by path then locale; `q` matches path or title. */
export async function pagePage(
  db: Db,
  filter: { q?: string; locale?: string },
  limit: number,
  offset: number,
) {
  const where = and(
    filter.locale !== undefined ? eq(cmsPages.locale, filter.locale) : undefined,
    filter.q
      ? or(
          ilike(cmsPages.path, `%${escapeLike(filter.q)}%`),
          ilike(cmsPages.title, `%${escapeLike(filter.q)}%`),
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(cmsPages)
      .where(where)
      .orderBy(asc(cmsPages.path), asc(cmsPages.locale), asc(cmsPages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(cmsPages).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export const findPageById = async (db: Db, id: number) =>
  (await db.select().from(cmsPages).where(eq(cmsPages.id, id)).limit(1))[0];

/** The new page, or undefined when its path and locale are taken (the unique index decides). */
export async function insertPage(db: Db, values: PageInsert) {
  const [row] = await db.insert(cmsPages).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePage(db: Db, id: number, values: PageInsert) {
  const [row] = await db.update(cmsPages).set(values).where(eq(cmsPages.id, id)).returning();
  return row;
}

export async function deletePage(db: Db, id: number) {
  const [row] = await db.delete(cmsPages).where(eq(cmsPages.id, id)).returning();
  return row;
}

export async function snippetPage(
  db: Db,
  filter: { locale?: string; category?: string },
  limit: number,
  offset: number,
) {
  const where = and(
    filter.locale !== undefined ? eq(cmsSnippets.locale, filter.locale) : undefined,
    filter.category ? sql`${filter.category} = any(${cmsSnippets.categories})` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db.select().from(cmsSnippets).where(where).orderBy(asc(cmsSnippets.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(cmsSnippets).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export const findSnippetById = async (db: Db, id: number) =>
  (await db.select().from(cmsSnippets).where(eq(cmsSnippets.id, id)).limit(1))[0];

export async function insertSnippet(db: Db, values: Omit<typeof cmsSnippets.$inferInsert, 'id'>) {
  const [row] = await db.insert(cmsSnippets).values(values).returning();
  return row!;
}

export async function updateSnippet(db: Db, id: number, values: Omit<typeof cmsSnippets.$inferInsert, 'id'>) {
  const [row] = await db.update(cmsSnippets).set(values).where(eq(cmsSnippets.id, id)).returning();
  return row;
}

export async function deleteSnippet(db: Db, id: number) {
  const [row] = await db.delete(cmsSnippets).where(eq(cmsSnippets.id, id)).returning();
  return row;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
