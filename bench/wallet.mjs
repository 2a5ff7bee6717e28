// Load on the seamless-wallet protocol (see wallet.sh, which provides DATABASE_URL, PGBENCH, PG_PORT).
// Each of N players loops: a signed bet, then a signed win closing the round. Then pgbench TPC-B.
import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { Pool } from 'undici';
import { cpuMs, postmasterOf } from './lib/cpu-time.mjs';
import { startOrbit } from './lib/server.mjs';
import {
  addBenchProvider,
  fundedPlayers,
  ledgerDrift,
  percentile,
  signedCall,
  writeHistory,
} from './lib/wallet-load.mjs';
import { walletSqlPairsPerSecond } from './lib/wallet-sql.mjs';

const seconds = Number(process.argv[2] ?? 15);
const players = Number(process.argv[3] ?? 50);
// Orbit nodes keep no state of their own: the load is spread over one node per core, as deployed.
const nodes = Number(process.argv[4] ?? availableParallelism());
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required (run bench/wallet.sh)');
const FUNDS = 1_000_000_000;
/** Closed rounds in the wallet's tables before the load (a casino's past, analysed). */
const HISTORY_ROUNDS = Number(process.env.BENCH_HISTORY_ROUNDS ?? 100_000);

const env = { DATABASE_URL: databaseUrl, RATE_LIMIT: 'off', ORBIT_ROLES: 'api' };
// ORBIT_BENCH_PORT: the first node's port (the others follow), for a run beside another on one machine.
const firstPort = Number(process.env.ORBIT_BENCH_PORT ?? 3230);
// The first node migrates and seeds; the others start on the ready database.
const orbits = [await startOrbit({ port: firstPort, env })];
for (let n = 1; n < nodes; n++) orbits.push(await startOrbit({ port: firstPort + n, env }));

/** `BENCH_WAGERING=1`: every player has a bonus wagering, and the bets are on a catalogue slot that counts towards it. */
const WAGERING = process.env.BENCH_WAGERING === '1';
const GAME = WAGERING ? 'orchard-reels/copper-fountain' : 'bench:slot';

/** N players, each with a CAD account funded by an adjustment written the way the wallet writes one. */
async function setUp() {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await addBenchProvider(db);
  // The demo's running tournaments count every CAD game: they end here, so this measures the
  // wallet with comp points and the VIP quarter (bench/tournament.sh measures a tournament).
  await db.query(
    `update tournaments set end_at = now() where start_at < now() and end_at > now() and finished_at is null`,
  );
  const ids = await fundedPlayers(db, players, FUNDS);
  await writeHistory(db, HISTORY_ROUNDS);
  if (WAGERING) {
    for (const id of ids) {
      // A bonus wagering on the account, so every bet is counted towards it (the bonus engine's worst case).
      await db.query(
        `insert into player_bonuses (user_id, kind, source_key, group_key, titles, currency, stage,
           amount_cents, wager_requirement_cents, contributions, valid_until, activated_at)
         values ($1, 'bonus', $2, 'bench', '{"en":"Bench"}', 'CAD', 'handle_bets',
           1000, 1000000000000, '{"slots":100,"tables":10,"originals":20,"live":0}', now() + interval '1 day', now())`,
        [id, `bench:${id}`],
      );
      await db.query(
        `update accounts set wagering_bonus_id = (select id from player_bonuses where source_key = $2)
         where user_id = $1`,
        [id, `bench:${id}`],
      );
    }
  }
  await db.end();
  return ids;
}

/** CPU ms so far of this run only: its Orbit nodes and its own PostgreSQL (never another on a shared machine). */
const postmaster = postmasterOf(process.env.PG_DATA_DIR);
/** CPU ms so far of this run only: its Orbit nodes, its own PostgreSQL (never another on a shared machine), and this load generator. */
const cpuSplit = () => {
  const load = process.cpuUsage();
  return {
    // No postmaster matches 'none': the nodes alone.
    node: cpuMs(
      orbits.map((orbit) => orbit.pid),
      'none',
    ),
    postgres: cpuMs([], postmaster),
    load: (load.user + load.system) / 1000,
  };
};

const pools = orbits.map((orbit) => new Pool(orbit.url, { connections: players, pipelining: 1 }));

const call = signedCall;

async function loadWallet(ids, duration) {
  const requestMs = [];
  const pairMs = [];
  let pairs = 0;
  let failures = 0;
  const until = performance.now() + duration * 1000;
  await Promise.all(
    ids.map(async (player, n) => {
      const pool = pools[n % pools.length];
      for (let i = 0; performance.now() < until; i++) {
        const round = `r-${n}-${i}-${Date.now()}`;
        const common = { round_id: round, player, currency: 'CAD', game: GAME };
        const start = performance.now();
        const bet = await call(pool, 'bet', { ...common, action_id: `${round}:bet`, amount_cents: 100 });
        const win = await call(pool, 'win', {
          ...common,
          action_id: `${round}:win`,
          amount_cents: 95,
          close_round: true,
        });
        if (bet.status !== 200 || win.status !== 200) failures++;
        else pairs++;
        requestMs.push(bet.ms, win.ms);
        pairMs.push(performance.now() - start);
      }
    }),
  );
  requestMs.sort((a, b) => a - b);
  pairMs.sort((a, b) => a - b);
  return { pairs, failures, requestMs, pairMs };
}

