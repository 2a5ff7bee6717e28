import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { limitsBetGuard } from './modules/limits/service.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import { loadPaymentSettings, type PaymentSettings } from './modules/payments/settings.ts';
import { allowEveryBet, type BetGuard } from './modules/wallet/bet-guard.ts';
import type { RealtimePublisher } from './realtime/publisher.ts';

/** What every module needs, built once in main.ts (or per test) and handed down. */
export interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Realtime events to browsers (a silent one until the socket server is attached). */
  realtime: RealtimePublisher;
  /** The current time; tests move it. */
  now: () => Date;
  /** Asked inside every bet's transaction before money moves: the player's limits (issue 5). */
  betGuard: BetGuard;
  /** The payments module's settings (operator key, review delay), read from the environment. */
  payments: PaymentSettings;
}

/** The parts main.ts or a test opens itself; `createDeps` adds what follows from them. */
export type DepsParts = Omit<Deps, 'betGuard' | 'payments'>;

/**
 * The deps of one app. Per app, never per module: two apps in one process (tests, two nodes)
 * each have their own guard and settings, and a test changes its own by assigning to them.
 */
export function createDeps(parts: DepsParts, env: NodeJS.ProcessEnv = process.env): Deps {
  const deps: Deps = { ...parts, betGuard: allowEveryBet, payments: loadPaymentSettings(parts.config, env) };
  // The guard reads deps when it runs, so a test's later `deps.realtime = spy` is what it publishes to.
  deps.betGuard = limitsBetGuard(deps);
  return deps;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
