import { CHANNEL, SUM_LIMITS } from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { presentAccount } from '../player/presenter.ts';
import { type Literal, poolOf, transactionBeginningWith } from './begin-with.ts';
import type { AccountMovement, StatementPart, WalletTx, WrittenAlongside } from './hooks.ts';
import {
  type BalanceRequest,
  type BetRequest,
  MAX_AMOUNT_CENTS,
  type RollbackRequest,
  refusal,
  type WalletAnswer,
  type WalletErrorCode,
  type WinRequest,
} from './protocol.ts';
import {
  type ActionContext,
  type ActionReads,
  type ContextRow,
  ensureAccount,
  findTransaction,
  hasOpenBonusRound,
  type LedgerInsert,
  type LockedAccount,
  lockAccount,
  lockAccountWithContext,
  lockContextText,
  lockedWithContext,
  type RoundWrite,
  readAccount,
  setTransactionStatus,
  setWageringBonus,
  sumNetRealLosses,
  type TransactionInsert,
  type TransactionRow,
  userExists,
  writeMovement,
} from './repository.ts';

/** A refusal of the casino's own credits (`creditPlayer`). */
export class WalletError extends Error {
  constructor(readonly code: WalletErrorCode) {
    super(code);
  }
}

/** `player` of the protocol: the user id as a string. Anything else names no player. */
export function parsePlayer(player: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(player)) return null;
  const id = Number(player);
  return id <= 2_147_483_647 ? id : null;
}

interface Outcome<T> {
  result: T;
  /** The account after money moved: published on the player's `balance` channel once committed. */
  moved?: LockedAccount;
}

const publishBalance = (deps: Deps, account: LockedAccount) =>
  deps.realtime.publishToPlayer(
    account.userId,
    CHANNEL.balance,
    presentAccount(account, account.activeCurrency),
  );

/** The WalletTx of one locked account; `moved` once any of its movements changed the balance. */
class AccountTx implements WalletTx {
  moved = false;
  readonly effects: Array<() => void> = [];
  constructor(
    readonly tx: Db,
    readonly now: Date,
    public account: LockedAccount,
  ) {}

  /** The account after a movement of the wallet's own. */
  took(after: LockedAccount) {
    if (
      after.amountCents !== this.account.amountCents ||
      after.availableToCashoutCents !== this.account.availableToCashoutCents
    ) {
      this.moved = true;
    }
    this.account = after;
  }

  async move(movement: AccountMovement): Promise<boolean> {
    const key = `i:${movement.idempotencyKey}`;
    if (await findTransaction(this.tx, key)) return false;
    const { realCents: real, bonusCents: bonus } = movement;
    const bonusPocket = this.account.amountCents - this.account.availableToCashoutCents;
    if (this.account.availableToCashoutCents + real < 0 || bonusPocket + bonus < 0) {
      throw new WalletError('insufficient_funds');
    }
    const { after } = await record(
      this.tx,
      this.now,
      this.account,
      {
        idempotencyKey: key,
        kind: movement.kind,
        amountCents: Math.max(Math.abs(real), Math.abs(bonus)),
        realCents: real,
        bonusCents: bonus,
        memo: movement.memo ?? null,
      },
      movement.systemAccount,
    );
    this.took(after);
    return true;
  }

  async setWageringBonus(giftId: number | null) {
    if (this.account.wageringBonusId === giftId) return;
    await setWageringBonus(this.tx, this.account.id, giftId);
    this.account = { ...this.account, wageringBonusId: giftId };
  }

  afterCommit(effect: () => void) {
    this.effects.push(effect);
  }
}

/**
 * Runs `work` in one transaction holding the player's account row lock, so every balance change
 * of an account is serial. A unique violation (the same action id racing for two players, one new
 * round id claimed twice) rolls the attempt back and runs it again: it then sees the winner's row.
 * Once committed, the final balance is published if it moved, then the work's own effects run.
 */
