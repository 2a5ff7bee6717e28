import type { BalanceCause, BalanceReference } from '@orbit/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';

/**
 * The player's statement: every transaction that moved their balance, why, and their totals.
 * Read from the wallet's own rows (the transactions and the ledger's balance after each), so the
 * movements of an account add up to its balance by construction.
 */

/** The movement kinds of each cause; a kind not listed here is `other`. */
export const CAUSE_KINDS: Record<Exclude<BalanceCause, 'other'>, readonly string[]> = {
  round: ['bet', 'win', 'rollback'],
  payment: ['deposit', 'withdrawal_reserve', 'withdrawal_release', 'withdrawal_payout'],
  bonus: ['bonus_credit', 'bonus_convert', 'bonus_forfeit'],
  prize: ['tournament_prize', 'lottery_prize', 'jackpot_win'],
  adjustment: ['adjustment'],
};

const KNOWN_KINDS = Object.values(CAUSE_KINDS).flat();

export function causeOf(kind: string): BalanceCause {
  for (const [cause, kinds] of Object.entries(CAUSE_KINDS)) {
    if (kinds.includes(kind)) return cause as BalanceCause;
  }
  return 'other';
}

export interface MovementRow {
  id: number;
  createdAt: Date;
  currency: string;
  kind: string;
  idempotencyKey: string;
  roundId: string | null;
  game: string | null;
  realCents: number;
  bonusCents: number;
  balanceAfterCents: number;
  /** The mover's words (an operator's adjustment: its reason). */
  memo: string | null;
}

/** `i:<source>:<id>:…`: the id the casino's own movements carry in their keys. */
const keyId = (key: string, source: string) =>
  new RegExp(`^i:${source}:(\\d+)(?::|$)`).exec(key)?.[1] ?? null;

/**
 * What a movement points at, from the keys the moving modules give their movements (payments:
 * `payment:<id>:<kind>`, bonuses: `bonus:<gift>:<step>`, prizes: `tournament|lottery:<id>:place:<n>`,
 * jackpots: `jackpot:<bet>:<level>`; a back-office adjustment: `adjustment:<id>`; other
 * adjustments' keys are their own).
 */
export function referenceOf(row: Pick<MovementRow, 'kind' | 'idempotencyKey' | 'roundId'>): BalanceReference {
  const key = row.idempotencyKey;
  switch (causeOf(row.kind)) {
    case 'round':
      return { type: 'round', id: row.roundId };
    case 'payment':
      return { type: 'payment', id: keyId(key, 'payment') };
    case 'bonus':
      return { type: 'bonus', id: keyId(key, 'bonus') };
    case 'prize':
      if (row.kind === 'jackpot_win') return { type: 'jackpot', id: /:(\d+)$/.exec(key)?.[1] ?? null };
      return row.kind === 'tournament_prize'
        ? { type: 'tournament', id: keyId(key, 'tournament') }
        : { type: 'lottery', id: keyId(key, 'lottery') };
    default:
      return {
        type: 'adjustment',
        id: keyId(key, 'adjustment') ?? (key.startsWith('i:') ? key.slice(2) : key),
      };
  }
}

export interface MovementFilter {
  currency?: string;
  cause?: BalanceCause;
  from?: Date;
  to?: Date;
}

