import {
  ALREADY_SUBSCRIBED,
  CHANNEL,
  type GuestPlayer,
  PatchPlayerBody,
  type PlayerSettings,
  type Subscriptions,
  type UpdateSubscriptionsBody,
} from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { SOCKET_PATH } from '../../realtime/server.ts';
import { SOCKET_TOKEN_TTL_MS, signSocketToken } from '../../realtime/socket-token.ts';
import { statusOfGroups } from '../loyalty/vip-ladder.ts';
import { validatePlayerFields } from '../player-fields/service.ts';
import { currencyByCode, defaultCurrencyForCountry } from '../sites/service.ts';
import { openWalletAccount } from '../wallet/accounts.ts';
import { PLAYER_FIELD_COLUMNS } from './columns.ts';
import { presentSubscriptions } from './presenter.ts';
import {
  addGroups,
  clearBonusCode,
  findLanguage,
  listAccounts,
  listGroupIds,
  listGroupMemberIds,
  listStatusesByIds,
  listUsersByIds,
  removeGroups,
  type UserPatch,
  updateUser,
} from './repository.ts';

type EditableFields = PatchPlayerBody['player'];
type EditableField = keyof EditableFields;

/** Wire field → users column, for every field `PATCH /api/player` may change (the body schema's fields). */
const COLUMNS = Object.fromEntries(
  Object.keys(PatchPlayerBody.shape.player.shape).map((field) => [
    field,
    PLAYER_FIELD_COLUMNS[field as EditableField],
  ]),
) as { [F in EditableField]: (typeof PLAYER_FIELD_COLUMNS)[F] };

/** A guest's `GET /api/player`: where they are and the currency they would start with. */
export async function guestPlayer(deps: Deps, country: string): Promise<GuestPlayer> {
  return { country, currency: await defaultCurrencyForCountry(deps.db, country) };
}

const trimmed = (value: string | boolean | null | undefined) =>
  typeof value === 'string' ? value.trim() || null : value;

/**
 * `PATCH /api/player`: changes the fields of one player_fields context. Only the context's
 * fields are accepted, each passes its rule, once-set fields stay as they are, and a gate
 * context (deposit, cashout, a provider's) must leave every field it lists filled in.
 */
export async function updatePlayerFields(
  deps: Deps,
  user: UserRow,
  body: PatchPlayerBody,
  visitorCountry: string,
): Promise<UserRow> {
  if (body.context === 'registration') throw new FieldErrors({ context: ['validation.invalid_value'] });
  const input: Record<string, unknown> = {};
  const existing: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS) as [
    EditableField,
    (typeof COLUMNS)[EditableField],
  ][]) {
    existing[field] = user[column];
    if (body.player[field] !== undefined) input[field] = trimmed(body.player[field]);
  }
  if (typeof input.country === 'string') input.country = input.country.toUpperCase();
  const errors = await validatePlayerFields(deps, body.context, input, {
    country: user.country ?? visitorCountry,
    existing,
    onlyContextFields: true,
  });
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);

  const patch: Record<string, unknown> = { updatedAt: deps.now() };
  for (const [field, value] of Object.entries(input)) patch[COLUMNS[field as EditableField]] = value;
  return updateUser(deps.db, user.id, patch as UserPatch);
}

/**
 * Adds and removes the player's groups in one transaction; once it has committed, the player's
 * pages hear what changed (`groups_updates`, with the VIP status the groups now make). Answers the
 * groups now.
 */
async function applyGroups(deps: Deps, userId: number, add: number[], remove: number[]) {
  const { before, after } = await deps.db.transaction(async (tx) => {
    const before = await listGroupIds(tx, userId);
    await addGroups(tx, userId, add, deps.now());
    await removeGroups(
      tx,
      userId,
      remove.filter((id) => !add.includes(id)),
    );
    return { before, after: await listGroupIds(tx, userId) };
  });
  const added = after.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.includes(id));
  if (added.length > 0 || removed.length > 0) {
    deps.realtime.publishToPlayer(userId, CHANNEL.groups_updates, {
      groups: after,
      added,
      removed,
      vip_status: statusOfGroups(after),
    });
  }
  return after;
}

/** `POST /api/player/groups`: only groups the statuses table marks writable can be joined or left. */
export async function changeGroups(deps: Deps, user: UserRow, add: number[], remove: number[]) {
  const ids = [...new Set([...add, ...remove])];
  const writable = new Set(
    (await listStatusesByIds(deps.db, ids.map(String)))
      .filter((s) => !s.status && s.writable)
      .map((s) => Number(s.id)),
  );
  const refused = ids.filter((id) => !writable.has(id));
  if (refused.length > 0) throw new FieldErrors({ groups: ['validation.group_not_writable'] });
  await applyGroups(deps, user.id, add, remove);
}

/**
 * `POST /api/operator/players/{id}/groups`: the operator puts a player in or out of any group (not
 * a level: levels follow the points); answers the player's groups now.
 */
export async function operatorChangeGroups(deps: Deps, userId: number, add: number[], remove: number[]) {
  const [user] = await playersByIds(deps, [userId]);
  if (!user) throw new HttpError(404, 'player_not_found');
  const ids = [...new Set([...add, ...remove])];
  const groups = new Set(
    (await listStatusesByIds(deps.db, ids.map(String))).filter((s) => !s.status).map((s) => Number(s.id)),
  );
  if (ids.some((id) => !groups.has(id))) throw new FieldErrors({ groups: ['validation.invalid_value'] });
  return { groups: await applyGroups(deps, userId, add, remove) };
}

