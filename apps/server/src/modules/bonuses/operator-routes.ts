import { Readable } from 'node:stream';
import {
  BonusCodesBody,
  BonusCodesQuery,
  type BonusOfferDefinition,
  BonusOfferInput,
  GiftIssueBody,
  OperatorOffersQuery,
  PromotionConfigName,
} from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uniquely } from '../../db/errors.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { storedFrontendConfig } from '../config/service.ts';
import { cashbackOverview } from './cashback-overview.ts';
import { checkCodeOffer, codeBatchesOf, codesCsv, codesPage, generateCodes } from './code-batches.ts';
import { issueGift } from './issue.ts';
import { presentOperatorOffer } from './presenter.ts';
import { findOffer, insertOffer, listOffersPage, type OfferInsert, updateOffer } from './repository.ts';

const tags = ['operator'];
const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const toRow = (offer: BonusOfferDefinition): OfferInsert => ({
  groupKey: offer.group_key,
  trigger: offer.trigger,
  code: offer.code,
  titles: offer.titles,
  reward: offer.reward,
  matchPercent: offer.match_percent,
  amounts: offer.amounts,
  minDeposit: offer.min_deposit,
  freespinsGame: offer.freespins_game,
  freespinsCount: offer.freespins_count,
  freespinsStakes: offer.freespins_stakes,
  wagerMultiplier: offer.wager_multiplier,
  maxBet: offer.max_bet,
  maxWin: offer.max_win,
  contributions: offer.contributions,
  activationDays: offer.activation_days,
  validDays: offer.valid_days,
  cashbackPeriod: offer.cashback_period,
  cashbackPercent: offer.cashback_percent,
  cashbackMinLoss: offer.cashback_min_loss,
  groupIds: offer.group_ids,
  countries: offer.countries,
  licences: offer.licences,
  availableFrom: offer.available_from ? new Date(offer.available_from) : null,
  availableUntil: offer.available_until ? new Date(offer.available_until) : null,
  maxUses: offer.max_uses,
  perPlayer: offer.per_player,
  position: offer.position,
  active: offer.active,
});

/** A group key or code already taken. */
const offerTaken = () =>
  new FieldErrors({ group_key: ['bonuses.offer_taken'], code: ['bonuses.offer_taken'] });

/**
 * The operator's bonus offers: list, create, change, give one to a player by hand; the single-use
 * codes of a coupon or promo offer (generate, list, export); the cashback job's runs.
 */
