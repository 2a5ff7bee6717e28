/** Lotteries as the server answers them, for this feature's tests (and the verifier's). Not imported by the app. */
import type { Lottery, LotteryPrize } from '@orbit/contract';
import { HOUR, iso, makePrize } from '~/shared/competitions-testing.ts';

export { iso };

/** A lottery's prize place: a tournament's, without the contest fields, with its winning ticket. */
export const makeLotteryPrize = (overrides: Partial<LotteryPrize> = {}): LotteryPrize => {
  const { contest_type: _type, contest_id: _id, player_notified: _notified, ...prize } = makePrize();
  return { ...prize, ticket: null, ...overrides };
};

/** The demo's weekly CAD lottery, running: a ticket per C$20 from C$20, 100 coins a ticket. */
export const makeLottery = (overrides: Partial<Lottery> = {}): Lottery => ({
  id: 1,
  lottery_id: 1,
  slug: 'weekly-cad',
  title: 'Weekly lottery C$',
  description: 'One ticket for every C$20 deposited.',
  currency: 'CAD',
  frontend_identifier: 'weekly-cad',
  in_progress: true,
  start_at: iso(-48 * HOUR),
  end_at: iso(120 * HOUR),
  finished_at: null,
  money_budget: 650,
  money_budget_cents: 65_000,
  chargeable_comp_points_budget: 0,
  persistent_comp_points_budget: 0,
  comp_points_ticket_price: 100,
  group_ids: [],
  prizes: [
    makeLotteryPrize(),
    makeLotteryPrize({ id: 10_002, award_place: 2, money_award: '150.00', money_award_cents: 15_000 }),
    makeLotteryPrize({
      id: 10_003,
      award_place: 3,
      kind: 'freespins',
      stuff: 'freespins',
      money_award: '0.00',
      money_award_cents: 0,
      freespins_count: 50,
      wager_multiplier: 20,
    }),
  ],
  deposit_scale_rules: {
    CAD: [{ from_amount_cents: 2_000, price_cents: 2_000, currency: 'CAD', active: true }],
  },
  max_tickets_count_to_player: 500,
  lottery_tickets_count: 42,
  tickets: [],
  draw: {
    server_seed_hash: 'a'.repeat(64),
    server_seed: null,
    tickets_hash: null,
    tickets_count: 42,
    drawn_at: null,
  },
  ...overrides,
});

/** The docs' fixed vector (docs/lotteries.md): 1000 tickets, 5 places → 439, 437, 498, 245, 244. */
export const FIXED_DRAW = {
  serverSeed: `${'0'.repeat(63)}1`,
  ticketsHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  ticketCount: 1000,
  places: 5,
  winners: [439, 437, 498, 245, 244],
};
