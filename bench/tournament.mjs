// A tournament under load (see tournament.sh, which provides DATABASE_URL): many players doing
// signed bet+win pairs, alternately on a game that counts in a running tournament (B) and on one
// that does not (A), in A B B A order so the machine's drift falls on both. Then the leaderboard's
// top 50 and players' own places under timing, and the final scores against a recomputation from
// the ledger. Usage: node bench/tournament.mjs [pairs, default 100000] [players, default 10000] [clients, default 20]
import { createHash, randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { Pool } from 'undici';
import { startOrbit } from './lib/server.mjs';
import { addBenchProvider, fundedPlayers, ledgerDrift, percentile, signedCall } from './lib/wallet-load.mjs';

const totalPairs = Number(process.argv[2] ?? 100_000);
const playerCount = Number(process.argv[3] ?? 10_000);
const clients = Number(process.argv[4] ?? 20);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required (run bench/tournament.sh)');

const COUNTING = 'bench:cup-slot';
const OTHER = 'bench:other-slot';
const env = { DATABASE_URL: databaseUrl, RATE_LIMIT: 'off', ORBIT_ROLES: 'api' };
const orbit = await startOrbit({ port: 3250, env });
const pool = new Pool(orbit.url, { connections: clients, pipelining: 1 });

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();

/** The players, a running bet-sum tournament on COUNTING only, and sessions for some players. */
async function setUp() {
  await addBenchProvider(db);
  const ids = await fundedPlayers(db, playerCount, 1_000_000_000);
  const { rows } = await db.query(
    `insert into tournaments (slug, frontend_identifier, titles, strategy, currency, start_at, end_at, games)
     values ($1, 'bench-cup', '{"en":"Bench cup"}', 'bet', 'CAD', now() - interval '1 hour', now() + interval '1 day', $2)
     returning id`,
    [`bench-cup-${Date.now()}`, [COUNTING]],
  );
  await db.query(
    `insert into tournament_prizes (tournament_id, award_place, kind, amount_cents)
     select $1, g, 'money', 1000 * (11 - g) from generate_series(1, 10) g`,
    [rows[0].id],
  );
  // Sessions written the way sign-in writes them (the cookie's SHA-256 stored), for own-place reads.
  const sessions = [];
  for (const id of ids.slice(0, 50)) {
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `insert into sessions (user_id, token_hash, stage, expires_at) values ($1, $2, 'active', now() + interval '1 day')`,
      [id, createHash('sha256').update(token).digest('hex')],
    );
    sessions.push(`orbit_session=${token}`);
  }
  return { ids, tournamentId: rows[0].id, sessions };
}

/** `pairs` bet+win pairs on `game` by `clients` concurrent clients, each on a random player. */
async function burst(ids, game, pairs) {
  let left = pairs;
  let failures = 0;
  const pairMs = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; left > 0; i++) {
        left--;
        const player = ids[Math.floor(Math.random() * ids.length)];
        const round = `t-${c}-${i}-${Date.now()}`;
        const common = { round_id: round, player, currency: 'CAD', game };
        const begin = performance.now();
        const bet = await signedCall(pool, 'bet', {
          ...common,
          action_id: `${round}:b`,
          amount_cents: 100 + (i % 7),
        });
        const win = await signedCall(pool, 'win', {
          ...common,
          action_id: `${round}:w`,
          amount_cents: 90,
          close_round: true,
        });
        if (bet.status !== 200 || win.status !== 200) failures++;
        pairMs.push(performance.now() - begin);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  pairMs.sort((a, b) => a - b);
  return { pairsPerSecond: pairs / seconds, p99: percentile(pairMs, 99), failures };
}

/**
 * Times sequential GETs of `paths` (with `cookies` when given): p50 and p99 in ms. The first
 * WARM_UP reads are not timed: a path's first call compiles its code, which a running casino
 * paid once at start.
 */
