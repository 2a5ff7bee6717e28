// The database's own ceiling for the wallet: pgbench running a bet+win pair's statements as Orbit
// sends them (the account locked with the action's context by wallet_lock_context, then one write
// of the transaction, its ledger rows, the balance, the round, the comp points and the VIP sum),
// with no HTTP, no Node and no rules in between. No wallet over this database can pass this rate.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PROVIDER } from './wallet-load.mjs';

/**
 * A key of parts joined by ':' in SQL. pgbench takes any ':name' in a command for a variable, even
 * inside a quoted string, so no literal here holds a colon before a letter or a digit.
 */
const key = (...parts) => `concat_ws(':', ${parts.join(', ')})`;
const GAME = key("'bench'", "'slot'");

/** A pgbench script of one pair on a random one of `players` (user ids `first`…, account ids `first + shift`…). */
function pairScript({ first, count, shift }) {
  const provider = PROVIDER.key;
  const write = (
    kind,
    sign,
    round,
  ) => `with t as (insert into wallet_transactions (idempotency_key, kind, status, provider_key,
    action_id, round_id, game, user_id, account_id, currency, amount_cents, real_cents, close_round, response, created_at)
  values (${key(`'p'`, `'${provider}'`, `'q' || :n::text`, `'${kind}'`)}, '${kind}', 'ok', '${provider}', ${key(`'q' || :n::text`, `'${kind}'`)}, 'q' || :n::text, ${GAME},
    :uid::int, :aid::int, 'CAD', 100, ${sign}100, ${kind === 'win'}, jsonb_build_object('status', 200, 'body', jsonb_build_object('balance_cents', 1, 'currency', 'CAD')), now())
  returning id, created_at),
l as (insert into wallet_ledger (transaction_id, account_id, system_account, pocket, currency, amount_cents, balance_after_cents, created_at)
  select t.id, v.* from t, (values (:aid::int, null::text, 'real'::text, 'CAD'::text, ${sign}100::bigint, 1::bigint, now()),
    (null::int, ${key(`'provider'`, `'${provider}'`)}, 'real'::text, 'CAD'::text, ${sign === '-' ? '' : '-'}100::bigint, null::bigint, now())) as v(a, s, p, c, amt, bal, at)),
b as (update accounts set amount_cents = amount_cents ${sign} 100, available_to_cashout_cents = available_to_cashout_cents ${sign} 100 where id = :aid::int),
r as (${round})${
    kind === 'bet'
      ? `,
e as (insert into comp_point_entries (transaction_id, user_id, currency, quarter_start, real_stake_cents, chargeable_micro, persistent_micro, created_at)
  select t.id, :uid::int, 'CAD', date_trunc('quarter', now())::date, 100, 1000000, 1000000, t.created_at from t
  returning user_id, currency, quarter_start, real_stake_cents, chargeable_micro, persistent_micro, created_at),
cb as (insert into comp_point_balances (user_id, chargeable_micro, persistent_micro, updated_at)
  select user_id, chargeable_micro, persistent_micro, created_at from e
  on conflict (user_id) do update set chargeable_micro = comp_point_balances.chargeable_micro + excluded.chargeable_micro,
    persistent_micro = comp_point_balances.persistent_micro + excluded.persistent_micro, updated_at = excluded.updated_at
  returning chargeable_micro, persistent_micro),
v as (insert into vip_quarter_sums (user_id, currency, quarter_start, bet_cents)
  select user_id, currency, quarter_start, real_stake_cents from e
  on conflict (user_id, currency, quarter_start) do update set bet_cents = vip_quarter_sums.bet_cents + excluded.bet_cents
  returning bet_cents)
select t.id, (select chargeable_micro from cb), (select bet_cents from v) from t;`
      : `
select t.id from t;`
  }`;
  const lock = (kind, withRef) =>
    `select what, data from wallet_lock_context(:uid::int, 'CAD', '${provider}', array[${key(`'p'`, `'${provider}'`, `'q' || :n::text`, `'${kind}'`)}], ${
      withRef ? `${key(`'q' || :n::text`, `'${kind}'`)}` : 'null'
    }, 'q' || :n::text, ${withRef});`;
  return `\\set p random(0, ${count - 1})
\\set uid ${first} + :p
\\set aid ${first + shift} + :p
\\set n random(1, 9000000000000000000)
begin;
${lock('bet', true)}
${write(
  'bet',
  '-',
  `insert into wallet_rounds (provider_key, round_id, user_id, currency, game, bet_real_cents, bet_bonus_cents, bets, created_at)
  values ('${provider}', 'q' || :n::text, :uid::int, 'CAD', ${GAME}, 100, 0, 1, now())`,
)}
commit;
begin;
${lock('win', false)}
${write(
  'win',
  '+',
  `update wallet_rounds set closed_at = now() where provider_key = '${provider}' and round_id = 'q' || :n::text`,
)}
commit;
`;
}

/**
 * Bet+win pairs per second that PostgreSQL alone sustains for `ids` (the bench's players, created
 * together so their user and account ids run in step), with `clients` connections like pgbench's TPC-B.
 */
export async function walletSqlPairsPerSecond({ databaseUrl, pgbench, ids, seconds, clients = 10 }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(
    'select min(user_id) as first, count(*)::int as count, min(id - user_id) as shift, max(id - user_id) as spread from accounts where user_id = any($1::int[])',
    [ids],
  );
  await db.end();
  const { first, count, shift, spread } = rows[0];
  if (shift !== spread || count !== ids.length || Number(ids.at(-1)) - Number(ids[0]) + 1 !== count) {
    throw new Error('the players’ user and account ids do not run in step');
  }
  const file = join(tmpdir(), `orbit-wallet-pair-${process.pid}.sql`);
  writeFileSync(file, pairScript({ first: Number(first), count, shift: Number(shift) }));
  const url = new URL(databaseUrl);
  const out = execFileSync(
    pgbench,
    [
      '-h',
      url.hostname,
      '-p',
      url.port,
      '-U',
      url.username,
      '-n',
      '-M',
      'prepared',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-f',
      file,
      url.pathname.slice(1) || 'postgres',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const tps = /tps = ([\d.]+)/.exec(out);
  return tps ? Number(tps[1]) : Number.NaN;
}
