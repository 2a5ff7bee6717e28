// First: React must see NODE_ENV before anything imports it.
import './react-production-build.ts';
import { buildApp } from './app.ts';
import { loadConfig, unsafeProductionSettings } from './config.ts';
import { createDeps } from './create-deps.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { demoAccountsIn, seedInstallation } from './db/seed/index.ts';
import { jobsRunnerOf, orbitJobs } from './jobs/index.ts';
import { createClock } from './lib/clock.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { registerTestClock } from './modules/test-clock/routes.ts';
import { documentStorageProblems } from './modules/verification/settings.ts';
import { operatorNodeEnv } from './react-production-build.ts';
import { silentPublisher } from './realtime/publisher.ts';
import { gracefulShutdown } from './shutdown.ts';

/** A start that must not go on: say why, plainly, and stop. */
function refuseToStart(lines: string[]): never {
  console.error(`Orbit refuses to start in production mode:\n${lines.map((l) => `  - ${l}`).join('\n')}`);
  console.error('See README.md, "Production". ORBIT_MODE=demo runs the demo instead.');
  process.exit(1);
}

const env = { ...process.env, NODE_ENV: operatorNodeEnv };
const config = loadConfig(env);
const unsafe = [...unsafeProductionSettings(config, env), ...documentStorageProblems(config, env)];
if (unsafe.length) refuseToStart(unsafe);
if (config.roles.has('jobs') && !config.roles.has('api')) {
  // The jobs call the API in-process (the house wallet, the sandbox's notices): without it they cannot run.
  console.error(
    'Orbit cannot start: ORBIT_ROLES has jobs without api; the jobs role runs in a process with the api role.',
  );
  process.exit(1);
}

const clock = createClock();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`Orbit cannot start: ${error.message}`);
    process.exit(1);
  },
);
if (config.mode === 'production') {
  const demoAccounts = await demoAccountsIn(database.db);
  if (demoAccounts.length) {
    await database.close();
    refuseToStart([
      `the database holds demo accounts whose password is published (${demoAccounts.join(', ')}): use an empty database`,
    ]);
  }
}
const deps = createDeps(
  {
    db: database.db,
    config,
    mailer: createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    realtime: silentPublisher,
    now: clock.now,
  },
  env,
);
await seedInstallation(deps, { demoAccounts: config.seedDemo });
const app = await buildApp(deps, { logger: true });
await registerTestClock(app, clock, orbitJobs(app));
// Scheduled jobs: one runner; each tick of each job runs on one node of those sharing the database.
const jobs = config.roles.has('jobs') ? jobsRunnerOf(app) : undefined;

const shutdown = gracefulShutdown(app, database);
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
jobs?.start();
app.log.info(
  `Orbit is running on http://localhost:${config.port} (${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
);
if (config.mode === 'demo') {
  app.log.warn(
    'DEMO MODE: demo accounts with a published password, the outbox at /dev/mail, dev tools and the sandbox payment provider are on. Not for real players: see README.md, "Production".',
  );
} else if (config.paymentsSandbox) {
  app.log.warn('PAYMENTS_SANDBOX is on: the sandbox provider accepts deposits without real money.');
}
