import type { Db } from '../../db/client.ts';
import type { HouseWalletClient } from '../wallet/house-client.ts';
import { creditDemo, debitDemo, type GameSessionRow } from './repository.ts';

export type Debit = { ok: true; balance: number } | { ok: false; error: string; balance: number | null };
/** A rollback's answer: a refusal (e.g. `round_closed`) means the stake stays taken. */
export type Rollback = { ok: true } | { ok: false; error: string };

/**
 * The money side of a game session. Real play goes through the seamless-wallet protocol (the
 * house is a provider like any other); demo play moves the session's own FUN.
 */
export interface SessionWallet {
  balance(): Promise<number>;
  /** `round` names the round in the wallet; `action` is unique per money movement. */
  bet(round: string, action: string, amount: number): Promise<Debit>;
  /** Pays (possibly 0) and, with `close`, closes the round; the balance after, or an error. */
  win(round: string, action: string, amount: number, close: boolean): Promise<Debit>;
  /** Gives a bet back (a tombstone if it never arrived: it then moves nothing when it does). */
  rollback(round: string, action: string, betAction: string): Promise<Rollback>;
}

export function sessionWallet(
  db: Db,
  client: HouseWalletClient,
  session: GameSessionRow,
  gameIdentifier: string,
): SessionWallet {
  if (session.mode === 'demo') {
    return {
      balance: async () => session.demoBalanceCents ?? 0,
      async bet(_round, _action, amount) {
        const balance = await debitDemo(db, session.id, amount);
        return balance === undefined
          ? { ok: false, error: 'insufficient_funds', balance: session.demoBalanceCents }
          : { ok: true, balance };
      },
      win: async (_round, _action, amount) => ({
        ok: true,
        balance: await creditDemo(db, session.id, amount),
      }),
      // FUN has no action ids to undo by: a demo debit is never given back.
      rollback: async () => ({ ok: true }),
    };
  }
  const player = { player: String(session.userId), currency: session.currency };
  // A bet refused (`bet_refused`) over a wagering bonus's max bet says so; any other refusal is one
  // of the player's limits, the frame's `limit_reached`.
  const refusalOf = (r: { error: string; reason?: string }) =>
    r.error !== 'bet_refused' ? r.error : r.reason === 'bonus_max_bet' ? 'bonus_max_bet' : 'limit_reached';
  const answer = (r: Awaited<ReturnType<HouseWalletClient['bet']>>): Debit =>
    r.ok
      ? { ok: true, balance: r.balance_cents }
      : { ok: false, error: refusalOf(r), balance: r.balance_cents };
  return {
    async balance() {
      const r = await client.balance(player);
      return r.ok ? r.balance_cents : (r.balance_cents ?? 0);
    },
    bet: async (round, action, amount) =>
      answer(
        await client.bet({
          ...player,
          game: gameIdentifier,
          round_id: round,
          action_id: action,
          amount_cents: amount,
        }),
      ),
    win: async (round, action, amount, close) =>
      answer(
        await client.win({
          ...player,
          game: gameIdentifier,
          round_id: round,
          action_id: action,
          amount_cents: amount,
          close_round: close,
        }),
      ),
    async rollback(round, action, betAction) {
      const r = await client.rollback({
        ...player,
        game: gameIdentifier,
        round_id: round,
        action_id: action,
        bet_action_id: betAction,
      });
      return r.ok ? { ok: true } : { ok: false, error: r.error };
    },
  };
}
