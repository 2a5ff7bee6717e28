import {
  type Adjustment,
  type AdjustmentBody,
  type AdjustmentsPage,
  type AdjustmentsQuery,
  type BalanceHistoryPage,
  type BalanceHistoryQuery,
  type HouseRoundProof,
  type PaymentsPage,
  PLAYER_PAGE_NOTES,
  type PlayerGiftsPage,
  type PlayerListQuery,
  type PlayerNote,
  type PlayerNotesPage,
  type PlayerOverview,
  type PlayerProfile,
  type PlayerRoundsPage,
  type PlayerSearchPage,
  type PlayerSearchQuery,
} from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { playerGiftsPage } from '../bonuses/player-gifts.ts';
import { gameHistoryPage, roundProof } from '../house/history.ts';
import { statusesInfo } from '../info/service.ts';
import { listLimits } from '../limits/limit-list.ts';
import { statusOfGroups } from '../loyalty/vip-ladder.ts';
import { paymentsPage } from '../payments/payment-history.ts';
import { playerAccounts, playerGroupIds, playersByIds } from '../player/service.ts';
import { balanceHistory } from '../player/statement.ts';
import { endAllSessionsOfPlayer, liveSessionsOfPlayer } from '../sessions/service.ts';
import { currencyByCode } from '../sites/service.ts';
import { creditPlayer, WalletError } from '../wallet/service.ts';
import {
  type AdjustmentRow,
  adjustmentsPage,
  clearBlocked,
  decidePending,
  findAdjustment,
  findAdjustmentByKey,
  findOperatorNames,
  insertAdjustment,
  insertNote,
  type NoteRow,
  notesPage,
  type OperatorName,
  searchPlayers,
  setBlocked,
  setTransaction,
} from './repository.ts';

/** The signed-in operator acting (an operator route's `request.operator`). */
export interface Actor {
  id: number;
  email: string;
  name: string;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const pageOf = (query: { page: number; per_page: number }) => ({
  limit: query.per_page,
  offset: (query.page - 1) * query.per_page,
});
const paginationOf = (query: { page: number; per_page: number }, total: number) => ({
  page: query.page,
  per_page: query.per_page,
  total_count: total,
});
const refOf = (names: Map<number, OperatorName>, id: number | null) =>
  id === null ? null : (names.get(id) ?? null);

/** The player of an operator route's `:id`; 404 when there is none. */
export async function playerOr404(deps: Deps, id: number): Promise<UserRow> {
  const [user] = await playersByIds(deps, [id]);
  if (!user) throw new HttpError(404, 'player_not_found', 'No such player');
  return user;
}

/** `GET /api/operator/players`: one page of the players matching `q`, newest first. */
export async function searchPlayersPage(deps: Deps, query: PlayerSearchQuery): Promise<PlayerSearchPage> {
  const { rows, total } = await searchPlayers(deps.db, query.q, pageOf(query), query.sort);
  return {
    data: rows.map((row) => ({
      id: row.id,
      email: row.email,
      nickname: row.nickname,
      first_name: row.firstName,
      last_name: row.lastName,
      mobile_phone: row.mobilePhone,
      country: row.country,
      currency: row.currency,
      created_at: row.createdAt.toISOString(),
      blocked: row.blockedAt !== null,
    })),
    pagination: paginationOf(query, total),
  };
}

/** The player's profile as the back office shows it: who, since when, confirmed, verified, blocked, groups. */
export async function playerProfile(deps: Deps, user: UserRow): Promise<PlayerProfile> {
  const [groupIds, statuses, blockers] = await Promise.all([
    playerGroupIds(deps, user.id),
    statusesInfo(deps),
    findOperatorNames(deps.db, user.blockedBy === null ? [] : [user.blockedBy]),
  ]);
  const names = new Map(statuses.map((status) => [status.id, status.name]));
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    first_name: user.firstName,
    last_name: user.lastName,
    gender: user.gender,
    date_of_birth: user.dateOfBirth,
    country: user.country,
    city: user.city,
    address: user.address,
    postal_code: user.postalCode,
    mobile_phone: user.mobilePhone,
    currency: user.currency,
    language: user.language,
    license: user.licenseName,
    created_at: user.createdAt.toISOString(),
    confirmed_at: iso(user.confirmedAt),
    verified: user.verified,
    two_factor_enabled: user.twoFactorEnabled,
    last_sign_in_at: iso(user.currentSignInAt ?? user.lastSignInAt),
    locked_until: user.lockedUntil && user.lockedUntil > deps.now() ? user.lockedUntil.toISOString() : null,
    blocked: user.blockedAt
      ? {
          at: user.blockedAt.toISOString(),
          reason: user.blockedReason ?? '',
          by: refOf(blockers, user.blockedBy),
        }
      : null,
    groups: groupIds.map((id) => ({ id, name: names.get(String(id)) ?? String(id) })),
    level: { id: user.levelId, name: names.get(user.levelId) ?? user.levelId },
    vip_status: statusOfGroups(groupIds),
  };
}

