import type { Deps } from './deps.ts';
import { achievementWalletHooks } from './modules/achievements/hooks.ts';
import { bonusWalletHooks } from './modules/bonuses/wagering.ts';
import { limitsBetGuard } from './modules/limits/bet-check.ts';
import { loyaltyWalletHooks } from './modules/loyalty/earning.ts';
import { loadPaymentSettings } from './modules/payments/settings.ts';
import { createMetrics } from './modules/telemetry/metrics.ts';
import { tournamentWalletHooks } from './modules/tournaments/scoring.ts';
import { allowEveryBet } from './modules/wallet/bet-guard.ts';
import { combineWalletHooks, NO_WALLET_HOOKS } from './modules/wallet/hooks.ts';

/** The parts main.ts or a test opens itself; `createDeps` adds what follows from them. */
export type DepsParts = Omit<Deps, 'betGuard' | 'payments' | 'walletHooks' | 'metrics'>;

/**
 * The deps of one app. Per app, never per module: two apps in one process (tests, two nodes)
 * each have their own guard and settings, and a test changes its own by assigning to them.
 */
export function createDeps(parts: DepsParts, env: NodeJS.ProcessEnv = process.env): Deps {
  const deps: Deps = {
    ...parts,
    betGuard: allowEveryBet,
    walletHooks: NO_WALLET_HOOKS,
    payments: loadPaymentSettings(parts.config, env),
    metrics: createMetrics({ processMetrics: parts.config.metricsToken !== undefined }),
  };
  // The guard reads deps when it runs, so a test's later `deps.realtime = spy` is what it publishes to.
  deps.betGuard = limitsBetGuard(deps);
  // The bonus engine first: its refusal (a bet above the max bet) stops the bet before anything counts.
  deps.walletHooks = combineWalletHooks(
    bonusWalletHooks(deps),
    loyaltyWalletHooks(deps),
    tournamentWalletHooks(deps),
    achievementWalletHooks(deps),
  );
  return deps;
}
