/**
 * Fills the database of `DATABASE_URL` with a generated catalogue for benchmarks:
 * `node --import tsx scripts/seed-bench-catalogue.ts [count]` (default 10,000 games).
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { generateCatalogue, generateProducers } from '../src/db/seed/games/generate.ts';
import { seedGameCatalogue } from '../src/db/seed/games/index.ts';

const count = Number(process.argv[2] ?? 10_000);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required: the benchmark runs on PostgreSQL');
const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
try {
  await seedGameCatalogue(
    database.db,
    { producers: generateProducers(), games: generateCatalogue(count) },
    new Date(),
  );
  // Statistics for the planner now, as autovacuum would give them a minute later: measured right
  // after the seed, the tables still look as small as the demo's and every page plans a full scan.
  await database.db.execute(sql`analyze`);
  console.log(JSON.stringify({ seeded: count }));
} finally {
  await database.close();
}
