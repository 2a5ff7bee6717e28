import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, randomToken } from '../lib/tokens.ts';
import { SOCKET_PATH } from '../realtime/server.ts';
import { startThrowawayRedis, type ThrowawayRedis } from '../realtime/throwaway-redis.ts';
import { nodeEnvironment, orbitNodes, rolesOf } from '../test/deploy-files.ts';
import { freePort, startOrbit } from '../test/orbit-process.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test/throwaway-postgres.ts';

/**
 * Orbit's compose file, run for real on loopback and then hurt: its nodes (orbit-web once,
 * orbit-jobs scaled to two, as `docker compose up --scale orbit-jobs=2` would) started with the
 * command and environment compose gives them, on one PostgreSQL and one Redis, under a steady load
 * of signed bets and wins, card deposits and sockets. One node is killed with SIGKILL and started
 * again, PostgreSQL restarts, Redis is away for 10 s. Afterwards every account equals its ledger,
 * every acknowledged action is there once and only once, sockets are back, and each job tick ran
 * on one node. `npm test` runs it in a step of its own (vitest.faults.config.ts).
 */
const PROVIDER = { key: 'faults', secret: randomToken() };
const METRICS_TOKEN = randomToken();
const PLAYERS = 6;
const OPENING_CENTS = 1_000_000;

interface Node {
  name: string;
  port: number;
  env: Record<string, string>;
  orbit: ReturnType<typeof startOrbit>;
}

interface Player {
  id: number;
  cookie: string;
}

let postgres: ThrowawayPostgres;
let redis: ThrowawayRedis;
let db: pg.Pool;
let dataDir: string;
const nodes: Node[] = [];
const players: Player[] = [];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startNode(node: Node) {
  node.orbit = startOrbit(node.env, node.port, 'built');
  await node.orbit.listening();
}

function composeNodes(ports: number[]): Node[] {
  // The required settings a real deployment fills in; the database and Redis are this test's.
  const given = (name: string) => (name === 'SMTP_URL' ? 'smtp://127.0.0.1:9' : 'unused-here');
  const services = orbitNodes.flatMap(([name, service]) =>
    rolesOf(service).has('jobs')
      ? [[`${name}-1`, service] as const, [`${name}-2`, service] as const]
      : [[name, service] as const],
  );
  return services.map(([name, service], i) => {
    const port = ports[i] ?? 0;
    return {
      name,
      port,
      orbit: undefined as unknown as Node['orbit'],
      env: {
        ...nodeEnvironment(service, given),
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        METRICS_TOKEN,
        // The sandbox provider stands in for a real one; a production operator switches it on only on purpose.
        PAYMENTS_SANDBOX: 'on',
        LOG_LEVEL: 'error',
      },
    };
  });
}

/** Players with a funded CAD account and a live session, written as the wallet and sign-in write them. */
async function addPlayers() {
  await db.query(
    `insert into wallet_providers (key, secret) values ($1, $2)
     on conflict (key) do update set secret = excluded.secret, active = true`,
    [PROVIDER.key, PROVIDER.secret],
  );
  for (let i = 0; i < PLAYERS; i++) {
    const { rows } = await db.query<{ id: number }>(
      `insert into users (email, encrypted_password, country, currency, nickname, terms_accepted_at, confirmed_at)
       values ($1, 'not-a-real-hash', 'CA', 'CAD', $2, now(), now()) returning id`,
      [`faults.${i}.${Date.now()}@orbit.test`, `faults${i}`],
    );
    const id = rows[0]!.id;
    await db.query(
      `with a as (insert into accounts (user_id, currency, amount_cents, available_to_cashout_cents)
                  values ($1, 'CAD', $2, $2) returning id),
            t as (insert into wallet_transactions (idempotency_key, kind, user_id, account_id, currency, amount_cents, real_cents, response)
                  select 'i:faults:' || $1, 'adjustment', $1, a.id, 'CAD', $2, $2, '{}'::jsonb from a returning id, account_id)
       insert into wallet_ledger (transaction_id, account_id, system_account, pocket, currency, amount_cents, balance_after_cents)
       select t.id, t.account_id, null, 'real', 'CAD', $2, $2 from t
       union all select t.id, null, 'operator', 'real', 'CAD', -$2::bigint, null from t`,
      [id, OPENING_CENTS],
    );
    const token = randomToken();
    await db.query(
      `insert into sessions (user_id, token_hash, stage, expires_at) values ($1, $2, 'active', now() + interval '1 day')`,
      [id, hashToken(token)],
    );
    players.push({ id, cookie: `orbit_session=${token}` });
  }
}