async function withLockedAccount<T>(
  deps: Deps,
  userId: number,
  currency: string,
  missing: (why: 'player_not_found' | 'wrong_currency') => T,
  work: (tx: Db, account: LockedAccount, wallet: AccountTx) => Promise<Outcome<T>>,
): Promise<T> {
  return withLocked(
    deps,
    userId,
    missing,
    {
      run: async (tx) => {
        const account = await lockAccount(tx, userId, currency);
        return account ? { account, context: undefined } : undefined;
      },
    },
    (tx, account, wallet) => work(tx, account, wallet),
  );
}

type Locked<C> = { account: LockedAccount; context: C } | undefined;

/** How a transaction takes the account's lock: its first statement. */
interface Lock<C> {
  run: (tx: Db) => Promise<Locked<C>>;
  /**
   * On PostgreSQL, the same statement as text sent with the transaction's BEGIN (one round trip
   * less), and what its rows say.
   */
  withBegin?: { text: (literal: Literal) => string; read: (rows: ContextRow[]) => Locked<C> };
}

async function withLocked<T, C>(
  deps: Deps,
  userId: number,
  missing: (why: 'player_not_found' | 'wrong_currency') => T,
  lock: Lock<C>,
  work: (tx: Db, account: LockedAccount, wallet: AccountTx, context: C) => Promise<Outcome<T>>,
): Promise<T> {
  const pool = lock.withBegin ? poolOf(deps.db) : undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      let wallet: AccountTx | undefined;
      const locked = async (tx: Db, held: Locked<C>): Promise<Outcome<T>> => {
        if (!held) {
          return { result: missing((await userExists(tx, userId)) ? 'wrong_currency' : 'player_not_found') };
        }
        wallet = new AccountTx(tx, deps.now(), held.account);
        return work(tx, held.account, wallet, held.context);
      };
      const { withBegin } = lock;
      const outcome =
        pool && withBegin
          ? await transactionBeginningWith(deps.db, pool, withBegin.text, (tx, rows) =>
              locked(tx, withBegin.read(rows as ContextRow[])),
            )
          : await deps.db.transaction(async (tx) => locked(tx, await lock.run(tx)));
      const moved = wallet?.moved ? wallet.account : outcome.moved;
      if (moved) publishBalance(deps, moved);
      for (const effect of wallet?.effects ?? []) effect();
      return outcome.result;
    } catch (error) {
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * Runs `work` on the player's locked account of `currency` in one transaction (the bonus engine's
 * activations, cancels, expiries). Throws WalletError player_not_found / wrong_currency.
 */
export async function withWalletAccount<T>(
  deps: Deps,
  userId: number,
  currency: string,
  work: (wallet: WalletTx) => Promise<T>,
): Promise<T> {
  const outcome = await withLockedAccount<{ value: T } | WalletError>(
    deps,
    userId,
    currency,
    (why) => new WalletError(why),
    async (_tx, _account, wallet) => ({ result: { value: await work(wallet) } }),
  );
  if (outcome instanceof WalletError) throw outcome;
  return outcome.value;
}

export { shareAccountsNowait } from './repository.ts';

/** Opens the player's account of `currency` when missing (a prize in a currency they never played). */
export async function openWalletAccount(deps: Deps, userId: number, currency: string): Promise<void> {
  await ensureAccount(deps.db, userId, currency, deps.now());
}

type Movement = Omit<TransactionInsert, 'userId' | 'accountId' | 'currency' | 'response' | 'createdAt'>;
type Recorded = Pick<TransactionRow, 'id' | 'response'>;

/**
 * Writes one transaction, its double-entry ledger rows (the player's pockets against `systemAccount`),
 * the new balance and the round's change, in one statement. The answer kept for repeats is the
 * success body unless `response` says otherwise.
 */
