import { isAbsolute, resolve } from 'node:path';

/** Everything Orbit reads from the environment, parsed once at start. */
export interface Config {
  port: number;
  host: string;
  /** Where the embedded database lives; `memory://` keeps it in memory (tests). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Roles this process plays: web (SSR pages), api, realtime, jobs. */
  roles: Set<string>;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Dev tools (/dev/mail, the country override) are on while no SMTP server is configured. */
  devTools: boolean;
  /** `TEST_CLOCK=on`: `/dev/clock` moves the server's clock (end-to-end tests only). */
  testClock: boolean;
  /** Header a trusted proxy sets with the visitor's ISO country. */
  countryHeader: string;
  defaultCountry: string;
  captchaEnabled: boolean;
  rateLimitEnabled: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Directory of the built web client (`apps/web/build`). */
  webBuildDir: string;
  seedDemo: boolean;
  /** Redis for the Socket.IO adapter across nodes; without it, events stay on this node. */
  redisUrl: string | undefined;
  /** How often the realtime role re-checks its signed-in sockets' sessions. */
  realtimeSessionCheckMs: number;
}

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'on', 'yes'].includes(value.toLowerCase());

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `npm start` runs in apps/server; relative paths mean the folder npm was started from.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = env.DATA_DIR ?? './.data';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: dataDir.startsWith('memory://') || isAbsolute(dataDir) ? dataDir : resolve(base, dataDir),
    databaseUrl: env.DATABASE_URL || undefined,
    roles: new Set((env.ORBIT_ROLES ?? 'web,api,realtime,jobs').split(',').map((r) => r.trim())),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Orbit Casino <no-reply@orbit.localhost>',
    devTools: bool(env.DEV_TOOLS, !env.SMTP_URL),
    testClock: bool(env.TEST_CLOCK, false),
    countryHeader: (env.COUNTRY_HEADER ?? 'x-country-code').toLowerCase(),
    defaultCountry: (env.DEFAULT_COUNTRY ?? 'CA').toUpperCase(),
    captchaEnabled: bool(env.CAPTCHA, true),
    rateLimitEnabled: bool(env.RATE_LIMIT, true),
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 60),
    sessionAbsoluteHours: Number(env.SESSION_ABSOLUTE_HOURS ?? 12),
    webBuildDir: resolve(import.meta.dirname, '../../web/build'),
    seedDemo: bool(env.SEED_DEMO, true),
    redisUrl: env.REDIS_URL || undefined,
    realtimeSessionCheckMs: Number(env.REALTIME_SESSION_CHECK_MS ?? 30_000),
  };
}
