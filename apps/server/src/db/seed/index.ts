import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { forgetSites } from '../../modules/sites/service.ts';
import type { Db } from '../client.ts';
import { cmsFiles, cmsPages, cmsSnippets } from '../schema/index.ts';
import { seedCatalogue } from './catalogue.ts';
import { CMS_FILES, CMS_PAGES, CMS_SNIPPETS } from './cms-pages.ts';
import { seedConfig } from './config/index.ts';
import { seedDemoGames } from './games/index.ts';
import { seedOpeningBalances } from './opening-balances.ts';
import { seedPlayers } from './players.ts';

async function seedCms(db: Db) {
  await db.insert(cmsPages).values(CMS_PAGES).onConflictDoNothing();
  // Snippets and files have no natural key: fixed ids make the insert idempotent, and the
  // sequences move past them so an operator's own rows get fresh ids.
  await db.insert(cmsSnippets).values(CMS_SNIPPETS).onConflictDoNothing();
  await db.insert(cmsFiles).values(CMS_FILES).onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('cms_snippets', 'id'), greatest((select max(id) from cms_snippets), 1))`,
  );
  await db.execute(
    sql`select setval(pg_get_serial_sequence('cms_files', 'id'), greatest((select max(id) from cms_files), 1))`,
  );
}

/**
 * Idempotent demo data: run at every start, it inserts only what is missing, so an
 * operator's edits survive restarts. The demo accounts are listed in README.md.
 */
export async function seedDemo(deps: Deps) {
  await seedCatalogue(deps.db);
  await seedConfig(deps.db);
  await seedCms(deps.db);
  await seedPlayers(deps.db, deps.now());
  // Their opening money goes through the wallet (idempotent adjustments).
  await seedOpeningBalances(deps);
  // After the players: their recently played games refer to them.
  await seedDemoGames(deps.db, deps.now());
  forgetSites(deps.db);
}