function presentNote(row: NoteRow, names: Map<number, OperatorName>): PlayerNote {
  return {
    id: row.id,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    operator: refOf(names, row.operatorId),
  };
}

async function presentNotes(deps: Deps, rows: NoteRow[]) {
  const names = await findOperatorNames(
    deps.db,
    rows.flatMap((row) => (row.operatorId === null ? [] : [row.operatorId])),
  );
  return rows.map((row) => presentNote(row, names));
}

/**
 * `GET /api/operator/players/{id}`: profile, balances, limits and exclusions (the player's own
 * list; nothing here changes them), live sessions and the newest notes.
 */
export async function playerOverview(deps: Deps, id: number): Promise<PlayerOverview> {
  const user = await playerOr404(deps, id);
  const [player, accounts, limits, sessions, notes] = await Promise.all([
    playerProfile(deps, user),
    playerAccounts(deps, user.id),
    listLimits(deps, deps.db, user.id),
    liveSessionsOfPlayer(deps, user.id),
    notesPage(deps.db, user.id, { limit: PLAYER_PAGE_NOTES, offset: 0 }),
  ]);
  return {
    player,
    balances: accounts.map((account) => ({
      currency: account.currency,
      real_cents: account.availableToCashoutCents,
      bonus_cents: account.amountCents - account.availableToCashoutCents,
      total_cents: account.amountCents,
      active: account.currency === user.currency,
    })),
    limits,
    sessions: sessions.map((session) => ({
      id: session.id,
      ip: session.ip,
      country: session.country,
      user_agent: session.userAgent,
      created_at: session.createdAt.toISOString(),
      last_seen_at: session.lastSeenAt.toISOString(),
    })),
    notes: await presentNotes(deps, notes.rows),
    notes_total: notes.total,
  };
}

/** `GET …/{id}/ledger`: the player's balance history, exactly as the player's own page builds it. */
export async function playerLedger(
  deps: Deps,
  id: number,
  query: BalanceHistoryQuery,
): Promise<BalanceHistoryPage> {
  return balanceHistory(deps, await playerOr404(deps, id), query);
}

/** `GET …/{id}/rounds`: the player's real rounds (their games history), paged. */
export async function playerRounds(
  deps: Deps,
  id: number,
  query: PlayerListQuery,
): Promise<PlayerRoundsPage> {
  const user = await playerOr404(deps, id);
  const { rows, total } = await gameHistoryPage(deps.db, user.id, pageOf(query));
  return { data: rows, pagination: paginationOf(query, total) };
}

/** `GET …/{id}/rounds/{round}`: one round with its proof, for the verifier. */
export async function playerRoundProof(deps: Deps, id: number, roundId: number): Promise<HouseRoundProof> {
  const user = await playerOr404(deps, id);
  return roundProof(deps.db, user.id, roundId, deps.now());
}

/** The payment history's pages hold at most this many (its own bound). */
const PAYMENTS_MAX_PAGE = 100;

/** `GET …/{id}/payments`: the player's payment history, as their own page builds it. */
export async function playerPayments(deps: Deps, id: number, query: PlayerListQuery): Promise<PaymentsPage> {
  const user = await playerOr404(deps, id);
  return paymentsPage(deps, user, {
    page: query.page,
    page_size: Math.min(query.per_page, PAYMENTS_MAX_PAGE),
  });
}

/** `GET …/{id}/bonuses`: every gift of the player, bonuses and free spins, paged. */
export async function playerBonuses(
  deps: Deps,
  id: number,
  query: PlayerListQuery,
): Promise<PlayerGiftsPage> {
  const user = await playerOr404(deps, id);
  const { rows, total } = await playerGiftsPage(deps.db, user.id, pageOf(query));
  return { data: rows, pagination: paginationOf(query, total) };
}

/** `GET …/{id}/notes`: the notes on a player, newest first. */
export async function playerNotes(deps: Deps, id: number, query: PlayerListQuery): Promise<PlayerNotesPage> {
  const user = await playerOr404(deps, id);
  const { rows, total } = await notesPage(deps.db, user.id, pageOf(query));
  return { data: await presentNotes(deps, rows), pagination: paginationOf(query, total) };
}