async function record(
  tx: Db,
  now: Date,
  account: LockedAccount,
  movement: Movement,
  systemAccount: string,
  options: {
    round?: RoundWrite;
    response?: (body: Record<string, unknown>) => WalletAnswer;
    alongside?: StatementPart;
  } = {},
): Promise<{ row: Recorded; after: LockedAccount; written: WrittenAlongside }> {
  const real = movement.realCents ?? 0;
  const bonus = movement.bonusCents ?? 0;
  const total = account.amountCents + real + bonus;
  const realAfter = account.availableToCashoutCents + real;
  const body = { balance_cents: total, currency: account.currency };
  const response = options.response ? options.response(body) : { status: 200, body };
  const side = { currency: account.currency, createdAt: now };
  const ledger: Array<Omit<LedgerInsert, 'transactionId'>> = [];
  if (real !== 0) {
    ledger.push({
      ...side,
      accountId: account.id,
      pocket: 'real',
      amountCents: real,
      balanceAfterCents: account.amountCents + real,
    });
  }
  if (bonus !== 0) {
    ledger.push({
      ...side,
      accountId: account.id,
      pocket: 'bonus',
      amountCents: bonus,
      balanceAfterCents: total,
    });
  }
  if (real + bonus !== 0) ledger.push({ ...side, systemAccount, amountCents: -(real + bonus) });
  const { id, written } = await writeMovement(tx, {
    transaction: {
      ...movement,
      userId: account.userId,
      accountId: account.id,
      currency: account.currency,
      response,
      createdAt: now,
    },
    ledger,
    balance:
      real !== 0 || bonus !== 0
        ? { accountId: account.id, amountCents: total, realCents: realAfter }
        : undefined,
    round: options.round,
    alongside: options.alongside,
  });
  return {
    row: { id, response },
    after: { ...account, amountCents: total, availableToCashoutCents: realAfter },
    written,
  };
}

/**
 * The answer a transaction got, again: same status, body and transaction id. Keys are put in one
 * order (jsonb keeps its own) so a repeat is byte-identical to the first answer.
 */
const answerOf = (row: Recorded): WalletAnswer => ({
  status: row.response.status,
  body: {
    ...Object.fromEntries(Object.entries(row.response.body).sort(([a], [b]) => a.localeCompare(b))),
    transaction_id: String(row.id),
  },
});

const providerKeyOf = (providerKey: string, actionId: string) => `p:${providerKey}:${actionId}`;
const providerSide = (providerKey: string) => `provider:${providerKey}`;
const missingAnswer = (why: 'player_not_found' | 'wrong_currency') => refusal(why, null);

/** A provider action as its set-up and a repeat of its action id need it. */
interface ProviderAction {
  kind: 'bet' | 'win' | 'rollback';
  request: { player: string; currency: string; action_id: string; round_id: string };
  amountCents: number;
  /** A rollback's bet: read with the lock, and part of what a repeat must match. */
  betActionId?: string;
  closeRound?: boolean;
}

/** What a provider action's own work starts from: the locked account and what was read with it. */
interface ActionScope {
  tx: Db;
  now: Date;
  userId: number;
  /** The action's idempotency key. */
  key: string;
  account: LockedAccount;
  wallet: AccountTx;
  context: ActionContext;
}

/**
 * The set-up every provider action shares: the player parsed, the account locked with the
 * action's context in one round trip (`lockAccountWithContext`), and a repeat of the action id
 * answered before `work` runs: the first answer if it is the same action, else a conflict that
 * moves nothing.
 */
