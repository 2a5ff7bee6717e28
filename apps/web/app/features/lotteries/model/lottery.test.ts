import { describe, expect, it } from 'vitest';
import { makeLottery, makeLotteryPrize } from '../testing.ts';
import {
  depositRules,
  isDrawn,
  isLotteryStatus,
  sortedTickets,
  ticketBalance,
  winnersOf,
} from './lottery.ts';

describe('lottery rules', () => {
  it('the ticket balance sums the tickets over every status', () => {
    expect(ticketBalance([])).toBe(0);
    expect(ticketBalance([{ tickets: ['1', '2'] }, { tickets: [] }, { tickets: ['9'] }])).toBe(3);
  });

  it('deposit rules: active ones with a price, by currency then rising step', () => {
    const lottery = makeLottery({
      deposit_scale_rules: {
        EUR: [
          { from_amount_cents: 10_000, price_cents: 1_000, currency: 'EUR', active: true },
          { from_amount_cents: 2_000, price_cents: 2_000, currency: 'EUR', active: true },
          { from_amount_cents: 500, price_cents: 500, currency: 'EUR', active: false },
        ],
        CAD: [{ from_amount_cents: 2_000, price_cents: 0, currency: 'CAD', active: true }],
        AUD: [{ from_amount_cents: 3_000, price_cents: 3_000, currency: 'AUD', active: true }],
      },
    });
    expect(depositRules(lottery)).toEqual([
      { currency: 'AUD', fromCents: 3_000, priceCents: 3_000 },
      { currency: 'EUR', fromCents: 2_000, priceCents: 2_000 },
      { currency: 'EUR', fromCents: 10_000, priceCents: 1_000 },
    ]);
  });

  it('drawn once the seed and the ticket list hash are published; winners by place', () => {
    const running = makeLottery();
    expect(isDrawn(running)).toBe(false);
    expect(winnersOf(running)).toEqual([]);
    const drawn = makeLottery({
      draw: {
        ...running.draw,
        server_seed: 'b'.repeat(64),
        tickets_hash: 'c'.repeat(64),
        drawn_at: running.end_at,
      },
      prizes: [
        makeLotteryPrize({ award_place: 2, ticket: '7', nickname: 'bob***' }),
        makeLotteryPrize({ award_place: 1, ticket: '3', nickname: 'ada***' }),
        makeLotteryPrize({ award_place: 3, ticket: null }),
      ],
    });
    expect(isDrawn(drawn)).toBe(true);
    expect(winnersOf(drawn).map((w) => [w.award_place, w.ticket])).toEqual([
      [1, '3'],
      [2, '7'],
    ]);
  });

  it('tickets in number order, not text order; a status payload is checked before use', () => {
    expect(sortedTickets(['10', '9', '100', '1'])).toEqual(['1', '9', '10', '100']);
    expect(isLotteryStatus({ lottery_id: 1, tickets: ['1'], prizes: [] })).toBe(true);
    expect(isLotteryStatus({ lottery_id: '1', tickets: [] })).toBe(false);
    expect(isLotteryStatus({ lottery_id: 1 })).toBe(false);
    expect(isLotteryStatus(null)).toBe(false);
  });
});
