import { randomBytes } from 'node:crypto';
import type { LotteryInput } from '@orbit/contract';
import { hashServerSeed } from '@orbit/games';
import { eq } from 'drizzle-orm';
import { uniquely } from '../../db/errors.ts';
import { currencies } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { findOfferReward } from '../bonuses/service.ts';
import { playersByIds } from '../player/service.ts';
import {
  countTickets,
  findLottery,
  insertLottery,
  type LotteryInsert,
  type LotteryRow,
  listLotteriesPage,
  listPrizes,
  listWinners,
  type PrizeInsert,
  updateLottery,
} from './repository.ts';
import { grantTicketsWithin, publishLotteryStatus } from './tickets.ts';

/** The reward an offer must give for a prize of each kind. */
const REWARD_OF = { bonus: ['bonus'], freespins: ['freespins'] } as const;

const isCurrency = async (deps: Deps, code: string) => {
  const [row] = await deps.db
    .select({ enabled: currencies.enabled })
    .from(currencies)
    .where(eq(currencies.code, code));
  return row?.enabled === true;
};

/**
 * What the schema cannot check: the period, the currencies, places 1 … n once each (the draw
 * draws places in order), each prize's offer.
 */
async function checked(deps: Deps, input: LotteryInput) {
  const errors: Record<string, string[]> = {};
  const startAt = new Date(input.start_at);
  const endAt = new Date(input.end_at);
  if (endAt <= startAt) errors.end_at = ['validation.invalid_value'];
  // The list and the page show a title: at least one locale's.
  if (Object.keys(input.titles).length === 0) errors.titles = ['validation.required'];
  if (!(await isCurrency(deps, input.currency))) errors.currency = ['validation.currency_unavailable'];
  for (const code of Object.keys(input.deposit_scale_rules)) {
    if (!(await isCurrency(deps, code))) errors.deposit_scale_rules = ['validation.currency_unavailable'];
  }
  const places = input.prizes.map((p) => p.award_place).sort((a, b) => a - b);
  if (new Set(places).size !== places.length) errors.prizes = ['validation.duplicate'];
  else if (places.some((place, i) => place !== i + 1)) errors.prizes = ['validation.invalid_value'];
  for (const [i, prize] of input.prizes.entries()) {
    if (prize.kind === 'money') {
      if (prize.amount_cents <= 0) errors[`prizes.${i}.amount_cents`] = ['validation.required'];
      continue;
    }
    if (prize.offer_id === null) {
      errors[`prizes.${i}.offer_id`] = ['validation.required'];
      continue;
    }
    const reward = await findOfferReward(deps.db, prize.offer_id);
    if (!reward || !(REWARD_OF[prize.kind] as readonly string[]).includes(reward))
      errors[`prizes.${i}.offer_id`] = ['validation.invalid_value'];
    if (prize.kind === 'bonus' && prize.amount_cents <= 0)
      errors[`prizes.${i}.amount_cents`] = ['validation.required'];
    if (prize.kind === 'freespins' && prize.freespins_count <= 0)
      errors[`prizes.${i}.freespins_count`] = ['validation.required'];
  }
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  const row = {
    slug: input.slug,
    frontendIdentifier: input.frontend_identifier,
    titles: input.titles,
    descriptions: input.descriptions,
    currency: input.currency,
    startAt,
    endAt,
    groupIds: input.group_ids,
    depositScaleRules: input.deposit_scale_rules,
    compPointsTicketPrice: input.comp_points_ticket_price,
    maxTicketsPerPlayer: input.max_tickets_per_player,
  };
  const prizes: PrizeInsert[] = input.prizes.map((p) => ({
    awardPlace: p.award_place,
    kind: p.kind,
    amountCents: p.kind === 'freespins' ? 0 : p.amount_cents,
    offerId: p.kind === 'money' ? null : p.offer_id,
    wagerMultiplier: p.wager_multiplier,
    freespinsCount: p.kind === 'freespins' ? p.freespins_count : 0,
  }));
  return { row, prizes };
}

const slugTaken = () => new FieldErrors({ slug: ['validation.duplicate'] });