function providerAction(
  deps: Deps,
  providerKey: string,
  action: ProviderAction,
  work: (scope: ActionScope) => Promise<Outcome<WalletAnswer>>,
): Promise<WalletAnswer> {
  const { request } = action;
  const userId = parsePlayer(request.player);
  if (userId === null) return Promise.resolve(refusal('player_not_found', null));
  const now = deps.now();
  const key = providerKeyOf(providerKey, request.action_id);
  const refActionId = action.betActionId ?? null;
  const reads: ActionReads = {
    providerKey,
    keys: refActionId === null ? [key] : [key, providerKeyOf(providerKey, refActionId)],
    // A bet looks for a rollback that came before it (a tombstone naming its action id).
    refActionId: action.kind === 'bet' ? request.action_id : null,
    roundId: request.round_id,
    // A bet's limits come with the lock: the bet guard needs no read of its own.
    withLimits: action.kind === 'bet',
  };
  return withLocked(
    deps,
    userId,
    missingAnswer,
    {
      run: (tx) => lockAccountWithContext(tx, userId, request.currency, reads),
      withBegin: {
        text: (literal) => lockContextText(literal, userId, request.currency, reads),
        read: (rows) => lockedWithContext(rows, reads),
      },
    },
    (tx, account, wallet, context) => {
      const existing = context.byKey(key);
      if (existing) {
        const same =
          existing.kind === action.kind &&
          existing.userId === userId &&
          existing.currency === account.currency &&
          existing.amountCents === action.amountCents &&
          existing.roundId === request.round_id &&
          existing.refActionId === refActionId &&
          existing.closeRound === (action.closeRound ?? false);
        return Promise.resolve({
          result: same ? answerOf(existing) : refusal('action_conflict', account.amountCents),
        });
      }
      return work({ tx, now, userId, key, account, wallet, context });
    },
  );
}

export async function providerBalance(deps: Deps, request: BalanceRequest): Promise<WalletAnswer> {
  const userId = parsePlayer(request.player);
  if (userId === null) return refusal('player_not_found', null);
  const account = await readAccount(deps.db, userId, request.currency);
  if (!account)
    return missingAnswer((await userExists(deps.db, userId)) ? 'wrong_currency' : 'player_not_found');
  return { status: 200, body: { balance_cents: account.amountCents, currency: account.currency } };
}

/**
 * A bet: debits real money first, then bonus money. Refused on a closed round, by the bet guard
 * (limits), or for want of funds (with the balance). A bet whose rollback came first moves nothing.
 */
export async function providerBet(
  deps: Deps,
  providerKey: string,
  request: BetRequest,
): Promise<WalletAnswer> {
  const amount = request.amount_cents;
  return providerAction(
    deps,
    providerKey,
    { kind: 'bet', request, amountCents: amount },
    async ({ tx, now, userId, key, account, wallet, context }) => {
      const balance = account.amountCents;
      const { tombstone, round } = context;
      const base = {
        idempotencyKey: key,
        kind: 'bet',
        providerKey,
        actionId: request.action_id,
        roundId: request.round_id,
        game: request.game,
        amountCents: amount,
      };
      if (tombstone) {
        // Its rollback came first (a tombstone): kept, so a repeat gets this answer too, and no money moves.
        const { row } = await record(
          tx,
          now,
          account,
          { ...base, status: 'cancelled' },
          providerSide(providerKey),
          { response: (body) => refusal('bet_rolled_back', balance, { currency: body.currency }) },
        );
        return { result: answerOf(row) };
      }
      if (round && (round.userId !== userId || round.currency !== account.currency)) {
        return { result: refusal('round_mismatch', balance) };
      }
      if (round?.closedAt) return { result: refusal('round_closed', balance) };
      // No single bet above its currency's bet sum limit.
      const betSumLimit = SUM_LIMITS[account.currency]?.bet_sum_cents;
      if (betSumLimit !== undefined && amount > betSumLimit) {
        return { result: refusal('bet_refused', balance, { reason: 'bet_sum_limit' }) };
      }
      const attempt = {
        userId,
        currency: account.currency,
        amountCents: amount,
        game: request.game,
        roundId: request.round_id,
        providerKey,
        activeLimits: context.limits,
      };
      const verdict = await deps.betGuard(tx, attempt);
      if (!verdict.allowed) return { result: refusal('bet_refused', balance, { reason: verdict.reason }) };
      const check = await deps.walletHooks.checkBet(wallet, attempt);
      if (!check.allowed) return { result: refusal('bet_refused', balance, { reason: check.reason }) };
      if (amount > balance) return { result: refusal('insufficient_funds', balance) };
      const fromReal = Math.min(account.availableToCashoutCents, amount);
      const fromBonus = amount - fromReal;
      const roundWrite: RoundWrite = round
        ? {
            change: {
              providerKey,
              roundId: request.round_id,
              realCents: fromReal,
              bonusCents: fromBonus,
              bets: 1,
            },
          }
        : {
            open: {
              providerKey,
              roundId: request.round_id,
              userId,
              currency: account.currency,
              game: request.game,
              betRealCents: fromReal,
              betBonusCents: fromBonus,
              bets: 1,
              createdAt: now,
            },
          };
      const { row, after, written } = await record(
        tx,
        now,
        account,
        { ...base, realCents: -fromReal, bonusCents: -fromBonus },
        providerSide(providerKey),
        { round: roundWrite, alongside: check.withBet?.({ realCents: fromReal, bonusCents: fromBonus }) },
      );
      wallet.took(after);
      await check.afterBet?.(
        wallet,
        { transactionId: row.id, realCents: fromReal, bonusCents: fromBonus },
        written,
      );
      return { result: answerOf(row) };
    },
  );
}