/** `POST …/{id}/notes`: a note by the signed-in operator. */
export async function addNote(deps: Deps, operator: Actor, id: number, text: string): Promise<PlayerNote> {
  const user = await playerOr404(deps, id);
  const row = await insertNote(deps.db, {
    userId: user.id,
    operatorId: operator.id,
    text,
    createdAt: deps.now(),
  });
  // Only the name and address of the author: the signed-in operator's row holds their secrets too.
  const author = { id: operator.id, email: operator.email, name: operator.name };
  return presentNote(row, new Map([[operator.id, author]]));
}

/**
 * `POST …/{id}/block`: the player can no longer sign in and every session of theirs ends now
 * (their open pages are signed out). 409 when they are blocked already (the first reason stands).
 */
export async function blockPlayer(deps: Deps, operator: Actor, id: number, reason: string) {
  const user = await playerOr404(deps, id);
  const changed = await setBlocked(deps.db, user.id, { at: deps.now(), reason, by: operator.id });
  if (!changed) throw new HttpError(409, 'already_blocked', 'The player is blocked already');
  const ended = await endAllSessionsOfPlayer(deps, user.id);
  return { player: await playerProfile(deps, await playerOr404(deps, id)), sessions_ended: ended };
}

/** `POST …/{id}/unblock`: the player may sign in again. 409 when they are not blocked. */
export async function unblockPlayer(deps: Deps, id: number) {
  const user = await playerOr404(deps, id);
  const changed = await clearBlocked(deps.db, user.id, deps.now());
  if (!changed) throw new HttpError(409, 'not_blocked', 'The player is not blocked');
  return { player: await playerProfile(deps, await playerOr404(deps, id)) };
}

// ------------------------------------------------------------------------------------ adjustments

async function presentAdjustments(
  deps: Deps,
  rows: Array<{ adjustment: AdjustmentRow; email: string }>,
): Promise<Adjustment[]> {
  const names = await findOperatorNames(
    deps.db,
    rows.flatMap(({ adjustment: a }) =>
      a.decidedBy === null ? [a.requestedBy] : [a.requestedBy, a.decidedBy],
    ),
  );
  const threshold = deps.config.adjustmentFourEyesCents;
  return rows.map(({ adjustment: a, email }) => ({
    id: a.id,
    player: { id: a.userId, email },
    currency: a.currency,
    amount_cents: a.amountCents,
    reason: a.reason,
    state: a.state as Adjustment['state'],
    needs_approval: Math.abs(a.amountCents) > threshold,
    requested_by: refOf(names, a.requestedBy),
    requested_at: a.requestedAt.toISOString(),
    decided_by: refOf(names, a.decidedBy),
    decided_at: iso(a.decidedAt),
    decision_reason: a.decisionReason,
    transaction_id: a.transactionId === null ? null : String(a.transactionId),
  }));
}

export async function presentAdjustment(deps: Deps, row: AdjustmentRow): Promise<Adjustment> {
  const user = await playerOr404(deps, row.userId);
  const [one] = await presentAdjustments(deps, [{ adjustment: row, email: user.email }]);
  return one!;
}

export async function adjustmentOr404(deps: Deps, id: number): Promise<AdjustmentRow> {
  const row = await findAdjustment(deps.db, id);
  if (!row) throw new HttpError(404, 'adjustment_not_found', 'No such adjustment');
  return row;
}

const decidedAlready = () => new HttpError(409, 'adjustment_decided', 'The adjustment was decided already');
const notEnoughMoney = () => new FieldErrors({ amount_cents: ['validation.not_enough_money'] });

/** Thrown inside the wallet's transaction when the adjustment is no longer pending: nothing moves. */
class NoLongerPending extends Error {}

/**
 * Moves the adjustment's money through the wallet (key `adjustment:<id>`, its reason as the memo the
 * player's balance history shows) and marks it applied in the same transaction, only while it is
 * still pending: of any number of approvals at once, one moves the money, the others get 409.
 */
