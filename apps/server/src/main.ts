import './production-mode.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/index.ts';
import type { Deps } from './deps.ts';
import { createClock } from './lib/clock.ts';
import { startHouseJobs } from './modules/house/runner.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { testClockRoutes } from './modules/test-clock/routes.ts';
import { silentPublisher } from './realtime/publisher.ts';

const config = loadConfig();
const clock = createClock();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const deps: Deps = {
  db: database.db,
  config,
  mailer: createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
  realtime: silentPublisher,
  now: clock.now,
};
if (config.seedDemo) await seedDemo(deps);
const app = await buildApp(deps, { logger: true });
if (config.testClock) await app.register(testClockRoutes(clock));
if (config.roles.has('jobs') && config.roles.has('api')) startHouseJobs(app);

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Orbit is running on http://localhost:${config.port} (${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
);
