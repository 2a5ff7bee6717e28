import type { Account, CompatAccount, Player, PlayerStatus, Subscriptions } from '@orbit/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import { type listAccounts, listGroupIds, listStatusesByIds } from './repository.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * The player's statuses: each group `{id: number, name}` (names from the statuses table, the
 * id itself for groups the table does not know), then the loyalty level `{id: 'level_N', name}`.
 */
export async function playerStatuses(db: Db, user: UserRow): Promise<PlayerStatus[]> {
  const groupIds = await listGroupIds(db, user.id);
  const known = await listStatusesByIds(db, [...groupIds.map(String), user.levelId]);
  const names = new Map(known.map((s) => [s.id, s.name]));
  return [
    ...groupIds.map((id) => ({ id, name: names.get(String(id)) ?? String(id) })),
    { id: user.levelId, name: names.get(user.levelId) ?? user.levelId },
  ];
}

/** Registration steps the player still owes; the client shows the terms popup for `terms_acceptance`. */
export const authFieldsMissed = (user: UserRow): string[] =>
  user.termsAcceptedAt ? [] : ['terms_acceptance'];

/** The wire shape of a player, with statuses and auth_fields_missed. */
export async function presentPlayer(db: Db, user: UserRow): Promise<Player> {
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
    state: user.state,
    mobile_phone: user.mobilePhone,
    personal_id_number: user.personalIdNumber,
    receive_promos: user.receivePromos,
    receive_sms_promos: user.receiveSmsPromos,
    receive_promos_via_phone_calls: user.receivePromosViaPhoneCalls,
    agreed_to_partner_promotions: user.agreedToPartnerPromotions,
    currency: user.currency,
    language: user.language,
    statuses: await playerStatuses(db, user),
    auth_fields_missed: authFieldsMissed(user),
    confirmed_at: iso(user.confirmedAt),
    created_at: user.createdAt.toISOString(),
    current_sign_in_at: iso(user.currentSignInAt),
    deposit_bonus_code: user.depositBonusCode,
    can_issue_bonuses: user.canIssueBonuses,
    verified: user.verified,
    sumsub_verified: null,
    // Set by an operator's request, cleared by the answers (verification module).
    sow_questionnaire_expires_at: iso(user.sowQuestionnaireExpiresAt),
    two_factor_enabled: user.twoFactorEnabled,
    autoregistered: user.autoregistered,
    autologin_link: null,
    license_name: user.licenseName,
    profession: null,
  };
}

type AccountRow = Awaited<ReturnType<typeof listAccounts>>[number];

export function presentAccount(row: AccountRow, activeCurrency: string): Account {
  return {
    currency: row.currency,
    amount_cents: row.amountCents,
    available_to_cashout_cents: row.availableToCashoutCents,
    // No locked funds until the wallet issue brings bets in flight.
    available_to_bet_with_locked_cent: row.amountCents,
    hidden_at: null,
    deposit_available: row.currencyEnabled === true,
    selected_lottery_id: null,
    active: row.currency === activeCurrency,
  };
}

/** `compatibility=true` item; `wager_status` is `none` while no bonus is being wagered. */
export const presentCompatAccount = (row: AccountRow): CompatAccount => ({
  currency: row.currency,
  amount_cents: row.amountCents,
  available_to_cashout_cents: row.availableToCashoutCents,
  wager_status: 'none',
});

export const presentSubscriptions = (user: UserRow): Subscriptions => ({
  receive_promos: user.receivePromos,
  receive_sms_promos: user.receiveSmsPromos,
  receive_promos_via_phone_calls: user.receivePromosViaPhoneCalls,
  agreed_to_partner_promotions: user.agreedToPartnerPromotions,
});
