import { type BonusOfferDefinition, BonusOfferInput } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uniquely } from '../../db/errors.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { issueGift } from './issue.ts';
import {
  findOffer,
  insertOffer,
  listAllOffers,
  type OfferInsert,
  type OfferRow,
  updateOffer,
} from './repository.ts';

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

/** An offer as the operator wrote it, with its id. */
export const presentOperatorOffer = (row: OfferRow) => ({
  id: row.id,
  group_key: row.groupKey,
  trigger: row.trigger,
  code: row.code,
  titles: row.titles,
  reward: row.reward,
  match_percent: row.matchPercent,
  amounts: row.amounts,
  min_deposit: row.minDeposit,
  freespins_game: row.freespinsGame,
  freespins_count: row.freespinsCount,
  freespins_stakes: row.freespinsStakes,
  wager_multiplier: row.wagerMultiplier,
  max_bet: row.maxBet,
  max_win: row.maxWin,
  contributions: row.contributions,
  activation_days: row.activationDays,
  valid_days: row.validDays,
  cashback_period: row.cashbackPeriod,
  cashback_percent: row.cashbackPercent,
  cashback_min_loss: row.cashbackMinLoss,
  group_ids: row.groupIds,
  countries: row.countries,
  licences: row.licences,
  available_from: row.availableFrom?.toISOString() ?? null,
  available_until: row.availableUntil?.toISOString() ?? null,
  max_uses: row.maxUses,
  per_player: row.perPlayer,
  position: row.position,
  active: row.active,
});

/** A group key or code already taken. */
const offerTaken = () =>
  new FieldErrors({ group_key: ['bonuses.offer_taken'], code: ['bonuses.offer_taken'] });

const IssueBody = z.strictObject({
  user_id: z.number().int().positive(),
  offer_id: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
  /** The bonus money; default: the offer's amount in that currency. */
  amount_cents: z.number().int().positive().max(1_000_000_000_000).optional(),
  /** Unique per gift: a retry with the same key gives nothing more. */
  idempotency_key: z.string().min(1).max(100),
});

/**
 * The operator's bonus offers:
 * list, create, change, and give one to a player by hand.
 */
export async function operatorBonusRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/operator/bonus_offers',
    { ...operatorRoute(app, 'promotions.read'), schema: { tags, summary: 'Every bonus offer' } },
    async () => (await listAllOffers(deps.db)).map(presentOperatorOffer),
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
      schema: { tags, summary: 'Give a player a gift from an offer', body: IssueBody },
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
}