const WARM_UP = 50;
async function timeReads(paths, cookies) {
  const ms = [];
  for (let i = -WARM_UP; i < paths.length; i++) {
    const at = (i + paths.length) % paths.length;
    const started = performance.now();
    const res = await pool.request({
      path: paths[at],
      method: 'GET',
      headers: cookies ? { cookie: cookies[at] } : {},
    });
    await res.body.text();
    if (res.statusCode !== 200) throw new Error(`${paths[at]} answered ${res.statusCode}`);
    if (i >= 0) ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50: Number(percentile(ms, 50).toFixed(1)), p99: Number(percentile(ms, 99).toFixed(1)) };
}

/** Reads timed per measure (its p99 is the 20th slowest). */
const READS = 2_000;

/**
 * Waits (at most two minutes) until no autovacuum worker runs: the burst leaves every table it
 * wrote for autovacuum, and the reads are timed on the database a casino runs on between
 * bursts, not during the clean-up of this one. Answers how long it waited.
 */
async function settle() {
  const started = performance.now();
  let quiet = 0;
  while (quiet < 2 && performance.now() - started < 120_000) {
    const { rows } = await db.query(
      `select count(*)::int as n from pg_stat_activity where backend_type = 'autovacuum worker'`,
    );
    quiet = rows[0].n === 0 ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return Math.round(performance.now() - started);
}

/**
 * Scores that differ from a recomputation out of the ledger: each player's real stakes on the
 * counting game inside the tournament's period, from the wallet transactions themselves.
 */
async function scoresOffLedger(tournamentId) {
  const { rows } = await db.query(
    `with ledger as (
       select w.user_id, sum(-w.real_cents) as stake
       from wallet_transactions w, tournaments t
       where t.id = $1 and w.kind = 'bet' and w.status = 'ok' and w.game = any(t.games)
         and w.created_at >= t.start_at and w.created_at < t.end_at
       group by w.user_id)
     select count(*)::int as n,
       (select count(*)::int from tournament_players where tournament_id = $1 and score > 0) as ranked
     from ledger full join (select user_id, score from tournament_players where tournament_id = $1) p using (user_id)
     where coalesce(ledger.stake, 0) <> coalesce(p.score, 0)`,
    [tournamentId],
  );
  return rows[0];
}

let result;
try {
  const { ids, tournamentId, sessions } = await setUp();
  await burst(ids.slice(0, 20), OTHER, 200); // warm-up
  const quarter = Math.round(totalPairs / 4);
  const a1 = await burst(ids, OTHER, quarter);
  const b1 = await burst(ids, COUNTING, quarter);
  const b2 = await burst(ids, COUNTING, quarter);
  const a2 = await burst(ids, OTHER, quarter);
  const without = (a1.pairsPerSecond + a2.pairsPerSecond) / 2;
  const within = (b1.pairsPerSecond + b2.pairsPerSecond) / 2;
  const settledAfterMs = await settle();
  const top = await timeReads(Array.from({ length: READS }, () => `/api/tournaments/${tournamentId}`));
  const own = await timeReads(
    Array.from({ length: READS }, () => `/api/tournaments/${tournamentId}/status`),
    Array.from({ length: READS }, (_, i) => sessions[i % sessions.length]),
  );
  const check = await scoresOffLedger(tournamentId);
  result = {
    pairs: totalPairs,
    players: playerCount,
    clients,
    participants: check.ranked,
    pairsPerSecondWithout: Math.round(without),
    pairsPerSecondWithTournament: Math.round(within),
    ratio: Number((within / without).toFixed(3)),
    pairP99MsWithTournament: Number(Math.max(b1.p99, b2.p99).toFixed(1)),
    failures: a1.failures + a2.failures + b1.failures + b2.failures,
    settledAfterMs,
    top50Ms: top,
    ownPlaceMs: own,
    scoresOffLedger: check.n,
    accountsOffLedger: await ledgerDrift(databaseUrl),
    loadAverage1m: Number(loadavg()[0].toFixed(1)),
  };
} finally {
  await db.end();
  await pool.close();
  orbit.stop();
}
console.log(JSON.stringify(result));
if (result.failures > 0 || result.scoresOffLedger > 0 || result.accountsOffLedger > 0) process.exitCode = 1;
