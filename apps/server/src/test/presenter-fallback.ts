import type { Player } from '@orbit/contract';
import type { Db } from '../db/client.ts';
import type { UserRow } from '../modules/sessions/repository.ts';

type PresenterModule = { presentPlayer: (db: Db, user: UserRow) => Promise<Player> };

/**
 * TEMPORARY: while modules/player/presenter.ts is still a stub, auth tests present players
 * with this minimal shape (they assert only id and email). Uses the real presenter as soon as it works.
 */
export function withPresenterFallback(real: PresenterModule): PresenterModule {
  return {
    ...real,
    async presentPlayer(db, user) {
      try {
        return await real.presentPlayer(db, user);
      } catch (error) {
        if (!String(error).includes('implemented by the player module')) throw error;
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
          statuses: [],
          auth_fields_missed: user.termsAcceptedAt ? [] : ['terms_acceptance'],
          confirmed_at: user.confirmedAt?.toISOString() ?? null,
          created_at: user.createdAt.toISOString(),
          current_sign_in_at: user.currentSignInAt?.toISOString() ?? null,
          deposit_bonus_code: user.depositBonusCode,
          can_issue_bonuses: user.canIssueBonuses,
          verified: user.verified,
          sumsub_verified: null,
          sow_questionnaire_expires_at: null,
          two_factor_enabled: user.twoFactorEnabled,
          autoregistered: user.autoregistered,
          autologin_link: null,
          license_name: user.licenseName,
          profession: null,
        };
      }
    },
  };
}
