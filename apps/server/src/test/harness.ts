import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createDeps } from '../create-deps.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemo } from '../db/seed/index.ts';
import type { Deps } from '../deps.ts';
import { createMailer } from '../modules/mail/mailer.ts';
import { silentPublisher } from '../realtime/publisher.ts';

/**
 * A real Orbit API on a real, empty database for one test file: in-memory PGlite by
 * default, or a fresh database on the PostgreSQL server of `TEST_DATABASE_URL`.
 */
export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  /** Moves the clock the app sees. */
  clock: { now: Date; advance(ms: number): void };
  /** `inject` with the browser headers of the player API (X-Requested-With, JSON). */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** The database this app opened (PGlite handle or PostgreSQL URL): another node may join it. */
  database: { handle: Database; url: string | undefined };
  close(): Promise<void>;
}

export async function startTestApp(
  options: {
    seed?: boolean;
    config?: Partial<Config>;
    /**
     * A second node on another app's database: on PostgreSQL its own pool on the same database,
     * on PGlite (one connection) the same handle. The other app closes the database.
     */
    sameDatabaseAs?: TestApp;
    /** Called with every statement the app sends (counting round trips). */
    onQuery?: (sql: string) => void;
  } = {},
): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const joined = options.sameDatabaseAs?.database;
  let databaseUrl: string | undefined = joined?.url;
  let dropDatabase = async () => {};
  if (adminUrl && !joined) {
    const { Client } = await import('pg');
    const name = `orbit_test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    const template = inject('postgresTemplate');
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config: Config = {
    ...loadConfig({ ...process.env, DATA_DIR: 'memory://' }),
    databaseUrl,
    dataDir: 'memory://',
    captchaEnabled: false,
    rateLimitEnabled: false,
    roles: new Set(['api']),
    ...options.config,
  };
  const database: Database =
    joined && !databaseUrl
      ? { ...joined.handle, close: async () => {} }
      : await openDatabase({
          databaseUrl,
          dataDir: 'memory://',
          onQuery: options.onQuery,
          pgliteSnapshot: databaseUrl ? undefined : await migratedSnapshot(),
        });
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const deps = createDeps({
    db: database.db,
    config,
    mailer: createMailer(database.db, { from: config.mailFrom }),
    realtime: silentPublisher,
    now: () => clock.now,
  });
  if (options.seed) await seedDemo(deps);
  const app = await buildApp(deps);
  return {
    app,
    deps,
    clock,
    request: ({ cookie, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          accept: 'application/json',
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
      }),
    database: { handle: database, url: databaseUrl },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** The run's migrated embedded database (test/global-setup.ts), when there is one. */
async function migratedSnapshot(): Promise<Blob | undefined> {
  const file = inject('pgliteSnapshot');
  return file ? new Blob([await readFile(file)]) : undefined;
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for the next request. */
export function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** A private-channel event the app published. */
export interface PublishedEvent {
  userId: number;
  channel: string;
  data: unknown;
}

/** Records every private-channel event the app publishes from now on (the others still go out). */
export function recordPlayerEvents(t: TestApp): PublishedEvent[] {
  const events: PublishedEvent[] = [];
  t.deps.realtime = {
    ...t.deps.realtime,
    publishToPlayer: (userId, channel, data) => events.push({ userId, channel, data }),
  };
  return events;
}
