import type { Lottery, LotteryPrize, LotteryStatus, PrizeKind } from '@orbit/contract';
import { titleIn } from '../bonuses/presenter.ts';
import { publicName } from '../house/public-name.ts';
import { decimal } from '../tournaments/presenter.ts';
import type { LotteryRow, PrizeRow, WinnerRow } from './repository.ts';

export type NamedWinner = WinnerRow & { nickname: string | null; email: string };

/** Everything one lottery's answer is made of. */
export interface LotteryView {
  row: LotteryRow;
  prizes: PrizeRow[];
  winners: NamedWinner[];
  ticketsCount: number;
  /** The viewer's own ticket numbers (none for a guest). */
  own: number[];
  subunits: number;
}

/** Sells tickets now: within its window and not drawn. */
export const isSelling = (row: LotteryRow, now: Date) =>
  row.startAt <= now && now < row.endAt && row.drawnAt === null;

/** A lottery for everyone (no groups) or for players in one of its groups; guests see only the former. */
export const inAudience = (row: LotteryRow, groups: readonly number[]) =>
  row.groupIds.length === 0 || row.groupIds.some((id) => groups.includes(id));

export const prizeAward = (prize: PrizeRow) => (prize.kind === 'freespins' ? 0 : prize.amountCents);

export function presentPrize(
  prize: PrizeRow,
  winner: NamedWinner | undefined,
  subunits: number,
): LotteryPrize {
  const award = prizeAward(prize);
  return {
    id: prize.lotteryId * 10_000 + prize.awardPlace,
    award_place: prize.awardPlace,
    kind: prize.kind as PrizeKind,
    stuff: prize.kind,
    nickname: winner ? publicName(winner) : null,
    wager_multiplier: prize.wagerMultiplier,
    money_budget_percent: 0,
    money_award: decimal(award, subunits),
    money_award_cents: award,
    chargeable_comp_points_percent: 0,
    persistent_comp_points_percent: 0,
    chargeable_comp_points: 0,
    persistent_comp_points: 0,
    freespins_count: prize.freespinsCount,
    ticket: winner ? String(winner.ticketNumber) : null,
  };
}

export function presentLottery(view: LotteryView, locale: string, now: Date): Lottery {
  const { row, prizes, winners, subunits } = view;
  const byPlace = new Map(winners.map((winner) => [winner.awardPlace, winner]));
  const money = prizes.reduce((sum, prize) => sum + (prize.kind === 'money' ? prize.amountCents : 0), 0);
  return {
    id: row.id,
    lottery_id: row.id,
    slug: row.slug,
    title: titleIn(row.titles, locale),
    description: titleIn(row.descriptions, locale),
    currency: row.currency,
    frontend_identifier: row.frontendIdentifier,
    in_progress: row.startAt <= now && now < row.endAt,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    money_budget: money / subunits,
    money_budget_cents: money,
    chargeable_comp_points_budget: 0,
    persistent_comp_points_budget: 0,
    comp_points_ticket_price: row.compPointsTicketPrice,
    group_ids: row.groupIds,
    prizes: prizes.map((prize) => presentPrize(prize, byPlace.get(prize.awardPlace), subunits)),
    deposit_scale_rules: Object.fromEntries(
      Object.entries(row.depositScaleRules).map(([currency, rules]) => [
        currency,
        rules.map((rule) => ({ ...rule, currency, active: true })),
      ]),
    ),
    max_tickets_count_to_player: row.maxTicketsPerPlayer,
    lottery_tickets_count: view.ticketsCount,
    tickets: view.own.map(String),
    draw: {
      server_seed_hash: row.serverSeedHash,
      server_seed: row.drawnAt ? row.serverSeed : null,
      tickets_hash: row.ticketsHash,
      tickets_count: view.ticketsCount,
      drawn_at: row.drawnAt?.toISOString() ?? null,
    },
  };
}

/** A player's tickets in a lottery and the places they won. */
export function presentStatus(
  view: Pick<LotteryView, 'row' | 'prizes' | 'winners' | 'own' | 'subunits'>,
  userId: number,
): LotteryStatus {
  const won = view.winners.filter((winner) => winner.userId === userId);
  return {
    lottery_id: view.row.id,
    tickets: view.own.map(String),
    prizes: won.flatMap((winner) => {
      const prize = view.prizes.find((p) => p.awardPlace === winner.awardPlace);
      return prize ? [presentPrize(prize, winner, view.subunits)] : [];
    }),
  };
}
