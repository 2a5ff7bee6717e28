import { and, asc, inArray } from 'drizzle-orm';
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
