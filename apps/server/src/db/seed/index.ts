import { inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { forgetSites } from '../../modules/sites/service.ts';
import type { Db } from '../client.ts';
import { cmsFiles, cmsPages, cmsSnippets, users } from '../schema/index.ts';
import { seedBonusOffers } from './bonuses.ts';
import { seedCatalogue } from './catalogue.ts';
import { CMS_NEWS_PAGES } from './cms-news.ts';
import { CMS_FILES, CMS_PAGES, CMS_SNIPPETS } from './cms-pages.ts';
import { seedConfig } from './config/index.ts';
import { seedDemoGames } from './games/index.ts';
import { seedDemoLotteries } from './lotteries.ts';
import { seedDemoLoyalty, seedLoyaltyRules } from './loyalty.ts';
import { seedDemoNotifications } from './notifications.ts';
import { seedOpeningBalances } from './opening-balances.ts';
import { DEMO_EMAILS, seedPlayers } from './players.ts';
import { seedDemoTournaments } from './tournaments.ts';

async function seedCms(db: Db) {
  await db.insert(cmsPages).values(CMS_PAGES).onConflictDoNothing();
  await db.insert(cmsPages).values(CMS_NEWS_PAGES).onConflictDoNothing();
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
 * Idempotent seed: run at every start, it inserts only what is missing, so an operator's edits
 * survive restarts. Every installation gets the catalogue, config, CMS pages and house games; only
 * a demo gets the demo accounts (README.md), whose password is published.
 */
export async function seedInstallation(deps: Deps, options: { demoAccounts: boolean }) {
  await seedCatalogue(deps.db);
  await seedConfig(deps.db);
  // Comp-point earn rates and VIP thresholds: defaults an operator edits.
  await seedLoyaltyRules(deps.db);
  await seedCms(deps.db);
  if (options.demoAccounts) {
    await seedPlayers(deps.db, deps.now());
    // Their opening money goes through the wallet (idempotent adjustments).
    await seedOpeningBalances(deps);
    // The demo's bonus offers (a production installation starts with none: the operator writes them).
    await seedBonusOffers(deps.db, deps.now());
    // The demo comp shop (its cards give through demo offers) and some players' opening coins.
    await seedDemoLoyalty(deps.db, deps.now());
    // Running, upcoming and finished tournaments and quests (the finished one's prizes paid).
    await seedDemoTournaments(deps);
    // The demo lotteries (one drawn through the real draw) and the comp shop's lottery card.
    await seedDemoLotteries(deps);
    // A welcome message in the tester's notification centre.
    await seedDemoNotifications(deps);
  }
  // After the players: their recently played games refer to them.
  await seedDemoGames(deps.db, deps.now());
  forgetSites(deps.db);
}

/** Everything, demo accounts included (the demo, tests). */
export const seedDemo = (deps: Deps) => seedInstallation(deps, { demoAccounts: true });

/** The demo accounts present in a database (a production start refuses them). */
export async function demoAccountsIn(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, DEMO_EMAILS));
  return rows.map((row) => row.email);
}
