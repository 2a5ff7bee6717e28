import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { createJobsRunner, type Job, type JobsRunner, jobsRunnerOf, orbitJobs, type Pass } from './index.ts';

/**
 * Two nodes, each an Orbit app with the jobs role, on one database: on PostgreSQL each has its own
 * pool; on PGlite (one connection) they share the handle. Either way each tick of each job must run
 * on exactly one of them.
 */
let a: TestApp;
let b: TestApp;
const config = { roles: new Set(['api', 'jobs']) };
beforeAll(async () => {
  a = await startTestApp({ config });
  b = await startTestApp({ config, sameDatabaseAs: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const silent = { warn() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let unique = 0;
/** A job name no other test of this file uses (the lease rows stay in the shared database). */
const named = (name: string) => `${name}-${++unique}`;

/** A job that records each pass: the node that ran it and how many of its passes overlapped. */
function recordingJob(name: string, intervalMs: number, body: () => Promise<unknown> = async () => {}) {
  const passes: Array<{ node: string; since: Date | undefined }> = [];
  let active = 0;
  let mostAtOnce = 0;
  const jobFor = (node: string): Job => ({
    name,
    intervalMs,
    async run({ since }) {
      active++;
      mostAtOnce = Math.max(mostAtOnce, active);
      try {
        passes.push({ node, since });
        await body();
      } finally {
        active--;
      }
    },
  });
  return { jobFor, passes, mostAtOnce: () => mostAtOnce };
}

function nodes(...recorded: Array<ReturnType<typeof recordingJob>>): [JobsRunner, JobsRunner] {
  const runner = (t: TestApp, node: string) =>
    createJobsRunner({
      db: t.deps.db,
      jobs: recorded.map((r) => r.jobFor(node)),
      now: t.deps.now,
      log: silent,
      node,
    });
  return [runner(a, 'node-a'), runner(b, 'node-b')];
}

/** Both nodes try every job at once; their passes together. */
async function bothTry([x, y]: [JobsRunner, JobsRunner]): Promise<Pass[]> {
  const [fromX, fromY] = await Promise.all([x.runDue(), y.runDue()]);
  return [...fromX, ...fromY];
}

const ticksOf = (passes: Pass[], name: string) => passes.filter((p) => p.name === name).map((p) => p.tick);

describe('the jobs runner on two nodes sharing one database', () => {
  it('both nodes try a job at the same moment: one runs it, the other is refused; nobody runs the same tick again', async () => {
    const hourly = recordingJob(named('hourly'), 60 * 60_000);
    const daily = recordingJob(named('daily'), 24 * 60 * 60_000);
    const pair = nodes(hourly, daily);
    // Two nodes indeed: on PostgreSQL each its own pool on the same database.
    expect(b.database.url).toBe(a.database.url);
    if (a.database.url) expect(b.deps.db).not.toBe(a.deps.db);
    const first = await bothTry(pair);
    expect(hourly.passes).toHaveLength(1);
    expect(daily.passes).toHaveLength(1);
    expect(first.map((p) => p.name).sort()).toEqual([hourly, daily].map((r) => r.jobFor('').name).sort());
    // The same tick, asked again by both nodes, many times: nothing more runs.
    for (let i = 0; i < 5; i++) expect(await bothTry(pair)).toEqual([]);
    expect(hourly.passes).toHaveLength(1);
    expect(daily.passes).toHaveLength(1);
  });

  it('each tick of each job runs exactly once while both nodes try every tick', async () => {
    const fast = recordingJob(named('fast'), 200);
    const slow = recordingJob(named('slow'), 450);
    const pair = nodes(fast, slow);
    const passes: Pass[] = [];
    const rounds: Pass[][] = [];
    for (let round = 0; round < 6; round++) {
      const ran = await bothTry(pair);
      rounds.push(ran);
      passes.push(...ran);
      // At least one interval of the slow job: the next round is in a later tick of both jobs.
      await sleep(460);
    }
    for (const name of [fast.jobFor('').name, slow.jobFor('').name]) {
      const ticks = ticksOf(passes, name);
      // Exactly once per tick: no tick twice, across both nodes…
      expect(new Set(ticks).size).toBe(ticks.length);
      // …and every round (a new tick) ran it on one node at least.
      for (const ran of rounds) expect(ticksOf(ran, name).length).toBeGreaterThanOrEqual(1);
    }
    expect(fast.passes.length).toBe(ticksOf(passes, fast.jobFor('').name).length);
  });

  it('with their timers running, the nodes share the ticks: none twice, none overlapping', async () => {
    const fast = recordingJob(named('fast'), 100, () => sleep(20));
    const slow = recordingJob(named('slow'), 300);
    const [x, y] = nodes(fast, slow);
    const startedAt = Date.now();
    x.start();
    y.start();
    await sleep(1_500);
    await Promise.all([x.stop(), y.stop()]);
    const elapsed = Date.now() - startedAt;
    const rows = await leaseRows([fast.jobFor('').name, slow.jobFor('').name]);
    for (const [recorded, interval] of [
      [fast, 100],
      [slow, 300],
    ] as const) {
      // Never two passes of one job at once, and never more passes than ticks went by (both nodes
      // running every tick would make twice as many).
      expect(recorded.mostAtOnce()).toBe(1);
      expect(recorded.passes.length).toBeLessThanOrEqual(Math.ceil(elapsed / interval) + 1);
      // A loaded machine misses ticks, but the job kept running.
      expect(recorded.passes.length).toBeGreaterThanOrEqual(2);
    }
    // Stopped: every lease released.
    expect(rows.every((r) => r.leased_until === null)).toBe(true);
  });

  it('a pass longer than its tick keeps the other node out until it ends', async () => {
    let finish = () => {};
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const long = recordingJob(named('long'), 100, () => gate);
    const [x, y] = nodes(long);
    const running = x.runDue();
    await sleep(350); // three ticks go by while node A's pass runs
    expect(await y.runDue()).toEqual([]);
    finish();
    expect((await running).map((p) => p.name)).toEqual([long.jobFor('').name]);
    await sleep(110);
    expect((await y.runDue()).map((p) => p.name)).toEqual([long.jobFor('').name]);
    expect(long.passes.map((p) => p.node)).toEqual(['node-a', 'node-b']);
    expect(long.mostAtOnce()).toBe(1);
  });

  it('a node that died holding the lease: another takes the job over once the lease runs out', async () => {
    const orphan = recordingJob(named('orphan'), 100);
    const name = orphan.jobFor('').name;
    // A node claimed the tick and died: its lease is never renewed nor released.
    await a.deps.db.execute(
      sql`insert into job_leases (name, due_at, holder, token, leased_until)
          values (${name}, now(), 'dead-node', 'dead-token', now() + interval '400 milliseconds')`,
    );
    const [, y] = nodes(orphan);
    expect(await y.runDue()).toEqual([]);
    await sleep(450);
    expect((await y.runDue()).map((p) => p.name)).toEqual([name]);
  });

  it("passes `since`: where the last pass that succeeded started, on whichever node ran it; a failed pass doesn't move it", async () => {
    let fail = false;
    const job = recordingJob(named('since'), 100, async () => {
      if (fail) throw new Error('pass failed');
    });
    const [x, y] = nodes(job);
    const at = (t: TestApp, iso: string) => {
      t.clock.now = new Date(iso);
    };
    at(a, '2030-01-01T00:00:00Z');
    await x.runDue();
    await sleep(110);
    at(b, '2030-01-01T00:00:15Z');
    await y.runDue();
    await sleep(110);
    fail = true;
    at(a, '2030-01-01T00:00:30Z');
    await x.runDue();
    await sleep(110);
    fail = false;
    at(b, '2030-01-01T00:00:45Z');
    await y.runDue();
    expect(job.passes.map((p) => [p.node, p.since?.toISOString()])).toEqual([
      ['node-a', undefined],
      ['node-b', '2030-01-01T00:00:00.000Z'],
      ['node-a', '2030-01-01T00:00:15.000Z'],
      ['node-b', '2030-01-01T00:00:15.000Z'],
    ]);
  });

  it('an app with the jobs role: its runner stops before the app closes, once its running pass is over', async () => {
    const c = await startTestApp({ config, sameDatabaseAs: a });
    let started = () => {};
    const passStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish = () => {};
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const closing = recordingJob(named('closing'), 100, async () => {
      started();
      await gate;
    });
    jobsRunnerOf(c.app, [closing.jobFor('node-c')]).start();
    await passStarted;
    let closed = false;
    const close = c.close().then(() => {
      closed = true;
    });
    await sleep(150);
    expect(closed).toBe(false);
    finish();
    await close;
    await sleep(250);
    // Closed: no pass after the one that was running, and its lease is free.
    expect(closing.passes).toHaveLength(1);
    expect(await leaseRows([closing.jobFor('').name])).toEqual([
      { name: closing.jobFor('').name, leased_until: null },
    ]);
  });

  it("Orbit's jobs (house, limits, payments): both nodes try each at once, each tick runs on one node", async () => {
    const runs: Array<{ node: string; name: string }> = [];
    const counted = (t: TestApp, node: string) =>
      orbitJobs(t.app).map((job) => ({
        ...job,
        run: async (pass: { since: Date | undefined }) => {
          runs.push({ node, name: job.name });
          return job.run(pass);
        },
      }));
    const x = createJobsRunner({ db: a.deps.db, jobs: counted(a, 'node-a'), now: a.deps.now, log: silent });
    const y = createJobsRunner({ db: b.deps.db, jobs: counted(b, 'node-b'), now: b.deps.now, log: silent });
    expect(orbitJobs(a.app).map((j) => [j.name, j.intervalMs])).toEqual([
      ['house', 250],
      ['limits', 15_000],
      ['payments', 1_000],
      ['bonuses', 30_000],
      ['cashback', 600_000],
      ['lootboxes', 60_000],
      ['vip', 600_000],
      ['lotteries', 15_000],
      ['tournaments', 30_000],
      ['notifications', 3_600_000],
    ]);
    const passes: Pass[] = [];
    for (let round = 0; round < 3; round++) {
      passes.push(...(await bothTry([x, y])));
      await sleep(260);
    }
    for (const name of ['house', 'limits', 'payments']) {
      const ticks = ticksOf(passes, name);
      expect(new Set(ticks).size).toBe(ticks.length);
      expect(ticks.length).toBeGreaterThanOrEqual(1);
      expect(runs.filter((r) => r.name === name)).toHaveLength(ticks.length);
    }
    // Three rounds within one 15 s tick of the limits job: it ran once.
    expect(ticksOf(passes, 'limits').length).toBeLessThanOrEqual(2);
  });
});

async function leaseRows(names: string[]) {
  const result = (await a.deps.db.execute(
    sql`select name, leased_until from job_leases where name in (${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: Array<{ name: string; leased_until: unknown }> };
  return result.rows;
}
