// What the wallet benchmarks share: signed seamless-wallet calls, funded players written the way
// the wallet writes an adjustment, percentiles and the ledger check.
import { createHmac } from 'node:crypto';
import pg from 'pg';

export const PROVIDER = { key: 'bench', secret: 'bench-secret-0123456789abcdef0123456789' };

/** The bench provider, registered (again) with its secret. */
export async function addBenchProvider(db) {
  await db.query(
    `insert into wallet_providers (key, secret) values ($1, $2)
     on conflict (key) do update set secret = excluded.secret, active = true`,
    [PROVIDER.key, PROVIDER.secret],
  );
}

/**
 * `count` players with a CAD account holding `funds`, each funded by one adjustment with its two
 * ledger rows, in one set-based statement. Answers their ids (strings, as the protocol names them).
 */
export async function fundedPlayers(db, count, funds, tag = Date.now()) {
  const { rows } = await db.query(
    `with u as (
       insert into users (email, encrypted_password, currency, nickname)
       select 'bench.' || $3 || '.' || g || '@orbit.test', 'x', 'CAD', 'bench' || $3 || '_' || g
       from generate_series(1, $1::int) g returning id),
     a as (insert into accounts (user_id, currency, amount_cents, available_to_cashout_cents)
           select id, 'CAD', $2, $2 from u returning id, user_id),
     t as (insert into wallet_transactions (idempotency_key, kind, user_id, account_id, currency, amount_cents, real_cents, response)
           select 'i:bench:' || a.user_id, 'adjustment', a.user_id, a.id, 'CAD', $2, $2,
                  jsonb_build_object('status', 200, 'body', jsonb_build_object('balance_cents', $2::bigint, 'currency', 'CAD'))
           from a returning id, account_id),
     l as (insert into wallet_ledger (transaction_id, account_id, system_account, pocket, currency, amount_cents, balance_after_cents)
           select t.id, t.account_id, null, 'real', 'CAD', $2, $2 from t
           union all select t.id, null, 'operator', 'real', 'CAD', -$2::bigint, null from t)
     select user_id from a order by user_id`,
    [count, funds, String(tag)],
  );
  return rows.map((row) => String(row.user_id));
}

/**
 * A casino's past in the wallet's tables, then analysed, as `pgbench -i` fills and vacuums its
 * tables before it measures: `rounds` closed rounds of one player (a bet and a win of equal
 * amounts each, with their ledger rows, so the account still equals its ledger). On tables that
 * start empty, each connection would plan its statements for a few rows and keep those plans
 * (sequential scans) until the first autoanalyze: a bench's first minute, not a casino's day.
 */
export async function writeHistory(db, rounds) {
  const [player] = await fundedPlayers(db, 1, 0, `${Date.now()}0`);
  await db.query(
    `with a as (select id, user_id from accounts where user_id = $1),
     r as (insert into wallet_rounds (provider_key, round_id, user_id, currency, game, bet_real_cents, bets, closed_at)
           select $3, 'h-' || g, a.user_id, 'CAD', 'bench:slot', 100, 1, now() from a, generate_series(1, $2::int) g
           returning round_id),
     t as (insert into wallet_transactions (idempotency_key, kind, provider_key, action_id, round_id, game, user_id,
             account_id, currency, amount_cents, real_cents, close_round, response)
           select 'p:' || $3 || ':' || r.round_id || ':' || k.kind, k.kind, $3, r.round_id || ':' || k.kind, r.round_id,
                  'bench:slot', a.user_id, a.id, 'CAD', 100, k.sign * 100, k.kind = 'win',
                  '{"status":200,"body":{"balance_cents":0,"currency":"CAD"}}'::jsonb
           from a, r, (values ('bet', -1), ('win', 1)) k(kind, sign)
           returning id, account_id, real_cents)
     insert into wallet_ledger (transaction_id, account_id, system_account, pocket, currency, amount_cents, balance_after_cents)
     select t.id, t.account_id, null, 'real', 'CAD', t.real_cents, 0 from t
     union all select t.id, null, 'provider:' || $3, 'real', 'CAD', -t.real_cents, null from t`,
    [player, rounds, PROVIDER.key],
  );
  await db.query('vacuum analyze');
}

/** One signed protocol call (`bet`, `win`, `rollback`) on an undici pool; its status and time. */
export async function signedCall(pool, action, body) {
  const raw = JSON.stringify(body);
  const signature = `sha256=${createHmac('sha256', PROVIDER.secret).update(raw).digest('hex')}`;
  const started = performance.now();
  const res = await pool.request({
    path: `/wallet/v1/${action}`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-orbit-provider': PROVIDER.key,
      'x-orbit-signature': signature,
    },
    body: raw,
  });
  await res.body.text();
  return { status: res.statusCode, ms: performance.now() - started };
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Accounts whose balance is not the sum of their ledger rows (the load broke nothing: 0). */
export async function ledgerDrift(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(
    `select count(*)::int as n from accounts a
     where a.amount_cents <> coalesce((select sum(l.amount_cents) from wallet_ledger l where l.account_id = a.id), 0)`,
  );
  await db.end();
  return rows[0].n;
}
