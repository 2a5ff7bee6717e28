import type { Lottery, LotteryPrize, LotteryStatus } from '@orbit/contract';

/** The header's ticket balance: every ticket the player holds over the listed lotteries. */
export function ticketBalance(statuses: readonly Pick<LotteryStatus, 'tickets'>[]): number {
  return statuses.reduce((sum, status) => sum + status.tickets.length, 0);
}

/** A `lottery_statuses` payload the handler can rely on (it still comes over the network). */
export function isLotteryStatus(value: unknown): value is LotteryStatus {
  if (typeof value !== 'object' || value === null) return false;
  const status = value as Partial<LotteryStatus>;
  return typeof status.lottery_id === 'number' && Array.isArray(status.tickets);
}

export interface DepositRule {
  currency: string;
  fromCents: number;
  priceCents: number;
}

/**
 * How deposits give tickets, one line per currency and step: from `fromCents` deposited, a ticket
 * per `priceCents`. Inactive rules are left out; currencies in alphabetical order, steps rising.
 */
export function depositRules(lottery: Pick<Lottery, 'deposit_scale_rules'>): DepositRule[] {
  return Object.entries(lottery.deposit_scale_rules)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([currency, rules]) =>
      rules
        .filter((rule) => rule.active && rule.price_cents > 0)
        .sort((a, b) => a.from_amount_cents - b.from_amount_cents)
        .map((rule) => ({ currency, fromCents: rule.from_amount_cents, priceCents: rule.price_cents })),
    );
}

/** Drawn: the seed is revealed and the ticket list's hash fixed. */
export const isDrawn = (lottery: Pick<Lottery, 'draw'>) =>
  lottery.draw.server_seed !== null && lottery.draw.tickets_hash !== null;

/** The places that were won (a ticket drawn), by place. */
export function winnersOf(lottery: Pick<Lottery, 'prizes'>): Array<LotteryPrize & { ticket: string }> {
  return lottery.prizes
    .filter((prize): prize is LotteryPrize & { ticket: string } => prize.ticket !== null)
    .sort((a, b) => a.award_place - b.award_place);
}

/** The player's tickets in number order (the API gives strings). */
export const sortedTickets = (tickets: readonly string[]) =>
  [...tickets].sort((a, b) => Number(a) - Number(b));