/** `POST /api/player/accounts`: opens (or re-selects) the account of an enabled currency. */
export async function selectAccount(deps: Deps, user: UserRow, code: string) {
  const currency = await currencyByCode(deps.db, code.trim().toUpperCase());
  if (!currency?.enabled) throw new FieldErrors({ currency: ['validation.currency_unavailable'] });
  const at = deps.now();
  // The account (if missing) and the switch to it, together.
  await deps.db.transaction(async (tx) => {
    await openWalletAccount(tx, user.id, currency.code, at);
    await updateUser(tx, user.id, { currency: currency.code, updatedAt: at });
  });
  const rows = await listAccounts(deps.db, user.id);
  return rows.find((row) => row.currency === currency.code)!;
}

/**
 * `PUT /api/subscriptions`: sets the given flags. Subscribing again to promo e-mail that is
 * already on is refused, so the client can show the spec's "already subscribed" toast.
 */
export async function updateSubscriptions(
  deps: Deps,
  user: UserRow,
  body: UpdateSubscriptionsBody,
): Promise<Subscriptions> {
  if (body.receive_promos === true && user.receivePromos) {
    throw new FieldErrors({ receive_promos: [ALREADY_SUBSCRIBED] });
  }
  const updated = await updateUser(deps.db, user.id, {
    receivePromos: body.receive_promos,
    receiveSmsPromos: body.receive_sms_promos,
    receivePromosViaPhoneCalls: body.receive_promos_via_phone_calls,
    agreedToPartnerPromotions: body.agreed_to_partner_promotions,
    updatedAt: deps.now(),
  });
  return presentSubscriptions(updated);
}

export async function updateLocale(deps: Deps, user: UserRow, locale: string) {
  await updateUser(deps.db, user.id, { language: locale, updatedAt: deps.now() });
}

/**
 * Realtime and captcha settings. The socket user is the player id (empty for guests). The
 * socket takes the session cookie; `token` (signed, bound to this player and session, valid
 * SOCKET_TOKEN_TTL_MS from `timestamp`, in seconds) serves clients whose cookie does not reach it.
 */
export async function playerSettings(
  deps: Deps,
  user: UserRow | null,
  session: { id: number } | null,
): Promise<PlayerSettings> {
  const issuedAt = deps.now().getTime();
  const token =
    user && session
      ? await signSocketToken(deps.db, {
          userId: user.id,
          sessionId: session.id,
          expiresAt: issuedAt + SOCKET_TOKEN_TTL_MS,
        })
      : '';
  return {
    cent: {
      url: SOCKET_PATH,
      user: user ? String(user.id) : '',
      token,
      timestamp: token ? Math.floor(issuedAt / 1000) : 0,
      authEndpoint: '',
    },
    recaptcha: '',
    recaptcha_version: 0,
    captcha: deps.config.captchaEnabled ? { type: 'altcha', challengeurl: '/api/captcha/challenge' } : null,
  };
}

/** Deposit, cash-out and bet totals: zero per account currency until the wallet and payments exist. */
/** The players of these ids (those that exist), for jobs that act for many players at once. */
export async function playersByIds(deps: Pick<Deps, 'db'>, ids: number[]): Promise<UserRow[]> {
  return listUsersByIds(deps.db, ids);
}

/** The player's group ids, ascending. */
export async function playerGroupIds(deps: Pick<Deps, 'db'>, userId: number): Promise<number[]> {
  return listGroupIds(deps.db, userId);
}

/** The ids of a group's players, ascending (a message to the group). */
export async function playerIdsInGroup(deps: Pick<Deps, 'db'>, groupId: number): Promise<number[]> {
  return listGroupMemberIds(deps.db, groupId);
}

/** The player's accounts (currency, balances, whether the currency is enabled), in display order. */
export async function playerAccounts(deps: Pick<Deps, 'db'>, userId: number) {
  return listAccounts(deps.db, userId);
}

/** Puts the player in these groups (already in one: nothing); `tx` lets a caller's transaction include it. */
export async function addPlayerGroups(tx: Db, userId: number, groupIds: number[], at: Date) {
  await addGroups(tx, userId, groupIds, at);
}

/** Takes the player out of these groups (not in one: nothing); `tx` lets a caller's transaction include it. */
export async function removePlayerGroups(tx: Db, userId: number, groupIds: number[]) {
  await removeGroups(tx, userId, groupIds);
}

/** Forgets the player's deposit bonus code if it is still `code` (spent by a deposit). */
export async function clearDepositBonusCode(db: Db, userId: number, code: string) {
  await clearBonusCode(db, userId, code);
}

/** The player's bonus settings: the deposit bonus code they entered, and whether they take bonuses at all. */
export async function updateBonusSettings(
  db: Db,
  userId: number,
  settings: { depositBonusCode?: string | null; canIssueBonuses?: boolean },
) {
  return updateUser(db, userId, settings);
}

/** The player's language: the titles and texts of what is sent to them. */
export const playerLanguage = (deps: Pick<Deps, 'db'>, userId: number) => findLanguage(deps.db, userId);
