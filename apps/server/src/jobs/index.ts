import type { FastifyInstance } from 'fastify';
import { CASHBACK_TICK_MS, runCashbackOnce } from '../modules/bonuses/cashback.ts';
import { BONUS_JOBS_TICK_MS, runBonusJobsOnce } from '../modules/bonuses/jobs.ts';
import { HOUSE_JOBS_TICK_MS, runHouseJobsOnce } from '../modules/house/jobs.ts';
import { LIMIT_JOBS_TICK_MS, runLimitJobsOnce } from '../modules/limits/jobs.ts';
import { LOTTERY_JOBS_TICK_MS, runLotteryJobsOnce } from '../modules/lotteries/draw.ts';
import { LOOTBOX_JOBS_TICK_MS, runLootboxJobsOnce } from '../modules/loyalty/lootbox-jobs.ts';
import { runVipResetOnce, VIP_RESET_TICK_MS } from '../modules/loyalty/vip-reset.ts';
import { NOTIFICATION_JOBS_TICK_MS, runNotificationJobsOnce } from '../modules/notifications/service.ts';
import { PAYMENT_JOBS_TICK_MS, runPaymentJobsOnce } from '../modules/payments/jobs.ts';
import { runTournamentJobsOnce, TOURNAMENT_JOBS_TICK_MS } from '../modules/tournaments/payout.ts';
import { createJobsRunner, type Job, type JobsRunner } from './runner.ts';

export type { Job, JobsRunner, Pass } from './runner.ts';
export { createJobsRunner } from './runner.ts';

/**
 * Every scheduled job of Orbit, in one place: its name (the lease's key), its interval and one
 * pass. The passes call the API in-process (the house wallet client, the sandbox's signed
 * notices), so the jobs role runs in a process with the api role.
 */
export function orbitJobs(app: FastifyInstance): Job[] {
  return [
    // Settle ended shared rounds, deal the next round of watched tables, re-send unacknowledged wins.
    { name: 'house', intervalMs: HOUSE_JOBS_TICK_MS, run: () => runHouseJobsOnce(app) },
    // End sessions over their limit; publish limits that changed by time since the last pass.
    { name: 'limits', intervalMs: LIMIT_JOBS_TICK_MS, run: ({ since }) => runLimitJobsOnce(app, since) },
    // Approve reviewed withdrawals, cancel abandoned deposits, deliver the sandbox's notices.
    { name: 'payments', intervalMs: PAYMENT_JOBS_TICK_MS, run: () => runPaymentJobsOnce(app) },
    // Expire gifts past their deadlines; convert wagered bonuses whose last round has ended.
    { name: 'bonuses', intervalMs: BONUS_JOBS_TICK_MS, run: () => runBonusJobsOnce(app) },
    // Give each cashback of the periods that ended (once per player, period and currency).
    { name: 'cashback', intervalMs: CASHBACK_TICK_MS, run: () => runCashbackOnce(app) },
    // Expire unopened lootboxes and wheel spins past their validity.
    { name: 'lootboxes', intervalMs: LOOTBOX_JOBS_TICK_MS, run: () => runLootboxJobsOnce(app) },
    // At a quarter's end, once: each player's VIP status for the new quarter from the ended one's sums.
    { name: 'vip', intervalMs: VIP_RESET_TICK_MS, run: () => runVipResetOnce(app) },
    // Draw each ended lottery once (provably fair), then pay its places, each once.
    { name: 'lotteries', intervalMs: LOTTERY_JOBS_TICK_MS, run: () => runLotteryJobsOnce(app) },
    // Rank each ended tournament once and pay its prize places (each once, a stopped pass resumed).
    { name: 'tournaments', intervalMs: TOURNAMENT_JOBS_TICK_MS, run: () => runTournamentJobsOnce(app) },
    // Forget notifications older than the centre keeps.
    { name: 'notifications', intervalMs: NOTIFICATION_JOBS_TICK_MS, run: () => runNotificationJobsOnce(app) },
  ];
}

/**
 * The jobs role of this app: a runner over every job, stopped (its running passes finished and
 * their leases released) before the app closes. main.ts starts it once the app listens.
 */
export function jobsRunnerOf(app: FastifyInstance, jobs: Job[] = orbitJobs(app)): JobsRunner {
  const runner = createJobsRunner({
    db: app.deps.db,
    jobs,
    now: app.deps.now,
    log: app.log,
    observe: app.deps.metrics.jobPass,
  });
  app.addHook('preClose', () => runner.stop());
  return runner;
}