/** One request to a node; undefined when the node did not answer (down, cut, timed out). */
async function send(node: Node, path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  try {
    return await fetch(`http://127.0.0.1:${node.port}${path}`, {
      ...init,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(5_000),
    });
  } catch {
    return undefined;
  }
}

function signed(action: string, body: object) {
  const raw = JSON.stringify(body);
  return {
    path: `/wallet/v1/${action}`,
    init: {
      method: 'POST',
      body: raw,
      headers: {
        'content-type': 'application/json',
        'x-orbit-provider': PROVIDER.key,
        'x-orbit-signature': `sha256=${createHmac('sha256', PROVIDER.secret).update(raw).digest('hex')}`,
      },
    },
  };
}

/** What the load saw acknowledged: the money each player must have moved, exactly once. */
const acknowledged = { bets: 0, wins: 0, deposits: [] as Array<{ player: number; id: number }> };
/** Per player, the cents of acknowledged bets (−) and wins (+). */
const playedCents = new Map<number, number>();
let running = true;
let turn = 0;
const nextNode = () => nodes[turn++ % nodes.length]!;

/**
 * A provider's call as a provider makes it: the same action again, on any node, until one answers
 * 200 (a node down, a database restarting or a cut answer leaves it unknown, so it is retried).
 */
async function untilAcknowledged(action: string, body: object) {
  const call = signed(action, body);
  let last = 'no answer';
  for (let attempt = 0; attempt < 400; attempt++) {
    const res = await send(nextNode(), call.path, call.init);
    if (res?.status === 200) return;
    if (res) last = `${res.status} ${await res.text().catch(() => '')}`;
    await pause(50);
  }
  throw new Error(`${action} never acknowledged: ${last}`);
}

async function playRounds(player: Player) {
  for (let round = 0; running; round++) {
    const roundId = `${player.id}:${round}:${randomUUID()}`;
    const common = { round_id: roundId, player: String(player.id), currency: 'CAD', game: 'faults:slot' };
    const win = (round % 3) * 75;
    await untilAcknowledged('bet', { ...common, action_id: `${roundId}:bet`, amount_cents: 100 });
    acknowledged.bets++;
    await untilAcknowledged('win', {
      ...common,
      action_id: `${roundId}:win`,
      amount_cents: win,
      close_round: true,
    });
    acknowledged.wins++;
    playedCents.set(player.id, (playedCents.get(player.id) ?? 0) - 100 + win);
  }
}

/** Card deposits through the sandbox's 3-D Secure page; the jobs node posts the provider's notices. */
async function deposit(player: Player) {
  while (running) {
    const node = nextNode();
    const started = await send(node, '/api/payments/deposits', {
      method: 'POST',
      cookie: player.cookie,
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({
        method_id: 'visa',
        amount_cents: 1_000,
        currency: 'CAD',
        card_number: '4111 1111 1111 1111',
        card_expiry: '12/40',
        holder: 'Fault Tester',
      }),
    });
    if (started?.status === 201) {
      const { id, redirect_url: redirect } = (await started.json()) as { id: number; redirect_url: string };
      const confirmed = await send(node, redirect.replace('?', '/confirm?'), { method: 'POST' });
      if (confirmed && confirmed.status < 400) acknowledged.deposits.push({ player: player.id, id });
    } else {
      await started?.body?.cancel();
    }
    await pause(700);
  }
}

