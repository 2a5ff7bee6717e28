import { OperatorPageQuery, type OperatorTournament, TournamentInput } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uniquely } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { findOfferReward } from '../bonuses/service.ts';
import {
  findTournament,
  insertTournament,
  listPrizes,
  listTournamentsPage,
  replacePrizes,
  type TournamentInsert,
  type TournamentRow,
  updateTournament,
} from './repository.ts';
import { forgetTournaments } from './unfinished.ts';

const tags = ['operator'];
const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The reward an offer must give for a prize of each kind. */
const REWARD_OF = { bonus: ['bonus'], freespins: ['freespins'] } as const;

/** Checks what the schema cannot: the period, places once each, each prize's offer. */
async function checked(
  deps: Deps,
  input: TournamentInput,
  before?: TournamentRow,
): Promise<TournamentInsert> {
  const errors: Record<string, string[]> = {};
  const startAt = new Date(input.start_at);
  const endAt = new Date(input.end_at);
  if (endAt <= startAt) errors.end_at = ['tournaments.end_before_start'];
  const places = input.prizes.map((p) => p.award_place);
  if (new Set(places).size !== places.length) errors.prizes = ['tournaments.place_repeated'];
  for (const [i, prize] of input.prizes.entries()) {
    if (prize.kind === 'money') {
      if (prize.amount_cents <= 0) errors[`prizes.${i}.amount_cents`] = ['validation.required'];
      continue;
    }
    const reward = prize.offer_id ? await findOfferReward(deps.db, prize.offer_id) : undefined;
    if (!reward || !(REWARD_OF[prize.kind] as readonly string[]).includes(reward))
      errors[`prizes.${i}.offer_id`] = ['tournaments.offer_mismatch'];
    if (prize.kind === 'bonus' && prize.amount_cents <= 0)
      errors[`prizes.${i}.amount_cents`] = ['validation.required'];
  }
  // Scores already counted follow the strategy and currency they were counted under.
  if (before && deps.now() >= before.startAt) {
    if (input.strategy !== before.strategy) errors.strategy = ['tournaments.started'];
    if (input.currency !== before.currency) errors.currency = ['tournaments.started'];
  }
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  return {
    slug: input.slug,
    frontendIdentifier: input.frontend_identifier,
    titles: input.titles,
    descriptions: input.descriptions,
    strategy: input.strategy,
    currency: input.currency,
    startAt,
    endAt,
    groupIds: input.group_ids,
    games: input.games,
    producers: input.producers,
    minBetCents: input.min_bet_cents,
    confirmationRequired: input.confirmation_required,
  };
}

const prizeRows = (tournamentId: number, input: TournamentInput) =>
  input.prizes.map((p) => ({
    tournamentId,
    awardPlace: p.award_place,
    kind: p.kind,
    amountCents: p.kind === 'freespins' ? 0 : p.amount_cents,
    offerId: p.kind === 'money' ? null : p.offer_id,
    wagerMultiplier: p.wager_multiplier,
    freespinsCount: p.kind === 'freespins' ? p.freespins_count : 0,
  }));

const slugTaken = () => new FieldErrors({ slug: ['tournaments.slug_taken'] });

/** A tournament as the operator wrote it (the input's shape), with its id, end and prizes. */
const presentTournament = (
  row: TournamentRow,
  prizes: Awaited<ReturnType<typeof listPrizes>>,
): OperatorTournament => ({
  id: row.id,
  slug: row.slug,
  frontend_identifier: row.frontendIdentifier,
  titles: row.titles,
  descriptions: row.descriptions,
  strategy: row.strategy as OperatorTournament['strategy'],
  currency: row.currency,
  start_at: row.startAt.toISOString(),
  end_at: row.endAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  group_ids: row.groupIds,
  games: row.games,
  producers: row.producers,
  min_bet_cents: row.minBetCents,
  confirmation_required: row.confirmationRequired,
  prizes: prizes
    .filter((p) => p.tournamentId === row.id)
    .map((p) => ({
      award_place: p.awardPlace,
      kind: p.kind as OperatorTournament['prizes'][number]['kind'],
      amount_cents: p.amountCents,
      offer_id: p.offerId,
      wager_multiplier: p.wagerMultiplier,
      freespins_count: p.freespinsCount,
    })),
});

async function withPrizes(deps: Deps, row: TournamentRow) {
  return presentTournament(row, await listPrizes(deps.db, [row.id]));
}

/** The operator's tournaments: list, create, edit (not once ended; prizes replaced whole). */
export async function operatorTournamentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/operator/tournaments',
    {
      ...operatorRoute(app, 'promotions.read'),
      schema: {
        tags,
        summary: 'The tournaments, the latest start first, a page at a time',
        querystring: OperatorPageQuery,
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { rows, total } = await listTournamentsPage(deps.db, page, per_page);
      const prizes = await listPrizes(
        deps.db,
        rows.map((row) => row.id),
      );
      return {
        tournaments: rows.map((row) => presentTournament(row, prizes)),
        page,
        per_page,
        total_count: total,
      };
    },
  );

  app.post(
    '/api/operator/tournaments',
    {
      ...operatorRoute(app, 'promotions.write'),
      schema: { tags, summary: 'Create a tournament with its prizes', body: TournamentInput },
    },
    async (request, reply) => {
      const values = await checked(deps, request.body);
      const row = await uniquely(slugTaken, () =>
        deps.db.transaction(async (tx) => {
          const created = await insertTournament(tx, values);
          await replacePrizes(tx, created.id, prizeRows(created.id, request.body));
          return created;
        }),
      );
      forgetTournaments(deps.db);
      reply.code(201);
      return withPrizes(deps, row);
    },
  );

  app.put(
    '/api/operator/tournaments/:id',
    {
      ...operatorRoute(app, 'promotions.write'),
      schema: {
        tags,
        summary: 'Edit a tournament (not once ended)',
        params: IdParams,
        body: TournamentInput,
      },
    },
    async (request) => {
      const before = await findTournament(deps.db, request.params.id);
      if (!before) throw new HttpError(404, 'tournament_not_found');
      request.auditBefore = await withPrizes(deps, before);
      if (before.finishedAt || deps.now() >= before.endAt)
        throw new FieldErrors({ base: ['tournaments.ended'] });
      const values = await checked(deps, request.body, before);
      const row = await uniquely(slugTaken, () =>
        deps.db.transaction(async (tx) => {
          const updated = await updateTournament(tx, before.id, values);
          await replacePrizes(tx, before.id, prizeRows(before.id, request.body));
          return updated!;
        }),
      );
      forgetTournaments(deps.db);
      return withPrizes(deps, row);
    },
  );
}
