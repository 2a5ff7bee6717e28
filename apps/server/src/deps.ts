import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import type { PaymentSettings } from './modules/payments/settings.ts';
import type { Metrics } from './modules/telemetry/metrics.ts';
import type { BetGuard } from './modules/wallet/bet-guard.ts';
import type { WalletHooks } from './modules/wallet/hooks.ts';
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
  /** Asked inside every bet's transaction before money moves: the player's limits. */
  betGuard: BetGuard;
  /** What moves with the wallet's bets, wins and rollbacks in their transaction: bonuses, comp points. */
  walletHooks: WalletHooks;
  /** The payments module's settings (operator key, review delay), read from the environment. */
  payments: PaymentSettings;
  /** This app's Prometheus metrics (its own registry), served at /metrics. */
  metrics: Metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
