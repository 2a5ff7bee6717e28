import type { Deps } from './deps.ts';
import { limitsBetGuard } from './modules/limits/bet-check.ts';
import { loadPaymentSettings } from './modules/payments/settings.ts';
import { allowEveryBet } from './modules/wallet/bet-guard.ts';

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
