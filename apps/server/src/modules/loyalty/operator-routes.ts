import { CompShopCardInput as CardInput, CompEarnRatesInput, type CompShopCardInput } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { uniquely } from '../../db/errors.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { findOfferReward } from '../bonuses/service.ts';
import { adjustCompPoints } from './adjustments.ts';
import {
  type CardRow,
  type EarnRateRow,
  insertCard,
  listAllCards,
  listEarnRates,
  replaceEarnRates,
  updateCard,
} from './repository.ts';

const tags = ['operator'];
const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const AdjustmentBody = z.strictObject({
  user_id: z.number().int().positive().max(2_147_483_647),
  chargeable_points: z.number().int().min(-1_000_000_000).max(1_000_000_000),
  persistent_points: z.number().int().min(0).max(1_000_000_000).default(0),
  reason: z.string().trim().min(1, 'validation.required').max(500, 'validation.too_long'),
  /** Unique per adjustment: a retry with the same key changes nothing more. */
  idempotency_key: z.string().min(1).max(100),
});

const presentRate = (rate: EarnRateRow) => ({
  game_family: rate.gameFamily,
  currency: rate.currency,
  stake_cents: rate.stakeCents,
  chargeable_points: rate.chargeablePoints,
  persistent_points: rate.persistentPoints,
});

const presentCard = (card: CardRow) => ({
  id: card.id,
  kind: card.kind,
  group_key: card.groupKey,
  titles: card.titles,
  points: card.points,
  amounts: card.amounts,
  offer_id: card.offerId,
  lootbox_group_key: card.lootboxGroupKey,
  lottery_ids: card.lotteryIds,
  badge: card.badge,
  special: card.special,
  group_ids: card.groupIds,
  position: card.position,
  active: card.active,
});

/** What each kind of card needs: money and free spins an offer of their reward, a lootbox its key. */
async function cardRow(db: Db, card: CompShopCardInput) {
  const errors: Record<string, string[]> = {};
  if (card.kind === 'money' || card.kind === 'freespins') {
    const reward = card.offer_id ? await findOfferReward(db, card.offer_id) : undefined;
    const fits = card.kind === 'money' ? reward === 'bonus' || reward === 'real' : reward === 'freespins';
    if (!fits) errors.offer_id = ['comp_points.offer_mismatch'];
  }
  if (card.kind === 'money' && Object.keys(card.amounts).length === 0)
    errors.amounts = ['validation.required'];
  if (card.kind === 'lootboxes' && !card.lootbox_group_key)
    errors.lootbox_group_key = ['validation.required'];
  if (card.kind === 'lotteries' && card.lottery_ids.length === 0)
    errors.lottery_ids = ['validation.required'];
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return {
    kind: card.kind,
    groupKey: card.group_key,
    titles: card.titles,
    points: card.points,
    amounts: card.amounts,
    offerId: card.offer_id,
    lootboxGroupKey: card.lootbox_group_key,
    lotteryIds: card.lottery_ids,
    badge: card.badge,
    special: card.special,
    groupIds: card.group_ids,
    position: card.position,
    active: card.active,
  };
}

/** A card's group key already taken. */
const cardTaken = () => new FieldErrors({ group_key: ['comp_points.taken'] });

/** The operator's comp-point earn rates, adjustments and comp-shop cards. */
export async function operatorLoyaltyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/operator/comp_point_rates',
    { ...operatorRoute(app, 'promotions.read'), schema: { tags, summary: 'Comp-point earn rates' } },
    async () => (await listEarnRates(deps.db)).map(presentRate),
  );
  app.put(
    '/api/operator/comp_point_rates',
    {
      ...operatorRoute(app, 'promotions.write'),
      schema: { tags, summary: 'Replace every comp-point earn rate', body: CompEarnRatesInput },
    },
    async (request) => {
      request.auditBefore = (await listEarnRates(deps.db)).map(presentRate);
      const rows = request.body.map((rate) => ({
        gameFamily: rate.game_family,
        currency: rate.currency,
        stakeCents: rate.stake_cents,
        chargeablePoints: rate.chargeable_points,
        persistentPoints: rate.persistent_points,
      }));
      const seen = new Set(rows.map((row) => `${row.gameFamily}:${row.currency}`));
      if (seen.size !== rows.length) throw new FieldErrors({ rates: ['comp_points.rate_repeated'] });
      return (await replaceEarnRates(deps.db, rows)).map(presentRate);
    },
  );

  app.post(
    '/api/operator/comp_points',
    {
      ...operatorRoute(app, 'promotions.write'),
      schema: { tags, summary: "Add or take a player's comp points", body: AdjustmentBody },
    },
    async (request) =>
      adjustCompPoints(deps, {
        userId: request.body.user_id,
        chargeablePoints: request.body.chargeable_points,
        persistentPoints: request.body.persistent_points,
        reason: request.body.reason,
        idempotencyKey: request.body.idempotency_key,
      }),
  );

  app.get(
    '/api/operator/comp_shop_cards',
    { ...operatorRoute(app, 'promotions.read'), schema: { tags, summary: 'Every comp-shop card' } },
    async () => (await listAllCards(deps.db)).map(presentCard),
  );
  app.post(
    '/api/operator/comp_shop_cards',
    {
      ...operatorRoute(app, 'promotions.write'),
      schema: { tags, summary: 'Create a comp-shop card', body: CardInput },
    },
    async (request, reply) => {
      const row = await cardRow(deps.db, request.body);
      const card = await uniquely(cardTaken, () => insertCard(deps.db, row));
      return reply.status(201).send(presentCard(card));
    },
  );
  app.put(
    '/api/operator/comp_shop_cards/:id',
    {
      ...operatorRoute(app, 'promotions.write'),
      schema: { tags, summary: 'Change a comp-shop card', params: IdParams, body: CardInput },
    },
    async (request) => {
      const before = (await listAllCards(deps.db)).find((card) => card.id === request.params.id);
      if (!before) throw new HttpError(404, 'not_found');
      request.auditBefore = presentCard(before);
      const row = await cardRow(deps.db, request.body);
      const card = await uniquely(cardTaken, () => updateCard(deps.db, request.params.id, row));
      if (!card) throw new HttpError(404, 'not_found');
      return presentCard(card);
    },
  );
}