function filterSql(userId: number, filter: MovementFilter): SQL {
  const parts: SQL[] = [
    sql`t.user_id = ${userId}`,
    // A transaction that moved nothing of the player's (a refusal kept for repeats, a tombstone,
    // a payout between system accounts, a free spin's marker) is no movement of their money.
    sql`(t.real_cents <> 0 or t.bonus_cents <> 0)`,
  ];
  if (filter.currency) parts.push(sql`t.currency = ${filter.currency}`);
  if (filter.cause === 'other') {
    parts.push(
      sql`t.kind not in (${sql.join(
        KNOWN_KINDS.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  } else if (filter.cause) {
    parts.push(
      sql`t.kind in (${sql.join(
        CAUSE_KINDS[filter.cause].map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  }
  if (filter.from) parts.push(sql`t.created_at >= ${filter.from}`);
  if (filter.to) parts.push(sql`t.created_at < ${filter.to}`);
  return sql.join(parts, sql` and `);
}

/**
 * One page of the player's movements, newest first, and how many match the filter in all. The
 * filter makes a few dozen statement texts at most, each prepared once per connection.
 */
export async function balanceMovements(
  db: Db,
  userId: number,
  filter: MovementFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: MovementRow[]; total: number }> {
  const where = filterSql(userId, filter);
  const [counted, listed] = await Promise.all([
    queryPrepared<{ n: unknown }>(db, sql`select count(*) as n from wallet_transactions t where ${where}`),
    queryPrepared<Record<string, unknown>>(
      db,
      sql`select t.id, t.created_at, t.currency, t.kind, t.idempotency_key,
        t.round_id, t.game, t.real_cents, t.bonus_cents, t.memo,
        -- The player's last ledger row of the transaction holds the account's total after it (the
        -- bonus pocket's row comes after the real one's).
        (select l.balance_after_cents from wallet_ledger l
          where l.transaction_id = t.id and l.account_id is not null
          order by l.pocket = 'bonus' desc, l.id desc limit 1) as balance_after_cents
      from wallet_transactions t where ${where}
      order by t.id desc limit ${page.limit} offset ${page.offset}`,
    ),
  ]);
  const rows = listed.map((r) => ({
    id: Number(r.id),
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
    currency: String(r.currency),
    kind: String(r.kind),
    idempotencyKey: String(r.idempotency_key),
    roundId: r.round_id === null ? null : String(r.round_id),
    game: r.game === null ? null : String(r.game),
    realCents: Number(r.real_cents),
    bonusCents: Number(r.bonus_cents),
    balanceAfterCents: Number(r.balance_after_cents),
    memo: r.memo === null || r.memo === undefined ? null : String(r.memo),
  }));
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

export interface PlayTotals {
  currency: string;
  /** The currency's minor units per unit (100 when the currency is not in the catalogue). */
  subunits: number;
  depositsCount: number;
  depositsCents: number;
  cashoutsCount: number;
  cashoutsCents: number;
  betsCents: number;
  winsCents: number;
  rounds: number;
}

/**
 * The player's totals per currency: succeeded deposits and paid-out withdrawals (their payments'
 * movements), stakes of bets that stood, wins, and the rounds staked in. One pass over the
 * player's transactions (by the user index).
 */
export async function playTotals(db: Db, userId: number): Promise<PlayTotals[]> {
  const rows = await queryPrepared<Record<string, unknown>>(
    db,
    sql`select t.currency,
      coalesce(c.subunits_to_unit, 100) as subunits,
      count(*) filter (where t.kind = 'deposit') as deposits_count,
      coalesce(sum(t.real_cents) filter (where t.kind = 'deposit'), 0) as deposits_cents,
      count(*) filter (where t.kind = 'withdrawal_payout') as cashouts_count,
      coalesce(sum(t.amount_cents) filter (where t.kind = 'withdrawal_payout'), 0) as cashouts_cents,
      coalesce(-sum(t.real_cents + t.bonus_cents) filter (where t.kind = 'bet' and t.status = 'ok'), 0) as bets_cents,
      coalesce(sum(t.real_cents + t.bonus_cents) filter (where t.kind = 'win'), 0) as wins_cents,
      count(distinct (t.provider_key, t.round_id)) filter (where t.kind = 'bet' and t.status = 'ok') as rounds
    from wallet_transactions t left join currencies c on c.code = t.currency
    where t.user_id = ${userId}
    group by t.currency, c.subunits_to_unit
    order by t.currency`,
  );
  return rows.map((r) => ({
    currency: String(r.currency),
    subunits: Number(r.subunits),
    depositsCount: Number(r.deposits_count),
    depositsCents: Number(r.deposits_cents),
    cashoutsCount: Number(r.cashouts_count),
    cashoutsCents: Number(r.cashouts_cents),
    betsCents: Number(r.bets_cents),
    winsCents: Number(r.wins_cents),
    rounds: Number(r.rounds),
  }));
}
