import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryPrepared } from '../db/prepared.ts';

/**
 * A job's lease, one row of `job_leases` per job. Every statement is a single autocommit
 * statement, so it is correct on any connection of a pool and on PGlite's one connection; the
 * row, not a session, holds the lease, so two runners sharing one connection still exclude each
 * other. Ticks and expiry are on the database's clock: nodes need not agree on the time.
 */

export interface ClaimRequest {
  name: string;
  intervalMs: number;
  leaseMs: number;
  /** The node asking (kept in the row for people reading it). */
  holder: string;
  /** This claim's own token: only it may renew or release the lease it wins. */
  token: string;
  /** The app's clock when the pass starts. */
  startedAt: Date;
}

export interface Claim {
  /** Whether this node won the tick and must run the pass now. */
  claimed: boolean;
  /** The start of the tick it won (epoch ms, the database's clock). */
  tick: number | null;
  /** Where the last pass that succeeded started (app clock), on whichever node ran it. */
  succeededFrom: Date | undefined;
  /** How long until the job is next due, by the database's clock (≤ 0: overdue, held by another node). */
  dueInMs: number;
}

const ms = (value: number) => sql`(${value}::float8 * interval '1 millisecond')`;

/**
 * Takes the job's lease for the current tick if it is due (no node ran this tick yet) and free
 * (no node is running a pass, or that node's lease ran out). Ticks are the interval's slots since
 * the epoch, so every node counts the same ticks. One statement: two nodes asking together are
 * ordered by the row's lock, and the second finds the tick taken.
 */
export async function claimLease(db: Db, request: ClaimRequest): Promise<Claim> {
  const { name, intervalMs, leaseMs, holder, token, startedAt } = request;
  const tickStart = sql`date_bin(${ms(intervalMs)}, now(), timestamptz 'epoch')`;
  const [row] = await queryPrepared<{
    claimed: boolean;
    tick_ms: number | null;
    succeeded_from_ms: number | null;
    due_in_ms: number | null;
  }>(
    db,
    sql`with claim as (
      insert into job_leases as l (name, due_at, holder, token, leased_until, run_started_at)
      values (${name}, ${tickStart} + ${ms(intervalMs)}, ${holder}, ${token}, now() + ${ms(leaseMs)},
              to_timestamp(${startedAt.getTime()}::float8 / 1000))
      on conflict (name) do update set
        due_at = excluded.due_at, holder = excluded.holder, token = excluded.token,
        leased_until = excluded.leased_until, run_started_at = excluded.run_started_at
      where l.due_at <= now() and (l.leased_until is null or l.leased_until <= now())
      returning l.due_at, l.succeeded_from
    )
    select
      exists (select 1 from claim) as claimed,
      (select extract(epoch from c.due_at - ${ms(intervalMs)}) * 1000 from claim c)::float8 as tick_ms,
      (select extract(epoch from c.succeeded_from) * 1000 from claim c)::float8 as succeeded_from_ms,
      (extract(epoch from coalesce((select due_at from claim), (select due_at from job_leases where name = ${name})) - now()) * 1000)::float8 as due_in_ms`,
  );
  const claimed = row?.claimed === true;
  return {
    claimed,
    tick: claimed ? Math.round(Number(row?.tick_ms)) : null,
    succeededFrom: row?.succeeded_from_ms == null ? undefined : new Date(Math.round(row.succeeded_from_ms)),
    dueInMs: row?.due_in_ms == null ? 0 : Number(row.due_in_ms),
  };
}

/** Keeps a running pass's lease from running out. False: the lease is no longer this claim's. */
export async function renewLease(db: Db, name: string, token: string, leaseMs: number): Promise<boolean> {
  const rows = await queryPrepared(
    db,
    sql`update job_leases set leased_until = now() + ${ms(leaseMs)}
        where name = ${name} and token = ${token} and leased_until is not null
        returning name`,
  );
  return rows.length === 1;
}

/**
 * Ends a pass: frees the lease (the next tick may run on any node) and, when the pass succeeded,
 * records where it started as the next pass's `since`. A claim whose lease another node took over
 * changes nothing.
 */
export async function releaseLease(db: Db, name: string, token: string, succeeded: boolean) {
  await queryPrepared(
    db,
    sql`update job_leases set leased_until = null, finished_at = now(),
          succeeded_from = case when ${succeeded}::boolean then run_started_at else succeeded_from end
        where name = ${name} and token = ${token}`,
  );
}