/** Splits a win between the pockets the way the round's bets were paid (all real while no bonus is staked). */
function splitWin(amount: number, betReal: number, betBonus: number) {
  if (betBonus <= 0) return { real: amount, bonus: 0 };
  const bonus = Number((BigInt(amount) * BigInt(betBonus)) / BigInt(betReal + betBonus));
  return { real: amount - bonus, bonus };
}

/** A win: needs a bet on the round (not rolled back) and an open round; `close_round` closes it. */
export async function providerWin(
  deps: Deps,
  providerKey: string,
  request: WinRequest,
): Promise<WalletAnswer> {
  const amount = request.amount_cents;
  return providerAction(
    deps,
    providerKey,
    { kind: 'win', request, amountCents: amount, closeRound: request.close_round },
    async ({ tx, now, userId, key, account, wallet, context }) => {
      const balance = account.amountCents;
      const { round } = context;
      if (!round || round.bets <= 0) return { result: refusal('bet_not_found', balance) };
      if (round.userId !== userId || round.currency !== account.currency) {
        return { result: refusal('round_mismatch', balance) };
      }
      if (round.closedAt) return { result: refusal('round_closed', balance) };
      const split = splitWin(amount, round.betRealCents, round.betBonusCents);
      const alongside = await deps.walletHooks.withWin?.(wallet, {
        userId,
        currency: account.currency,
        game: request.game,
        providerKey,
        roundId: request.round_id,
        realCents: split.real,
        bonusCents: split.bonus,
        roundBetRealCents: round.betRealCents,
        roundBetBonusCents: round.betBonusCents,
        closes: request.close_round,
      });
      const { row, after, written } = await record(
        tx,
        now,
        account,
        {
          idempotencyKey: key,
          kind: 'win',
          providerKey,
          actionId: request.action_id,
          roundId: request.round_id,
          game: request.game,
          amountCents: amount,
          realCents: split.real,
          bonusCents: split.bonus,
          closeRound: request.close_round,
        },
        providerSide(providerKey),
        {
          round: request.close_round
            ? { change: { providerKey, roundId: request.round_id, closedAt: now } }
            : undefined,
          alongside,
        },
      );
      wallet.took(after);
      await deps.walletHooks.afterWin(
        wallet,
        {
          transactionId: row.id,
          providerKey,
          roundId: request.round_id,
          bonusCents: split.bonus,
          closed: request.close_round,
        },
        written,
      );
      return { result: answerOf(row) };
    },
  );
}

