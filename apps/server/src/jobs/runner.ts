import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/client.ts';
import { claimLease, releaseLease, renewLease } from './lease.ts';

/** A scheduled job: one pass every `intervalMs`, run by exactly one node per tick. */
export interface Job {
  name: string;
  intervalMs: number;
  /**
   * One pass. `since`: where the last pass that succeeded started (app clock), on whichever
   * node ran it; undefined before the first one.
   */
  run(pass: { since: Date | undefined }): Promise<unknown>;
  /** How long a claim holds without renewal (a crashed node's tick is free again after it). */
  leaseMs?: number;
}

/** A pass this node ran: the job and the start of its tick (epoch ms, the database's clock). */
export interface Pass {
  name: string;
  tick: number;
}

export interface JobsRunner {
  /** Starts every job's timer; each first tries at once. */
  start(): void;
  /** Stops the timers and waits for this node's running passes (their leases are released). */
  stop(): Promise<void>;
  /** One try at every job now, for tests: the passes this node won and ran. */
  runDue(): Promise<Pass[]>;
  /** This node's name in `job_leases.holder`. */
  readonly node: string;
}

export interface Logger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** After a tick's start, wait this much more: the database's clock decides, and it is a query away. */
const WAKE_SLACK_MS = 5;

export const defaultLeaseMs = (intervalMs: number) => Math.max(10_000, 4 * intervalMs);

/**
 * The one runner of Orbit's scheduled jobs. Each job has its own timer; at each wake the node
 * claims the job's lease for the current tick (src/jobs/lease.ts) and runs the pass only if it won,
 * then sleeps until the next tick by the database's clock. Any number of nodes may run it on one
 * database: each tick of each job runs on one node.
 */
export function createJobsRunner(options: {
  db: Db;
  jobs: Job[];
  /** The app's clock (the jobs' own time; tests and the test clock move it). */
  now: () => Date;
  log: Logger;
  node?: string;
  /** Told of every pass this node ran: its outcome and how long it took (the metrics). */
  observe?: (job: string, outcome: 'success' | 'failure', seconds: number) => void;
}): JobsRunner {
  const { db, jobs, now, log, observe } = options;
  const node = options.node ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const running = new Map<string, Promise<unknown>>();
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;

  /** Claims the job's tick and, if won, runs the pass. Resolves when the pass is over. */
  async function attempt(job: Job): Promise<{ pass?: Pass; nextInMs: number }> {
    const leaseMs = job.leaseMs ?? defaultLeaseMs(job.intervalMs);
    const token = randomUUID();
    const startedAt = now();
    const asked = performance.now();
    const claim = await claimLease(db, {
      name: job.name,
      intervalMs: job.intervalMs,
      leaseMs,
      holder: node,
      token,
      startedAt,
    });
    // Not won and not yet due: another node ran this tick. Overdue: another node's pass is still running.
    if (!claim.claimed) return { nextInMs: claim.dueInMs > 0 ? claim.dueInMs : job.intervalMs };

    const renewal = setInterval(() => {
      renewLease(db, job.name, token, leaseMs)
        .then((held) => {
          if (!held) log.warn({ job: job.name }, 'job lease lost: another node may run this job too');
        })
        .catch((error: unknown) => log.warn({ error, job: job.name }, 'job lease renewal failed'));
    }, leaseMs / 3);
    renewal.unref();
    let succeeded = false;
    const started = performance.now();
    try {
      // A since ahead of the clock (a test clock moved back across a restart) is no window.
      const since = claim.succeededFrom && claim.succeededFrom <= startedAt ? claim.succeededFrom : undefined;
      await job.run({ since });
      succeeded = true;
    } catch (error) {
      log.error({ error, job: job.name }, 'job pass failed');
    } finally {
      observe?.(job.name, succeeded ? 'success' : 'failure', (performance.now() - started) / 1000);
      clearInterval(renewal);
      await releaseLease(db, job.name, token, succeeded).catch((error: unknown) =>
        log.warn({ error, job: job.name }, 'job lease release failed (it runs out by itself)'),
      );
    }
    return {
      pass: { name: job.name, tick: claim.tick ?? 0 },
      nextInMs: claim.dueInMs - (performance.now() - asked),
    };
  }

  /** One attempt, unless this node is already running the job. */
  function tryJob(job: Job) {
    if (running.has(job.name)) return undefined;
    const pass = attempt(job).finally(() => running.delete(job.name));
    running.set(job.name, pass);
    return pass;
  }

  function schedule(job: Job, delayMs: number) {
    if (stopped) return;
    const delay = Math.min(Math.max(delayMs, 0), job.intervalMs) + WAKE_SLACK_MS;
    const timer = setTimeout(async () => {
      let next = job.intervalMs;
      try {
        const result = await tryJob(job);
        if (result) next = result.nextInMs;
      } catch (error) {
        // The database is unreachable, say: try again next interval.
        log.error({ error, job: job.name }, 'job lease claim failed');
      }
      schedule(job, next);
    }, delay);
    timer.unref();
    timers.set(job.name, timer);
  }

  return {
    node,
    start() {
      stopped = false;
      for (const job of jobs) schedule(job, 0);
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled(running.values());
    },
    async runDue() {
      const results = await Promise.all(jobs.map((job) => tryJob(job)));
      return results.flatMap((r) => (r?.pass ? [r.pass] : []));
    },
  };
}