/** The operator's view: every field, the seed only once drawn, the winners and whether paid. */
async function operatorViews(deps: Deps, rows: LotteryRow[]) {
  const ids = rows.map((row) => row.id);
  const [prizes, winners, counts] = await Promise.all([
    listPrizes(deps.db, ids),
    listWinners(deps.db, ids),
    countTickets(deps.db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    frontend_identifier: row.frontendIdentifier,
    titles: row.titles,
    descriptions: row.descriptions,
    currency: row.currency,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    group_ids: row.groupIds,
    deposit_scale_rules: row.depositScaleRules,
    comp_points_ticket_price: row.compPointsTicketPrice,
    max_tickets_per_player: row.maxTicketsPerPlayer,
    prizes: prizes
      .filter((p) => p.lotteryId === row.id)
      .map((p) => ({
        award_place: p.awardPlace,
        kind: p.kind,
        amount_cents: p.amountCents,
        offer_id: p.offerId,
        wager_multiplier: p.wagerMultiplier,
        freespins_count: p.freespinsCount,
      })),
    server_seed_hash: row.serverSeedHash,
    server_seed: row.drawnAt ? row.serverSeed : null,
    tickets_hash: row.ticketsHash,
    drawn_at: row.drawnAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    tickets_count: counts.get(row.id) ?? 0,
    winners: winners
      .filter((w) => w.lotteryId === row.id)
      .map((w) => ({
        award_place: w.awardPlace,
        ticket: w.ticketNumber,
        user_id: w.userId,
        paid_at: w.paidAt?.toISOString() ?? null,
      })),
  }));
}

export type OperatorLottery = Awaited<ReturnType<typeof operatorViews>>[number];

/** One page of the lotteries, newest first, as the operator sees them. */
export async function operatorLotteries(deps: Deps, page: number, perPage: number) {
  const { rows, total } = await listLotteriesPage(deps.db, page, perPage);
  return { lotteries: await operatorViews(deps, rows), page, per_page: perPage, total_count: total };
}

/** One lottery as the operator sees it (the audit log's record before a change); undefined when none. */
export async function operatorLottery(deps: Deps, id: number): Promise<OperatorLottery | undefined> {
  const row = await findLottery(deps.db, id);
  return row ? (await operatorViews(deps, [row]))[0] : undefined;
}

/** A new lottery: its server seed made now (32 crypto-random bytes), only its hash ever shown before the draw. */
export async function createLottery(deps: Deps, input: LotteryInput): Promise<OperatorLottery> {
  const { row, prizes } = await checked(deps, input);
  const serverSeed = randomBytes(32).toString('hex');
  const values: LotteryInsert = {
    ...row,
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    createdAt: deps.now(),
  };
  const created = await uniquely(slugTaken, () => insertLottery(deps.db, values, prizes));
  const [view] = await operatorViews(deps, [created]);
  return view!;
}

/** Changes a lottery (the whole of it, its prizes replaced): not once drawn. */
export async function changeLottery(deps: Deps, id: number, input: LotteryInput): Promise<OperatorLottery> {
  if (!(await findLottery(deps.db, id))) throw new HttpError(404, 'not_found', 'No such lottery');
  const { row, prizes } = await checked(deps, input);
  const updated = await uniquely(slugTaken, () => updateLottery(deps.db, id, row, prizes));
  if (updated === undefined) throw new HttpError(404, 'not_found', 'No such lottery');
  if (updated === 'drawn') throw new HttpError(409, 'lottery_drawn', 'A drawn lottery can no longer change');
  const [view] = await operatorViews(deps, [updated]);
  return view!;
}

export interface OperatorGrant {
  lottery_id: number;
  user_id: number;
  key: string;
  count: number;
  tickets: string[];
  created: boolean;
}

/** `POST /api/operator/lotteries/{id}/tickets`: tickets for a player, once per key. */
export async function operatorGrant(
  deps: Deps,
  lotteryId: number,
  input: { user_id: number; count: number; key: string },
): Promise<OperatorGrant> {
  if (!(await findLottery(deps.db, lotteryId))) throw new HttpError(404, 'not_found', 'No such lottery');
  const [user] = await playersByIds(deps, [input.user_id]);
  if (!user) throw new FieldErrors({ user_id: ['validation.invalid_value'] });
  const outcome = await deps.db.transaction((tx) =>
    grantTicketsWithin(tx, deps.now(), {
      lotteryId,
      userId: user.id,
      count: input.count,
      source: 'operator',
      sourceKey: `operator:${input.key}`,
      overCap: 'refuse',
    }),
  );
  if ('refused' in outcome) {
    if (outcome.refused === 'unknown') throw new HttpError(404, 'not_found', 'No such lottery');
    if (outcome.refused === 'closed')
      throw new HttpError(409, 'sales_closed', 'This lottery gives no tickets now');
    throw new FieldErrors({ count: ['validation.max_value'] });
  }
  const { granted, numbers, created } = outcome;
  if (created) publishLotteryStatus(deps, granted.userId, lotteryId);
  return {
    lottery_id: lotteryId,
    user_id: granted.userId,
    key: input.key,
    count: granted.count,
    tickets: numbers.map(String),
    created,
  };
}
