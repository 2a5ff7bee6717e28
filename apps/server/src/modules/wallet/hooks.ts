import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { BetAttempt, BetVerdict } from './bet-guard.ts';
import type { LockedAccount, StatementPart, WrittenAlongside } from './repository.ts';

export type { StatementPart, WrittenAlongside };

/** A movement of the casino's own inside a transaction that already holds the account lock. */
export interface AccountMovement {
  /** e.g. bonus_credit, bonus_convert, bonus_forfeit */
  kind: string;
  /** Unique per movement: a key seen before moves nothing. */
  idempotencyKey: string;
  /** Signed changes of the player's pockets; their sum goes to (or comes from) `systemAccount`. */
  realCents: number;
  bonusCents: number;
  systemAccount: string;
  memo?: string;
}

/**
 * One open wallet transaction on one locked account, handed to the modules that move money
 * together with a bet, a win or a rollback (the bonus engine). Lock order: the account first,
 * then the module's own rows.
 */
export interface WalletTx {
  tx: Db;
  now: Date;
  /** The account as it stands now, after every movement of this transaction. */
  readonly account: LockedAccount;
  /**
   * Moves money on the locked account, with its ledger rows, in this transaction. Refuses (throws
   * WalletError `insufficient_funds`) a pocket going below zero. Answers false for a key seen
   * before (nothing moves).
   */
  move(movement: AccountMovement): Promise<boolean>;
  /** Marks the bonus wagering on the account (null when it ends), read by the next bets. */
  setWageringBonus(giftId: number | null): Promise<void>;
  /** Runs once the transaction has committed (events to browsers). */
  afterCommit(effect: () => void): void;
}

/** A bet whose money just moved: what it took from each pocket. */
export interface PlacedBet {
  transactionId: number;
  realCents: number;
  bonusCents: number;
}

/** What the bet takes from each pocket, known before its statement is written. */
export interface BetShare {
  realCents: number;
  bonusCents: number;
}

/**
 * A bet still to be placed: refused with a reason, or allowed with what to write in its statement
 * (`withBet`) and what to do once its money moved (`afterBet`).
 */
export type BetCheck = BetVerdict & {
  withBet?: (share: BetShare) => StatementPart | undefined;
  afterBet?: (wallet: WalletTx, bet: PlacedBet, written: WrittenAlongside) => Promise<void>;
};

/** A win about to be paid: its split between the pockets and what its round staked. */
export interface WinAttempt {
  userId: number;
  currency: string;
  game: string;
  providerKey: string;
  roundId: string;
  realCents: number;
  bonusCents: number;
  roundBetRealCents: number;
  roundBetBonusCents: number;
  closes: boolean;
}

/** A win whose money just moved; `closed` when it ended the round. */
export interface PaidWin {
  transactionId: number;
  providerKey: string;
  roundId: string;
  bonusCents: number;
  closed: boolean;
}

/**
 * What other modules do inside the wallet's own transactions, under the account lock, exactly
 * once per action (a repeated action id never reaches them). The bonus engine installs these.
 */
export interface WalletHooks {
  checkBet(wallet: WalletTx, attempt: BetAttempt): Promise<BetCheck>;
  afterRollback(wallet: WalletTx, bet: PlacedBet): Promise<void>;
  /** Rows to write in the win's own statement (no extra round trip); its columns reach `afterWin`. */
  withWin?(wallet: WalletTx, attempt: WinAttempt): Promise<StatementPart | undefined>;
  afterWin(wallet: WalletTx, win: PaidWin, written: WrittenAlongside): Promise<void>;
}

/** No module moves money with the wallet's actions. */
export const NO_WALLET_HOOKS: WalletHooks = {
  checkBet: async () => ({ allowed: true }),
  afterRollback: async () => {},
  afterWin: async () => {},
};

/**
 * Several modules' hooks as one, asked in order: the first refusal refuses the bet; a placed
 * bet writes every module's statement part in its one statement, then runs each module's
 * `afterBet` in the same order, all in the bet's transaction.
 */
export function combineWalletHooks(...all: WalletHooks[]): WalletHooks {
  return {
    async checkBet(wallet, attempt) {
      const checks: BetCheck[] = [];
      for (const hooks of all) {
        const check = await hooks.checkBet(wallet, attempt);
        if (!check.allowed) return check;
        checks.push(check);
      }
      const withBets = checks.flatMap((check) => (check.withBet ? [check.withBet] : []));
      const afterBets = checks.flatMap((check) => (check.afterBet ? [check.afterBet] : []));
      return {
        allowed: true,
        withBet:
          withBets.length === 0 ? undefined : (share) => joinParts(withBets.map((withBet) => withBet(share))),
        afterBet:
          afterBets.length === 0
            ? undefined
            : async (placed, bet, written) => {
                for (const afterBet of afterBets) await afterBet(placed, bet, written);
              },
      };
    },
    async afterRollback(wallet, bet) {
      for (const hooks of all) await hooks.afterRollback(wallet, bet);
    },
    async withWin(wallet, attempt) {
      const parts: (StatementPart | undefined)[] = [];
      for (const hooks of all) parts.push(await hooks.withWin?.(wallet, attempt));
      return joinParts(parts);
    },
    async afterWin(wallet, win, written) {
      for (const hooks of all) await hooks.afterWin(wallet, win, written);
    },
  };
}

function joinParts(parts: (StatementPart | undefined)[]): StatementPart | undefined {
  const written = parts.filter((part): part is StatementPart => part !== undefined);
  if (written.length === 0) return undefined;
  return {
    ctes: sql.join(
      written.map((part) => part.ctes),
      sql`, `,
    ),
    columns: sql.join(
      written.map((part) => part.columns),
      sql`, `,
    ),
  };
}
