import type { Db } from '../../db/client.ts';
import type { BetAttempt, BetVerdict } from './bet-guard.ts';
import type { LockedAccount } from './repository.ts';

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

/** A bet still to be placed: refused with a reason, or allowed with what to do once its money moved. */
export type BetCheck = BetVerdict & { afterBet?: (wallet: WalletTx, bet: PlacedBet) => Promise<void> };

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
  afterWin(wallet: WalletTx, win: PaidWin): Promise<void>;
}

/** No module moves money with the wallet's actions. */
export const NO_WALLET_HOOKS: WalletHooks = {
  checkBet: async () => ({ allowed: true }),
  afterRollback: async () => {},
  afterWin: async () => {},
};
