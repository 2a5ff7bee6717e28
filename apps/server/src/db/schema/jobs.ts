import { pgTable, text } from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';

/**
 * One row per scheduled job: the lease that lets exactly one node run each tick of it (src/jobs).
 * Times in `due_at`, `leased_until`, `finished_at` are the database's clock, so nodes whose
 * clocks differ still agree on a tick; `run_started_at` and `succeeded_from` are the app's clock
 * (what the job itself reads, which tests and the test clock move).
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  /** The start of the next tick: no node runs the job before it. */
  dueAt: tz('due_at').notNull(),
  /** Which node holds (or last held) the lease, for people reading the table. */
  holder: text('holder'),
  /** The current claim's own token: only it renews or releases the lease. */
  token: text('token'),
  /** While in the future, `holder` is running a pass; null once released. A crashed node's lease runs out. */
  leasedUntil: tz('leased_until'),
  /** When the running (or last) pass started, on the app's clock. */
  runStartedAt: tz('run_started_at'),
  /** Where the last pass that succeeded started, on the app's clock: the next pass's `since`. */
  succeededFrom: tz('succeeded_from'),
  finishedAt: tz('finished_at'),
});