/**
 * A rollback of a bet: returns its money once, to the pockets it came from. Of an unknown bet: a
 * tombstone, answered OK, so the bet moves nothing if it arrives late. Of a win: refused (`not_a_bet`).
 */
export async function providerRollback(
  deps: Deps,
  providerKey: string,
  request: RollbackRequest,
): Promise<WalletAnswer> {
  return providerAction(
    deps,
    providerKey,
    { kind: 'rollback', request, amountCents: 0, betActionId: request.bet_action_id },
    async ({ tx, now, userId, key, account, wallet, context }) => {
      const balance = account.amountCents;
      const base = {
        idempotencyKey: key,
        kind: 'rollback',
        providerKey,
        actionId: request.action_id,
        roundId: request.round_id,
        game: request.game,
        refActionId: request.bet_action_id,
        amountCents: 0,
      };
      const side = providerSide(providerKey);
      const bet = context.byKey(providerKeyOf(providerKey, request.bet_action_id));
      if (!bet) {
        const { row } = await record(tx, now, account, { ...base, status: 'tombstone' }, side);
        return { result: answerOf(row) };
      }
      if (bet.kind !== 'bet') return { result: refusal('not_a_bet', balance) };
      if (bet.userId !== userId || bet.currency !== account.currency) {
        return { result: refusal('action_conflict', balance) };
      }
      if (bet.roundId !== request.round_id) return { result: refusal('round_mismatch', balance) };
      if (bet.status !== 'ok') {
        // Already rolled back, or cancelled by an earlier tombstone: answered OK, nothing moves twice.
        const { row } = await record(tx, now, account, { ...base, status: 'noop' }, side);
        return { result: answerOf(row) };
      }
      if (context.round?.closedAt) return { result: refusal('round_closed', balance) };
      await setTransactionStatus(tx, bet.id, 'rolled_back');
      const { row, after } = await record(
        tx,
        now,
        account,
        { ...base, realCents: -bet.realCents, bonusCents: -bet.bonusCents },
        side,
        {
          round: {
            change: {
              providerKey,
              roundId: request.round_id,
              realCents: bet.realCents,
              bonusCents: bet.bonusCents,
              bets: -1,
            },
          },
        },
      );
      wallet.took(after);
      await deps.walletHooks.afterRollback(wallet, {
        transactionId: bet.id,
        realCents: -bet.realCents,
        bonusCents: -bet.bonusCents,
      });
      return { result: answerOf(row) };
    },
  );
}

/**
 * A movement of the casino's own (not a provider's action), recorded once under its idempotency
 * key: the player's pockets against `systemAccount`, or, with `transfer`, money between two system
 * accounts that leaves the player's balance as it is.
 */
interface OnceMovement {
  userId: number;
  currency: string;
  kind: string;
  /** What the key's repeats must match (with kind, player and currency). */
  amountCents: number;
  idempotencyKey: string;
  memo?: string;
  realCents: number;
  bonusCents: number;
  systemAccount: string;
  transfer?: { from: string; to: string };
  /** Runs in the same transaction once the money moved (not on a repeat), on the locked account. */
  within?: (tx: Db, wallet: WalletTx) => Promise<void>;
}

export interface CreditResult {
  transactionId: string;
  /** The balance right after the movement: on a repeat the first answer's, whatever moved since. */
  balanceCents: number;
  /** True when the key was seen before and nothing moved now. */
  replayed: boolean;
}