function socketTo(node: Node, cookie: string) {
  const socket = io(`http://127.0.0.1:${node.port}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: { cookie },
    reconnectionDelay: 200,
    reconnectionDelayMax: 1_000,
    forceNew: true,
  });
  let connects = 0;
  socket.on('connect', () => connects++);
  return { socket, connects: () => connects };
}

/** Job passes each node has run, by job, from its Prometheus metrics. */
async function jobPasses(node: Node): Promise<Map<string, number>> {
  const res = await send(node, '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = (await res?.text()) ?? '';
  const passes = new Map<string, number>();
  for (const m of text.matchAll(/^orbit_job_runs_total\{job="(\w+)",outcome="\w+"\} (\d+)/gm)) {
    passes.set(m[1]!, (passes.get(m[1]!) ?? 0) + Number(m[2]));
  }
  return passes;
}

beforeAll(async () => {
  postgres = startThrowawayPostgres(await freePort());
  redis = await startThrowawayRedis();
  dataDir = mkdtempSync(join(tmpdir(), 'orbit-faults-'));
  db = new pg.Pool({ connectionString: postgres.url, max: 2 });
  db.on('error', () => {}); // PostgreSQL's restart cuts the pool's idle connections.
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  nodes.push(...composeNodes(ports));
  // The first node migrates; the others start on the ready database (all at once works too).
  await startNode(nodes[0]!);
  await Promise.all(nodes.slice(1).map(startNode));
  await addPlayers();
}, 240_000);

afterAll(async () => {
  running = false;
  if (process.env.FAULTS_LOG) for (const node of nodes) console.log(node.name, node.orbit?.output());
  for (const node of nodes) node.orbit?.child.kill('SIGKILL');
  await db?.end().catch(() => {});
  await redis?.stop();
  postgres?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the compose nodes under faults', () => {
  it('lose and repeat nothing through a killed node, a PostgreSQL restart and Redis away for 10 s', async () => {
    const sockets = nodes.map((node) => socketTo(node, players[0]!.cookie));
    const load = [...players.map(playRounds), ...players.slice(0, 3).map(deposit)];

    await pause(3_000);
    // A jobs node dies mid-work and comes back.
    const victim = nodes.find((node) => node.name.endsWith('-1'))!;
    victim.orbit.child.kill('SIGKILL');
    await pause(2_000);
    await startNode(victim);
    await pause(2_000);
    // PostgreSQL restarts under the load.
    await postgres.restart();
    await pause(3_000);
    // Redis goes away for 10 s.
    await redis.stop();
    await pause(10_000);
    redis = await startThrowawayRedis({ port: redis.port });
    await pause(3_000);
    running = false;
    await Promise.all(load);

    // Every acknowledged deposit succeeds (the sandbox's notices arrive through the jobs).
    const ids = acknowledged.deposits.map((d) => d.id);
    await expect
      .poll(
        async () =>
          (
            await db.query(
              `select count(*)::int as n from payments where id = any($1) and state <> 'succeeded'`,
              [ids],
            )
          ).rows[0].n,
        { timeout: 60_000, interval: 500 },
      )
      .toBe(0);

    // Every account equals its ledger.
    const drift = await db.query(
      `select count(*)::int as n from accounts a
       where a.amount_cents <> coalesce((select sum(l.amount_cents) from wallet_ledger l where l.account_id = a.id), 0)`,
    );
    expect(drift.rows[0].n).toBe(0);

    // Each player's balance is their opening money, their approved deposits and their acknowledged
    // rounds: an action applied twice or lost would show here.
    for (const player of players) {
      const { rows } = await db.query(
        `select (select amount_cents from accounts where user_id = $1 and currency = 'CAD')::bigint as balance,
                (select coalesce(sum(amount_cents), 0) from payments
                 where user_id = $1 and action = 'deposit' and state = 'succeeded')::bigint as deposited`,
        [player.id],
      );
      const { balance, deposited } = rows[0] as { balance: string; deposited: string };
      expect(Number(balance), `player ${player.id}`).toBe(
        OPENING_CENTS + Number(deposited) + (playedCents.get(player.id) ?? 0),
      );
    }
    console.info(
      `faults: ${acknowledged.bets} bets, ${acknowledged.wins} wins and ${acknowledged.deposits.length} deposits acknowledged`,
    );
    expect(acknowledged.bets).toBeGreaterThan(50);
    expect(acknowledged.deposits.length).toBeGreaterThan(5);

    // Sockets came back: the killed node's socket connected again, and a balance change published on
    // one node reaches the player's sockets on every node through the restarted Redis.
    await expect.poll(() => sockets.every(({ socket }) => socket.connected), { timeout: 20_000 }).toBe(true);
    expect(sockets[nodes.indexOf(victim)]!.connects()).toBeGreaterThanOrEqual(2);
    const balances = sockets.map(({ socket }) => new Promise((resolve) => socket.once('balance', resolve)));
    const roundId = `after:${randomUUID()}`;
    await untilAcknowledged('bet', {
      round_id: roundId,
      action_id: `${roundId}:bet`,
      player: String(players[0]!.id),
      currency: 'CAD',
      game: 'faults:slot',
      amount_cents: 100,
    });
    await expect(Promise.all(balances)).resolves.toHaveLength(nodes.length);

    // Each tick of the 1 s payments job ran on one jobs node: over 6 s, at most one pass per tick.
    const jobsNodes = nodes.filter((node) => node.env.ORBIT_ROLES?.includes('jobs'));
    const sum = async () => {
      let total = 0;
      for (const node of jobsNodes) total += (await jobPasses(node)).get('payments') ?? 0;
      return total;
    };
    const before = await sum();
    await pause(6_000);
    const passes = (await sum()) - before;
    expect(passes).toBeGreaterThanOrEqual(4);
    expect(passes).toBeLessThanOrEqual(7);
    for (const { socket } of sockets) socket.disconnect();
  }, 240_000);
});
