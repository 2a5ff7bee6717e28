// Two builds on one PostgreSQL, their bet+win load alternated in windows (`bash bench/wallet.sh --ab`).
import pg from 'pg';
import { Pool } from 'undici';
import { cpuMs, postmasterOf } from './lib/cpu-time.mjs';
import { startOrbit } from './lib/server.mjs';
import { addBenchProvider, fundedPlayers, percentile, signedCall } from './lib/wallet-load.mjs';

const [builds, windows, seconds] = [
  process.argv.slice(2, 4),
  Number(process.argv[4] ?? 8),
  Number(process.argv[5] ?? 5),
];
if (builds.length !== 2)
  throw new Error('usage: bash bench/wallet.sh --ab <build A> <build B> [windows] [seconds]');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required (run bench/wallet.sh --ab)');
const PLAYERS = 50;
const env = { DATABASE_URL: databaseUrl, RATE_LIMIT: 'off', ORBIT_ROLES: 'api' };
const firstPort = Number(process.env.ORBIT_BENCH_PORT ?? 3240);

// Neither measured node migrates and seeds the database (and carries what that left in its heap):
// a node of A's does it first, then ends.
process.env.ORBIT_BENCH_NODE_ARGS = `${builds[0]}/main.js`;
await (await startOrbit({ port: firstPort, env })).stop();
const sides = [];
for (const [n, build] of builds.entries()) {
  // startOrbit runs `<flags> dist/main.js`: a script given first is what Node runs instead.
  process.env.ORBIT_BENCH_NODE_ARGS = `${build}/main.js`;
  const orbit = await startOrbit({ port: firstPort + n, env });
  sides.push({
    build,
    orbit,
    pool: new Pool(orbit.url, { connections: PLAYERS }),
    pairs: 0,
    nodeMs: 0,
    pgMs: 0,
    ms: [],
  });
}
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
await addBenchProvider(db);
// As in wallet.mjs: the demo's running tournaments end, the wallet is measured with comp points and the VIP quarter.
await db.query(
  `update tournaments set end_at = now() where start_at < now() and end_at > now() and finished_at is null`,
);
const ids = await fundedPlayers(db, PLAYERS, 1_000_000_000);
await db.end();
const postmaster = postmasterOf(process.env.PG_DATA_DIR);

async function load(side, duration) {
  const until = performance.now() + duration * 1000;
  let pairs = 0;
  const ms = [];
  await Promise.all(
    ids.map(async (player, n) => {
      for (let i = 0; performance.now() < until; i++) {
        const round = `${side.orbit.url}-${n}-${i}-${Date.now()}`;
        const common = { round_id: round, player, currency: 'CAD', game: 'bench:slot' };
        const bet = await signedCall(side.pool, 'bet', {
          ...common,
          action_id: `${round}:bet`,
          amount_cents: 100,
        });
        const win = await signedCall(side.pool, 'win', {
          ...common,
          action_id: `${round}:win`,
          amount_cents: 95,
          close_round: true,
        });
        if (bet.status !== 200 || win.status !== 200) throw new Error(`bet ${bet.status}, win ${win.status}`);
        pairs++;
        ms.push(bet.ms, win.ms);
      }
    }),
  );
  return { pairs, ms };
}

try {
  for (const side of sides) await load(side, 2); // warm-up
  for (let w = 0; w < windows; w++) {
    for (const side of w % 2 ? [...sides].reverse() : sides) {
      // cpuMs counts PostgreSQL too (this run's only, given its postmaster): the node's own is the difference.
      const both = cpuMs([side.orbit.pid], postmaster);
      const pgMs = cpuMs([], postmaster);
      const run = await load(side, seconds);
      const pgSpent = cpuMs([], postmaster) - pgMs;
      side.nodeMs += cpuMs([side.orbit.pid], postmaster) - both - pgSpent;
      side.pgMs += pgSpent;
      side.pairs += run.pairs;
      side.ms.push(...run.ms);
    }
  }
} finally {
  for (const side of sides) {
    await side.pool.close();
    await side.orbit.stop();
  }
}
for (const side of sides) {
  side.ms.sort((x, y) => x - y);
  console.log(
    JSON.stringify({
      build: side.build,
      pairsPerSecond: Math.round(side.pairs / (windows * seconds)),
      nodeCpuMsPerPair: Number((side.nodeMs / side.pairs).toFixed(3)),
      postgresCpuMsPerPair: Number((side.pgMs / side.pairs).toFixed(3)),
      requestP50Ms: Number(percentile(side.ms, 50).toFixed(1)),
      requestP99Ms: Number(percentile(side.ms, 99).toFixed(1)),
    }),
  );
}