/** Writes money between two system accounts only; the player's balance stays as it is. */
async function recordTransfer(
  tx: Db,
  now: Date,
  account: LockedAccount,
  movement: Movement,
  transfer: { from: string; to: string },
): Promise<Recorded> {
  const side = { currency: account.currency, createdAt: now };
  const response = { status: 200, body: { balance_cents: account.amountCents, currency: account.currency } };
  const { id } = await writeMovement(tx, {
    transaction: {
      ...movement,
      userId: account.userId,
      accountId: account.id,
      currency: account.currency,
      response,
      createdAt: now,
    },
    ledger: [
      { ...side, systemAccount: transfer.from, amountCents: -movement.amountCents },
      { ...side, systemAccount: transfer.to, amountCents: movement.amountCents },
    ],
  });
  return { id, response };
}

/**
 * The one path of the casino's own movements (credits and payments): opens the account if
 * missing, locks it, answers a repeat of the key with the first answer (the balance stored with
 * that movement, so a retried request gets exactly what the first one got), refuses a pocket
 * going below zero, and writes the ledger rows with the new balance in one transaction.
 * Throws WalletError: action_conflict, insufficient_funds, player_not_found.
 */
async function moveOnce(deps: Deps, movement: OnceMovement): Promise<CreditResult> {
  const now = deps.now();
  if (!(await userExists(deps.db, movement.userId))) throw new WalletError('player_not_found');
  await ensureAccount(deps.db, movement.userId, movement.currency, now);
  const key = `i:${movement.idempotencyKey}`;
  const outcome = await withLockedAccount<CreditResult | WalletError>(
    deps,
    movement.userId,
    movement.currency,
    (why) => new WalletError(why),
    async (tx, account, wallet) => {
      const existing = await findTransaction(tx, key);
      if (existing) {
        const same =
          existing.kind === movement.kind &&
          existing.userId === movement.userId &&
          existing.currency === account.currency &&
          existing.amountCents === movement.amountCents;
        if (!same) return { result: new WalletError('action_conflict') };
        const balance = existing.response.body.balance_cents;
        return {
          result: {
            transactionId: String(existing.id),
            balanceCents: typeof balance === 'number' ? balance : account.amountCents,
            replayed: true,
          },
        };
      }
      const { realCents: real, bonusCents: bonus } = movement;
      const bonusPocket = account.amountCents - account.availableToCashoutCents;
      if (
        (real !== 0 && account.availableToCashoutCents + real < 0) ||
        (bonus !== 0 && bonusPocket + bonus < 0)
      ) {
        return { result: new WalletError('insufficient_funds') };
      }
      const written: Movement = {
        idempotencyKey: key,
        kind: movement.kind,
        amountCents: movement.amountCents,
        realCents: real,
        bonusCents: bonus,
        memo: movement.memo ?? null,
      };
      const { row, after } = movement.transfer
        ? { row: await recordTransfer(tx, now, account, written, movement.transfer), after: account }
        : await record(tx, now, account, written, movement.systemAccount);
      wallet.took(after);
      await movement.within?.(tx, wallet);
      return { result: { transactionId: String(row.id), balanceCents: after.amountCents, replayed: false } };
    },
  );
  if (outcome instanceof WalletError) throw outcome;
  return outcome;
}

export interface Credit {
  userId: number;
  currency: string;
  /** jackpot_win: > 0; adjustment: non-zero, negative takes real money back (never below zero). */
  amountCents: number;
  kind: 'jackpot_win' | 'adjustment';
  /** Unique per credit: a repeat returns the first result and moves nothing. */
  idempotencyKey: string;
  memo?: string;
  /** Real money (default) or bonus money (the bonus engine, later); cash-out counts only real. */
  pocket?: 'real' | 'bonus';
  /**
   * Runs in the same transaction once the money moved (not on a repeat), on the locked account: the
   * mover's own record of it (a back-office adjustment marked applied). Throwing rolls all back.
   */
  within?: (tx: Db, wallet: WalletTx) => Promise<void>;
}

/**
 * The casino's own payouts and corrections (jackpot wins, operator adjustments, demo money): the
 * same ledger rules, real money unless `pocket` says bonus, against the `jackpot` or `operator` side. Opens the account if missing.
 * Throws WalletError: invalid_amount, action_conflict, insufficient_funds, player_not_found.
 */
