import {
  AvailableBonuses,
  AvailableOffer,
  BonusSettingsBody,
  CancelInfo,
  CashbackTerms,
  CouponAnswer,
  CouponBody,
  FreeSpinIssue,
  Gift,
  OfferLocaleQuery,
  PromoCodeAnswer,
  PromoCodeBody,
  SetBonusCodeBody,
} from '@orbit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../http/context.ts';
import { requireUser, signedIn } from '../../http/guards.ts';
import { authRateLimit } from '../../http/rate-limit.ts';
import { promotionsHiddenForRequest } from '../affiliates/http.ts';
import { presentPlayer } from '../player/presenter.ts';
import { updateBonusSettings } from '../player/service.ts';
import { audienceOf, bonusesAvailable } from './audience.ts';
import { listCashbackTerms } from './cashback.ts';
import { redeemCoupon, redeemPromoCode, setDepositBonusCode } from './codes.ts';
import { declineOfferFor, listDepositOffers, listRegistrationOffers } from './offers.ts';
import { operatorBonusRoutes } from './operator-routes.ts';
import { activate, cancel, cancelInfo, listBonuses, listFreeSpins } from './service.ts';

const tags = ['bonuses'];

const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const OfferParams = z.object({ id: z.string().max(20) });

/** Code attempts one address may make a minute: guessing codes is not a way in. */
const CODE_ATTEMPTS_PER_MINUTE = 20;

/**
 * The player's gifts (bonuses and free spins), the offers they may take, codes and coupons, and
 * their bonus settings. Every change runs on the player's locked wallet account.
 */