async function applyAdjustment(deps: Deps, row: AdjustmentRow, decidedBy: number): Promise<AdjustmentRow> {
  let applied: AdjustmentRow | undefined;
  try {
    const result = await creditPlayer(deps, {
      userId: row.userId,
      currency: row.currency,
      amountCents: row.amountCents,
      kind: 'adjustment',
      idempotencyKey: `adjustment:${row.id}`,
      memo: row.reason,
      within: async (tx) => {
        applied = await decidePending(tx, row.id, { state: 'applied', decidedBy, at: deps.now() });
        if (!applied) throw new NoLongerPending();
      },
    });
    if (result.replayed || !applied) throw decidedAlready();
    return (await setTransaction(deps.db, row.id, Number(result.transactionId))) ?? applied;
  } catch (error) {
    if (error instanceof NoLongerPending) throw decidedAlready();
    if (error instanceof WalletError && error.code === 'insufficient_funds') throw notEnoughMoney();
    throw error;
  }
}

const sameRequest = (row: AdjustmentRow, userId: number, body: AdjustmentBody) =>
  row.userId === userId &&
  row.currency === body.currency &&
  row.amountCents === body.amount_cents &&
  row.reason === body.reason;

/**
 * `POST …/{id}/adjustments`: up to the four-eyes amount the money moves at once; above it the
 * adjustment waits for another operator. A retry with the same key answers the first adjustment
 * (`fresh: false`) and moves nothing more; the same key for another request is refused.
 */
export async function requestAdjustment(
  deps: Deps,
  operator: Actor,
  id: number,
  body: AdjustmentBody,
): Promise<{ adjustment: Adjustment; fresh: boolean }> {
  const user = await playerOr404(deps, id);
  if (!(await currencyByCode(deps.db, body.currency))) {
    throw new FieldErrors({ currency: ['validation.currency_unavailable'] });
  }
  const needsApproval = Math.abs(body.amount_cents) > deps.config.adjustmentFourEyesCents;
  const inserted = await insertAdjustment(deps.db, {
    userId: user.id,
    currency: body.currency,
    amountCents: body.amount_cents,
    reason: body.reason,
    state: 'pending',
    requestedBy: operator.id,
    idempotencyKey: body.idempotency_key,
    requestedAt: deps.now(),
  });
  let row = inserted ?? (await findAdjustmentByKey(deps.db, operator.id, body.idempotency_key));
  if (!row) throw new Error('adjustment neither inserted nor found');
  if (!inserted && !sameRequest(row, user.id, body)) {
    throw new FieldErrors({ idempotency_key: ['players.errors.key_reused'] });
  }
  if (row.state === 'refused') throw notEnoughMoney();
  if (row.state === 'pending' && !needsApproval) {
    try {
      row = await applyAdjustment(deps, row, operator.id);
    } catch (error) {
      if (error instanceof FieldErrors) {
        // The wallet refused it (a debit above the balance): it stays refused, retries included.
        await decidePending(deps.db, row.id, {
          state: 'refused',
          decidedBy: null,
          at: deps.now(),
          reason: 'insufficient_funds',
        });
        throw error;
      }
      // A retry racing its first request: the first one applied it.
      if (!(error instanceof HttpError && error.code === 'adjustment_decided')) throw error;
      row = await adjustmentOr404(deps, row.id);
    }
  }
  return { adjustment: await presentAdjustment(deps, row), fresh: inserted !== undefined };
}

/** `POST /api/operator/adjustments/{id}/approve`: another operator than the requester applies it. */
export async function approveAdjustment(deps: Deps, operator: Actor, id: number): Promise<Adjustment> {
  const row = await adjustmentOr404(deps, id);
  if (row.requestedBy === operator.id) {
    throw new HttpError(403, 'own_adjustment', 'Another operator approves your adjustment');
  }
  if (row.state !== 'pending') throw decidedAlready();
  return presentAdjustment(deps, await applyAdjustment(deps, row, operator.id));
}

/** `POST /api/operator/adjustments/{id}/reject`: a pending adjustment is dropped, with the reason. */
export async function rejectAdjustment(
  deps: Deps,
  operator: Actor,
  id: number,
  reason: string,
): Promise<Adjustment> {
  await adjustmentOr404(deps, id);
  const row = await decidePending(deps.db, id, {
    state: 'rejected',
    decidedBy: operator.id,
    at: deps.now(),
    reason,
  });
  if (!row) throw decidedAlready();
  return presentAdjustment(deps, row);
}

/** `GET /api/operator/adjustments`: newest first, by state and player. */
export async function adjustmentsList(deps: Deps, query: AdjustmentsQuery): Promise<AdjustmentsPage> {
  const { rows, total } = await adjustmentsPage(
    deps.db,
    { state: query.state, userId: query.player_id },
    pageOf(query),
  );
  return {
    data: await presentAdjustments(deps, rows),
    pagination: paginationOf(query, total),
    four_eyes_cents: deps.config.adjustmentFourEyesCents,
  };
}