export async function creditPlayer(deps: Deps, credit: Credit): Promise<CreditResult> {
  const amount = credit.amountCents;
  const valid =
    Number.isSafeInteger(amount) &&
    Math.abs(amount) <= MAX_AMOUNT_CENTS &&
    (credit.kind === 'jackpot_win' ? amount > 0 : amount !== 0);
  if (!valid) throw new WalletError('invalid_amount');
  const bonus = credit.pocket === 'bonus';
  return moveOnce(deps, {
    userId: credit.userId,
    currency: credit.currency,
    kind: credit.kind,
    amountCents: amount,
    idempotencyKey: credit.idempotencyKey,
    memo: credit.memo,
    realCents: bonus ? 0 : amount,
    bonusCents: bonus ? amount : 0,
    systemAccount: credit.kind === 'jackpot_win' ? 'jackpot' : 'operator',
    within: credit.within,
  });
}

/**
 * The payments module's money movements, each against a system account of its own:
 * - `deposit`: a provider's confirmed deposit (the limits module sums this kind), real money in from `payments`;
 * - `withdrawal_reserve`: real money out into `withdrawal_reserve` (never more than the real pocket);
 * - `withdrawal_release`: a recalled or declined withdrawal's money back from `withdrawal_reserve`;
 * - `withdrawal_payout`: the provider paid out: `withdrawal_reserve` to `payments`, the player's
 *   balance does not move (it left at the reserve).
 */
export interface PaymentMovement {
  userId: number;
  currency: string;
  /** > 0 */
  amountCents: number;
  kind: 'deposit' | 'withdrawal_reserve' | 'withdrawal_release' | 'withdrawal_payout';
  /** Unique per movement (e.g. `payment:12:deposit`): a repeat moves nothing and runs no `within`. */
  idempotencyKey: string;
  memo?: string;
  /** Runs in the same transaction once the money moved (not on a repeat): the payment's own state change. */
  within?: (tx: Db, wallet: WalletTx) => Promise<void>;
}

/** Throws WalletError: invalid_amount, action_conflict, insufficient_funds, player_not_found. */
export async function movePaymentMoney(deps: Deps, movement: PaymentMovement): Promise<CreditResult> {
  const amount = movement.amountCents;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_AMOUNT_CENTS) {
    throw new WalletError('invalid_amount');
  }
  const { kind } = movement;
  const real = kind === 'withdrawal_reserve' ? -amount : kind === 'withdrawal_payout' ? 0 : amount;
  return moveOnce(deps, {
    userId: movement.userId,
    currency: movement.currency,
    kind,
    amountCents: amount,
    idempotencyKey: movement.idempotencyKey,
    memo: movement.memo,
    realCents: real,
    bonusCents: 0,
    systemAccount: kind === 'deposit' ? 'payments' : 'withdrawal_reserve',
    // Between two system accounts only: the player's side moved at the reserve.
    transfer: kind === 'withdrawal_payout' ? { from: 'withdrawal_reserve', to: 'payments' } : undefined,
    within: movement.within,
  });
}

/** Whether another open round of the player's currency holds bonus money (a bonus converts only after it). */
export async function hasOtherOpenBonusRound(
  tx: Db,
  account: { userId: number; currency: string },
  except: { providerKey: string; roundId: string } | null,
): Promise<boolean> {
  return hasOpenBonusRound(tx, account.userId, account.currency, except);
}

export interface NetRealLoss {
  userId: number;
  currency: string;
  lossCents: number;
}

/**
 * Players' net real-money losses per currency over [from, to) (real money staked less real money
 * won back; rolled-back bets cancel out), only those who lost: what a cashback pays a share of.
 */
export async function netRealLosses(db: Db, from: Date, to: Date): Promise<NetRealLoss[]> {
  return sumNetRealLosses(db, from, to);
}