export async function bonusRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  const licenceOf = (request: FastifyRequest) => contextOf(request).site.license;

  app.get(
    '/api/player/bonuses',
    {
      preValidation: signedIn,
      schema: { tags, summary: "The player's bonuses", response: { 200: z.array(Gift) } },
    },
    async (request) => listBonuses(deps, requireUser(request)),
  );
  app.post(
    '/api/player/bonuses/:id/activation',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'Activate a bonus', params: IdParams, response: { 200: Gift } },
    },
    async (request) => (await activate(deps, requireUser(request), request.params.id, 'bonus')) as Gift,
  );
  app.delete(
    '/api/player/bonuses/:id',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'Cancel a bonus', params: IdParams, response: { 200: Gift } },
    },
    async (request) => (await cancel(deps, requireUser(request), request.params.id, 'bonus')) as Gift,
  );
  app.get(
    '/api/player/bonuses/:id/cancel_info',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'What cancelling a bonus forfeits',
        params: IdParams,
        response: { 200: CancelInfo },
      },
    },
    async (request) => cancelInfo(deps, requireUser(request), request.params.id),
  );

  app.get(
    '/api/player/freespins',
    {
      preValidation: signedIn,
      schema: { tags, summary: "The player's free spins", response: { 200: z.array(FreeSpinIssue) } },
    },
    async (request) => listFreeSpins(deps, requireUser(request)),
  );
  app.post(
    '/api/player/freespins/:id/activation',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'Activate free spins', params: IdParams, response: { 200: FreeSpinIssue } },
    },
    async (request) =>
      (await activate(deps, requireUser(request), request.params.id, 'freespins')) as FreeSpinIssue,
  );
  app.delete(
    '/api/player/freespins/:id',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'Cancel free spins', params: IdParams, response: { 200: FreeSpinIssue } },
    },
    async (request) =>
      (await cancel(deps, requireUser(request), request.params.id, 'freespins')) as FreeSpinIssue,
  );

  app.get(
    '/api/bonuses/deposit',
    {
      schema: {
        tags,
        summary: 'Deposit offers the player may take (none for a tag in `excluded-promo-stags`)',
        response: { 200: z.array(AvailableOffer) },
      },
    },
    async (request) =>
      request.user && !(await promotionsHiddenForRequest(request))
        ? listDepositOffers(deps, request.user, licenceOf(request))
        : [],
  );
  app.get(
    '/api/bonuses/registration',
    {
      schema: {
        tags,
        summary: 'Registration offers (titles in `locale`; none for a tag in `excluded-promo-stags`)',
        querystring: OfferLocaleQuery,
        response: { 200: z.array(AvailableOffer) },
      },
    },
    async (request) => {
      if (await promotionsHiddenForRequest(request)) return [];
      const context = contextOf(request);
      const locale = request.query.locale ?? request.user?.language ?? 'en';
      return listRegistrationOffers(deps, context.country, context.site.license, locale);
    },
  );
  app.get(
    '/api/bonuses/cashback',
    {
      schema: {
        tags,
        summary: "Cashback offers' terms (public)",
        querystring: OfferLocaleQuery,
        response: { 200: z.array(CashbackTerms) },
      },
    },
    async (request) => {
      const context = contextOf(request);
      return listCashbackTerms(deps, {
        user: request.user,
        country: context.country,
        licence: context.site.license,
        locale: request.query.locale ?? request.user?.language ?? 'en',
      });
    },
  );
  for (const trigger of ['deposit', 'registration'] as const) {
    app.delete(
      `/api/bonuses/${trigger}/:id`,
      {
        preValidation: signedIn,
        schema: { tags, summary: `Turn a ${trigger} offer down`, params: OfferParams },
      },
      async (request, reply) => {
        await declineOfferFor(deps, requireUser(request), request.params.id, trigger);
        return reply.status(204).send();
      },
    );
  }
  app.get(
    '/api/bonuses/available_bonuses',
    { schema: { tags, summary: 'Whether the player may get bonuses', response: { 200: AvailableBonuses } } },
    async (request) => ({
      available_bonuses: request.user
        ? bonusesAvailable(await audienceOf(deps, request.user, licenceOf(request)))
        : true,
    }),
  );

  app.post(
    '/api/v2/bonuses/promo-code',
    {
      preValidation: signedIn,
      config: authRateLimit(app, CODE_ATTEMPTS_PER_MINUTE),
      schema: {
        tags,
        summary: 'Redeem a promo code',
        body: PromoCodeBody,
        response: { 200: PromoCodeAnswer },
      },
    },
    async (request) => redeemPromoCode(deps, requireUser(request), licenceOf(request), request.body.code),
  );
  app.post(
    '/api/bonuses/coupon',
    {
      preValidation: signedIn,
      config: authRateLimit(app, CODE_ATTEMPTS_PER_MINUTE),
      schema: { tags, summary: 'Redeem a coupon', body: CouponBody, response: { 200: CouponAnswer } },
    },
    async (request) => redeemCoupon(deps, requireUser(request), licenceOf(request), request.body.coupon_code),
  );
  app.patch(
    '/api/player/set_bonus_code',
    {
      preValidation: signedIn,
      config: authRateLimit(app, CODE_ATTEMPTS_PER_MINUTE),
      schema: { tags, summary: 'Keep a deposit bonus code for the cashbox', body: SetBonusCodeBody },
    },
    async (request) => {
      const user = await setDepositBonusCode(
        deps,
        requireUser(request),
        licenceOf(request),
        request.body.deposit_bonus_code,
      );
      return presentPlayer(deps.db, user);
    },
  );
  app.delete(
    '/api/player/clear_bonus_code',
    { preValidation: signedIn, schema: { tags, summary: 'Forget the deposit bonus code' } },
    async (request) =>
      presentPlayer(
        deps.db,
        await updateBonusSettings(deps.db, requireUser(request).id, { depositBonusCode: null }),
      ),
  );
  app.patch(
    '/api/player/update_bonus_settings',
    { preValidation: signedIn, schema: { tags, summary: 'Take bonuses or not', body: BonusSettingsBody } },
    async (request) =>
      presentPlayer(
        deps.db,
        await updateBonusSettings(deps.db, requireUser(request).id, {
          canIssueBonuses: request.body.can_issue,
        }),
      ),
  );

  // A sportsbook's bonuses: Orbit runs no sportsbook, so the list the clients ask for is empty.
  app.get(
    '/api/v2/bonuses',
    {
      schema: {
        tags,
        summary: "The sportsbook's bonuses (none: Orbit runs no sportsbook)",
        response: { 200: z.array(z.never()) },
      },
    },
    async () => [],
  );

  await app.register(operatorBonusRoutes);
}
