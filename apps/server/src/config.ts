import { isAbsolute, resolve } from 'node:path';
import { WEB_BUILD_DIR } from './paths.ts';

/** Everything Orbit reads from the environment, parsed once at start. */
export interface Config {
  /**
   * `demo` (what `npm start` gives: demo accounts, outbox, dev tools, sandbox provider, all
   * labelled) or `production` (none of those; refuses to start with an unsafe setting).
   */
  mode: OrbitMode;
  port: number;
  host: string;
  /** Where the embedded database lives; `memory://` keeps it in memory (tests). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Roles this process plays: web (SSR pages), api, realtime, jobs. */
  roles: Set<string>;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Dev tools (/dev/mail, the country override, the dev API): a demo's, while no SMTP server is configured. */
  devTools: boolean;
  /** `TEST_CLOCK=on`: `/dev/clock` moves the server's clock (end-to-end tests only). */
  testClock: boolean;
  /** Header a trusted proxy sets with the visitor's ISO country. */
  countryHeader: string;
  defaultCountry: string;
  captchaEnabled: boolean;
  rateLimitEnabled: boolean;
  /** Logs as JSON lines (production, collectors) or pretty for a person at a terminal (`LOG_FORMAT`). */
  logFormat: 'json' | 'pretty';
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Directory of the built web client (`apps/web/build`). */
  webBuildDir: string;
  /** Seed the demo accounts (published password, demo money). The catalogue and config are seeded always. */
  seedDemo: boolean;
  /** Orbit's sandbox payment provider (free deposits, automatic outcomes): a demo's, or allowed explicitly. */
  paymentsSandbox: boolean;
  /** Back-office sessions end after this many minutes without a request … */
  operatorIdleMinutes: number;
  /** … and this many hours after sign-in, whatever the activity. */
  operatorSessionHours: number;
  /** A manual balance adjustment above this (minor units, any currency) waits for a second operator. */
  adjustmentFourEyesCents: number;
  /** Which proxies' X-Forwarded-* headers are believed (Fastify's trustProxy): hops, addresses or CIDRs. */
  trustProxy: TrustProxy;
  /** Redis for the Socket.IO adapter across nodes; without it, events stay on this node. */
  redisUrl: string | undefined;
  /** How often the realtime role re-checks its signed-in sockets' sessions. */
  realtimeSessionCheckMs: number;
  /** `METRICS_TOKEN`: the bearer token of `GET /metrics` (Prometheus); unset: there is no /metrics. */
  metricsToken: string | undefined;
}

export type OrbitMode = 'demo' | 'production';

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'on', 'yes'].includes(value.toLowerCase());

/**
 * `ORBIT_MODE` decides; without it, an operator's `NODE_ENV=production` means production (the
 * server then refuses to start until it is safe), anything else the demo. Tell main.ts's NODE_ENV
 * default apart from the operator's own: pass the environment as the operator gave it.
 */
export function modeOf(env: NodeJS.ProcessEnv): OrbitMode {
  const given = env.ORBIT_MODE?.trim().toLowerCase();
  if (given === 'demo' || given === 'production') return given;
  // A misspelt mode must not fall back to the demo's open doors.
  if (given) return 'production';
  return env.NODE_ENV === 'production' ? 'production' : 'demo';
}

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * `TRUST_PROXY`: `loopback` (default), addresses or CIDRs (`10.0.0.0/8,192.168.1.7`), a hop count
 * (`1`: the proxy in front of Orbit, whatever its address) or `true` (every hop: only behind a proxy
 * that overwrites X-Forwarded-For).
 */
function trustProxyOf(value: string | undefined): TrustProxy {
  if (value === undefined || value.trim() === '') return 'loopback';
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  if (['true', 'false'].includes(text.toLowerCase())) return text.toLowerCase() === 'true';
  return text;
}

/**
 * A whole amount ≥ 0 from the environment (`50000` or `50_000`), the default when unset; anything
 * else stops the start, so a typo never lifts a control such as the four-eyes amount.
 */