function pgbench(duration) {
  const bin = process.env.PGBENCH ?? 'pgbench';
  const url = new URL(databaseUrl);
  const conn = ['-h', url.hostname, '-p', url.port, '-U', url.username];
  execFileSync(bin, [...conn, '-i', '-q', '-s', '10', 'postgres'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const out = execFileSync(bin, [...conn, '-c', '10', '-j', '2', '-T', String(duration), 'postgres'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const tps = /tps = ([\d.]+)/.exec(out);
  return tps ? Number(tps[1]) : Number.NaN;
}

/**
 * The ceiling of this machine for any request: the same clients on `/healthz` (HTTP, one `select 1`).
 * A bet+win pair is two requests of at least this cost, plus the wallet's own statements.
 */
async function loadHealth(duration) {
  let requests = 0;
  const until = performance.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: players }, async (_, n) => {
      const pool = pools[n % pools.length];
      while (performance.now() < until) {
        const res = await pool.request({ path: '/healthz', method: 'GET' });
        await res.body.text();
        if (res.statusCode === 200) requests++;
      }
    }),
  );
  return requests / duration;
}

let wallet;
let healthPerSecond;
let cpuPerPair;
let splitPerPair;
let ids;
try {
  ids = await setUp();
  await loadWallet(ids.slice(0, Math.min(10, ids.length)), 2); // warm-up
  const splitBefore = cpuSplit();
  wallet = await loadWallet(ids, seconds);
  const splitAfter = cpuSplit();
  splitPerPair = Object.fromEntries(
    Object.entries(splitAfter).map(([part, ms]) => [
      part,
      Number(((ms - splitBefore[part]) / wallet.pairs).toFixed(3)),
    ]),
  );
  cpuPerPair = splitPerPair.node + splitPerPair.postgres;
  healthPerSecond = await loadHealth(Math.min(seconds, 10));
} finally {
  await Promise.all(pools.map((pool) => pool.close()));
  for (const orbit of orbits) orbit.stop();
}
const drift = await ledgerDrift(databaseUrl);
const tps = pgbench(seconds);
// The same pairs' statements run by pgbench itself: what PostgreSQL alone allows the wallet here.
const sqlPairsPerSecond = await walletSqlPairsPerSecond({
  databaseUrl,
  pgbench: process.env.PGBENCH ?? 'pgbench',
  ids,
  seconds,
});
const pairsPerSecond = wallet.pairs / seconds;
console.log(
  JSON.stringify({
    seconds,
    players,
    nodes,
    wagering: WAGERING,
    pairsPerSecond: Math.round(pairsPerSecond),
    // Orbit's and this run's PostgreSQL's CPU per bet+win pair: steadier than the rate on a shared machine.
    cpuMsPerPair: Number(cpuPerPair.toFixed(3)),
    // Of which Orbit's nodes and PostgreSQL; and the load generator's own, on the same cores.
    nodeCpuMsPerPair: splitPerPair.node,
    postgresCpuMsPerPair: splitPerPair.postgres,
    loadCpuMsPerPair: splitPerPair.load,
    requestP50Ms: Number(percentile(wallet.requestMs, 50).toFixed(1)),
    requestP99Ms: Number(percentile(wallet.requestMs, 99).toFixed(1)),
    pairP50Ms: Number(percentile(wallet.pairMs, 50).toFixed(1)),
    pairP99Ms: Number(percentile(wallet.pairMs, 99).toFixed(1)),
    failures: wallet.failures,
    accountsOffLedger: drift,
    healthzRequestsPerSecond: Math.round(healthPerSecond),
    pgbenchTpcbTps: Math.round(tps),
    ratioToPgbench: Number((pairsPerSecond / tps).toFixed(2)),
    // A pair is two requests: no wallet can pass half the bare request rate on this machine, so
    // this is the most the ratio to pgbench could be here, whatever the wallet does.
    // The wallet's own statements without HTTP, Node or rules: no wallet over this database passes it.
    sqlOnlyPairsPerSecond: Math.round(sqlPairsPerSecond),
    sqlOnlyRatioToPgbench: Number((sqlPairsPerSecond / tps).toFixed(2)),
    ceilingRatioToPgbench: Number((healthPerSecond / 2 / tps).toFixed(2)),
    // The share of that ceiling the wallet reaches (the rest is its own work: reads, writes, rules).
    ratioToRequestCeiling: Number((pairsPerSecond / (healthPerSecond / 2)).toFixed(2)),
    // The figures mean little on a busy machine: say how busy it was.
    cpus: availableParallelism(),
    loadAverage1m: Number(loadavg()[0].toFixed(1)),
  }),
);
if (wallet.failures > 0 || drift > 0) process.exitCode = 1;