export async function operatorBonusRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/operator/bonus_offers',
    {
      ...operatorRoute(app, 'promotions.read'),
      schema: { tags, summary: 'The bonus offers, a page at a time', querystring: OperatorOffersQuery },
    },
    async (request) => {
      const { page, per_page, trigger, q, sort } = request.query;
      const { rows, total } = await listOffersPage(deps.db, { trigger, q }, page, per_page, sort);
      return { offers: rows.map(presentOperatorOffer), page, per_page, total_count: total };
    },
  );
  app.get(
    '/api/operator/bonus_offers/:id',
    {
      ...operatorRoute(app, 'promotions.read'),
      schema: { tags, summary: 'One bonus offer', params: IdParams },
    },
    async (request) => {
      const offer = await findOffer(deps.db, request.params.id);
      if (!offer) throw new HttpError(404, 'not_found');
      return presentOperatorOffer(offer);
    },
  );
  app.post(
    '/api/operator/bonus_offers',
    {
      ...operatorRoute(app, 'promotions.write'),
      schema: { tags, summary: 'Create a bonus offer', body: BonusOfferInput },
    },
    async (request, reply) => {
      const row = await uniquely(offerTaken, () =>
        insertOffer(deps.db, { ...toRow(request.body), createdAt: deps.now() }),
      );
      return reply.status(201).send(presentOperatorOffer(row));
    },
  );
  app.put(
    '/api/operator/bonus_offers/:id',
    {
      ...operatorRoute(app, 'promotions.write'),
      schema: { tags, summary: 'Replace a bonus offer', params: IdParams, body: BonusOfferInput },
    },
    async (request) => {
      const before = await findOffer(deps.db, request.params.id);
      if (!before) throw new HttpError(404, 'not_found');
      request.auditBefore = presentOperatorOffer(before);
      const row = await uniquely(offerTaken, () =>
        updateOffer(deps.db, request.params.id, { ...toRow(request.body), updatedAt: deps.now() }),
      );
      if (!row) throw new HttpError(404, 'not_found');
      return presentOperatorOffer(row);
    },
  );
  app.post(
    '/api/operator/bonuses',
    {
      ...operatorRoute(app, 'promotions.write'),
      schema: { tags, summary: 'Give a player a gift from an offer', body: GiftIssueBody },
    },
    async (request, reply) => {
      const body = request.body;
      const offer = await findOffer(deps.db, body.offer_id);
      if (!offer) throw new FieldErrors({ offer_id: ['validation.invalid_value'] });
      const amount = body.amount_cents ?? offer.amounts[body.currency];
      if (offer.reward !== 'freespins' && amount === undefined) {
        throw new FieldErrors({ amount_cents: ['validation.required'] });
      }
      const outcome = await issueGift(deps, {
        userId: body.user_id,
        currency: body.currency,
        offer,
        sourceKey: `manual:${body.idempotency_key}`,
        amountCents: amount ?? 0,
        activate: false,
        countUses: false,
      }).catch((error: unknown) => {
        if (error instanceof Error && /player_not_found|wrong_currency/.test(error.message)) {
          throw new FieldErrors({ user_id: ['validation.invalid_value'] });
        }
        throw error;
      });
      if ('refused' in outcome) throw new FieldErrors({ offer_id: [`bonuses.${outcome.refused}`] });
      return reply.status(outcome.fresh ? 201 : 200).send({ id: outcome.gift.id, stage: outcome.gift.stage });
    },
  );
  app.post(
    '/api/operator/bonus_offers/:id/codes',
    {
      ...operatorRoute(app, 'promotions.write'),
      schema: {
        tags,
        summary: `Generate up to 10,000 single-use codes for a coupon or promo offer`,
        params: IdParams,
        body: BonusCodesBody,
      },
    },
    async (request, reply) => {
      const { batch, fresh } = await generateCodes(deps, request.params.id, request.body);
      return reply.status(fresh ? 201 : 200).send(batch);
    },
  );
  app.get(
    '/api/operator/bonus_offers/:id/code_batches',
    {
      ...operatorRoute(app, 'promotions.read'),
      schema: { tags, summary: "The offer's batches of generated codes, newest first", params: IdParams },
    },
    async (request) => codeBatchesOf(deps, request.params.id),
  );
  app.get(
    '/api/operator/bonus_offers/:id/codes',
    {
      ...operatorRoute(app, 'promotions.read'),
      schema: {
        tags,
        summary: "The offer's generated codes, a page at a time",
        params: IdParams,
        querystring: BonusCodesQuery,
      },
    },
    async (request) => {
      const { page, per_page, batch_id, status, sort } = request.query;
      return codesPage(deps, { offerId: request.params.id, batchId: batch_id, status }, page, per_page, sort);
    },
  );
  app.get(
    '/api/operator/bonus_offers/:id/codes.csv',
    {
      ...operatorRoute(app, 'promotions.read', { auditReads: true }),
      schema: {
        tags,
        summary: "The offer's generated codes as CSV (the same filters)",
        params: IdParams,
        querystring: BonusCodesQuery,
      },
    },
    async (request, reply) => {
      const { batch_id, status } = request.query;
      await checkCodeOffer(deps, request.params.id);
      const name = `orbit-codes-${request.params.id}${batch_id ? `-${batch_id}` : ''}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Readable.from(codesCsv(deps, { offerId: request.params.id, batchId: batch_id, status })));
    },
  );

  app.get(
    '/api/operator/cashback',
    {
      ...operatorRoute(app, 'promotions.read'),
      schema: { tags, summary: "The cashback job's last pass and what each cashback offer paid per period" },
    },
    async () => cashbackOverview(deps),
  );
  // The stored value of a promotion config (banners with their translations, which the public
  // read leaves out), for the screens that edit it through PUT /api/operator/config/{name}.
  app.get(
    '/api/operator/promotions/config/:name',
    {
      ...operatorRoute(app, 'promotions.read'),
      schema: {
        tags,
        summary: 'A promotion config as stored (null when unset)',
        params: z.object({ name: PromotionConfigName }),
      },
    },
    async (request) => ({
      name: request.params.name,
      value: await storedFrontendConfig(deps, request.params.name),
    }),
  );
}