function wholeAmount(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text.replaceAll('_', ''));
  if (!/^[\d_]+$/.test(text) || !Number.isSafeInteger(value)) {
    throw new Error(`${name} must be a whole number of minor units (got "${text}")`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `npm start` runs in apps/server; relative paths mean the folder npm was started from.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = env.DATA_DIR ?? './.data';
  const mode = modeOf(env);
  const demo = mode === 'demo';
  return {
    mode,
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: dataDir.startsWith('memory://') || isAbsolute(dataDir) ? dataDir : resolve(base, dataDir),
    databaseUrl: env.DATABASE_URL || undefined,
    roles: new Set((env.ORBIT_ROLES ?? 'web,api,realtime,jobs').split(',').map((r) => r.trim())),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Orbit Casino <no-reply@orbit.localhost>',
    devTools: bool(env.DEV_TOOLS, demo && !env.SMTP_URL),
    testClock: bool(env.TEST_CLOCK, false),
    countryHeader: (env.COUNTRY_HEADER ?? 'x-country-code').toLowerCase(),
    defaultCountry: (env.DEFAULT_COUNTRY ?? 'CA').toUpperCase(),
    captchaEnabled: bool(env.CAPTCHA, true),
    rateLimitEnabled: bool(env.RATE_LIMIT, true),
    // Pretty only when asked, or for the demo run at a terminal; JSON wherever logs are collected.
    logFormat:
      (env.LOG_FORMAT ?? (demo && process.stdout.isTTY ? 'pretty' : 'json')) === 'pretty' ? 'pretty' : 'json',
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 60),
    sessionAbsoluteHours: Number(env.SESSION_ABSOLUTE_HOURS ?? 12),
    webBuildDir: WEB_BUILD_DIR,
    seedDemo: bool(env.SEED_DEMO, demo),
    paymentsSandbox: bool(env.PAYMENTS_SANDBOX, demo),
    operatorIdleMinutes: Number(env.OPERATOR_IDLE_MINUTES ?? 30),
    operatorSessionHours: Number(env.OPERATOR_SESSION_HOURS ?? 12),
    adjustmentFourEyesCents: wholeAmount(env, 'ADJUSTMENT_FOUR_EYES_CENTS', 50_000),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    realtimeSessionCheckMs: Number(env.REALTIME_SESSION_CHECK_MS ?? 30_000),
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}

/** Shortest metrics token production accepts: the metrics tell the site's traffic and money flow. */
export const MIN_METRICS_TOKEN_LENGTH = 32;

/**
 * What makes a production start unsafe, one line each (empty: safe). Settings only; the database's
 * own check (demo accounts left in it) runs once it is open.
 */
export function unsafeProductionSettings(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  if (config.mode !== 'production') return [];
  const problems: string[] = [];
  const given = env.ORBIT_MODE?.trim().toLowerCase();
  if (given && given !== 'production' && given !== 'demo')
    problems.push(`ORBIT_MODE=${env.ORBIT_MODE} is neither demo nor production`);
  if (config.devTools) problems.push('DEV_TOOLS is on: /dev/mail would publish every e-mail and reset link');
  if (config.testClock) problems.push('TEST_CLOCK is on: anyone could move the server clock');
  if (config.seedDemo) problems.push('SEED_DEMO is on: the demo accounts have a published password');
  if (!config.captchaEnabled) problems.push('CAPTCHA is off');
  if (!config.rateLimitEnabled) problems.push('RATE_LIMIT is off');
  if (!config.smtpUrl) problems.push('SMTP_URL is not set: confirmation and reset e-mails would go nowhere');
  // Its shared key is retired: scripts still sending it would fail call by call, so say so at start.
  if (env.OPERATOR_KEY)
    problems.push(
      'OPERATOR_KEY is retired: operators sign in to /admin with their own accounts (npm run operator:create)',
    );
  if (config.metricsToken !== undefined && config.metricsToken.length < MIN_METRICS_TOKEN_LENGTH)
    problems.push(`METRICS_TOKEN is shorter than ${MIN_METRICS_TOKEN_LENGTH} characters`);
  if (!config.databaseUrl && config.dataDir.startsWith('memory://'))
    problems.push('DATA_DIR=memory:// keeps nothing across a restart');
  return problems;
}
