import { LotteryInput } from '@orbit/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { drawLottery, payLotteryPrizes } from '../../modules/lotteries/draw.ts';
import { createLottery } from '../../modules/lotteries/operator.ts';
import { grantTicketsWithin } from '../../modules/lotteries/tickets.ts';
import { bonusOffers, compShopCards, lotteries, users } from '../schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;

const texts = (en: string, de: string) => ({ en, de });

const RULES = (what: string) =>
  texts(
    `One ticket for every ${what} deposited in one deposit (from ${what}), or 100 coins a ticket in the comp shop. Drawn when sales close: the winners follow from the seed committed above and the published ticket list.`,
    `Ein Los je ${what} pro Einzahlung (ab ${what}) oder 100 Münzen je Los im Prämienshop. Gezogen wird bei Verkaufsende: Die Gewinner folgen aus dem oben hinterlegten Seed und der veröffentlichten Losliste.`,
  );

/** The demo's lotteries, dated from the first seed (an operator's later edits survive restarts). */
function demoLotteries(now: Date, spinsOfferId: number | null) {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const freespins =
    spinsOfferId === null
      ? { award_place: 3, kind: 'money' as const, amount_cents: 5_000 }
      : { award_place: 3, kind: 'freespins' as const, offer_id: spinsOfferId, freespins_count: 50 };
  const weekly = (currency: 'EUR' | 'CAD', symbol: string) => ({
    slug: `weekly-${currency.toLowerCase()}`,
    frontend_identifier: `weekly-${currency.toLowerCase()}`,
    titles: texts(`Weekly lottery ${symbol}`, `Wöchentliche Lotterie ${symbol}`),
    descriptions: RULES(`${symbol}20`),
    currency,
    start_at: at(-2),
    end_at: at(5),
    deposit_scale_rules: { [currency]: [{ from_amount_cents: 2_000, price_cents: 2_000 }] },
    comp_points_ticket_price: 100,
    max_tickets_per_player: 500,
    prizes: [
      { award_place: 1, kind: 'money', amount_cents: 50_000 },
      { award_place: 2, kind: 'money', amount_cents: 15_000 },
      freespins,
    ],
  });
  return {
    weekly: [weekly('EUR', '€'), weekly('CAD', 'C$')],
    upcoming: {
      slug: 'summer-draw',
      frontend_identifier: 'summer-draw',
      titles: texts('Summer draw', 'Sommerziehung'),
      descriptions: RULES('€50'),
      currency: 'EUR',
      start_at: at(9),
      end_at: at(23),
      deposit_scale_rules: { EUR: [{ from_amount_cents: 5_000, price_cents: 5_000 }] },
      comp_points_ticket_price: 250,
      prizes: [
        { award_place: 1, kind: 'money', amount_cents: 250_000 },
        { award_place: 2, kind: 'money', amount_cents: 100_000 },
        { award_place: 3, kind: 'money', amount_cents: 50_000 },
      ],
    },
    drawn: {
      slug: 'spring-draw',
      frontend_identifier: 'spring-draw',
      titles: texts('Spring draw', 'Frühlingsziehung'),
      descriptions: RULES('C$20'),
      currency: 'CAD',
      start_at: at(-12),
      end_at: at(-5),
      deposit_scale_rules: { CAD: [{ from_amount_cents: 2_000, price_cents: 2_000 }] },
      comp_points_ticket_price: 100,
      prizes: [
        { award_place: 1, kind: 'money', amount_cents: 20_000 },
        { award_place: 2, kind: 'money', amount_cents: 10_000 },
        { award_place: 3, kind: 'money', amount_cents: 5_000 },
      ],
    },
  };
}

/**
 * Who held tickets in the drawn demo lottery, and how many: CAD players (a prize in another
 * currency would open an account the README does not list), not player@ (whose opening balance
 * the README promises; the draw decides who wins).
 */
const DRAWN_TICKETS: Record<string, number> = {
  'multi@orbit.test': 5,
  'twofa@orbit.test': 4,
  'fresh@orbit.test': 3,
};

async function ensure(deps: Deps, input: unknown) {
  const parsed = LotteryInput.parse(input);
  const [existing] = await deps.db.select().from(lotteries).where(eq(lotteries.slug, parsed.slug));
  if (existing) return { id: existing.id, created: false };
  return { id: (await createLottery(deps, parsed)).id, created: true };
}

/**
 * The demo's lotteries (demo installations only): a running weekly lottery in EUR and in CAD
 * (€20 / C$20 a ticket, 100 coins in the comp shop), an upcoming one, and one drawn and paid
 * through the real draw (its proof verifies on the verifier page); the comp shop's lottery card.
 */
export async function seedDemoLotteries(deps: Deps) {
  const now = deps.now();
  const [spins] = await deps.db
    .select({ id: bonusOffers.id })
    .from(bonusOffers)
    .where(eq(bonusOffers.groupKey, 'welcome_spins'));
  const plan = demoLotteries(now, spins?.id ?? null);
  const weekly = [];
  for (const input of plan.weekly) weekly.push(await ensure(deps, input));
  await ensure(deps, plan.upcoming);
  const drawn = await ensure(deps, plan.drawn);
  if (drawn.created)
    await drawDemoLottery(deps, drawn.id, new Date(plan.drawn.start_at), new Date(plan.drawn.end_at));

  await deps.db
    .insert(compShopCards)
    .values({
      kind: 'lotteries',
      groupKey: 'comp_lottery_tickets',
      titles: texts('Weekly lottery tickets', 'Lose der Wochenlotterie'),
      points: 100,
      lotteryIds: weekly.map((lottery) => lottery.id),
      badge: 'new',
      position: 70,
    })
    .onConflictDoNothing();
}

/** Tickets given while it sold, then drawn and paid as the job would at its end. */
async function drawDemoLottery(deps: Deps, lotteryId: number, startAt: Date, endAt: Date) {
  const players = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(DRAWN_TICKETS)));
  let hour = 1;
  for (const player of players) {
    const at = new Date(startAt.getTime() + hour++ * 60 * 60 * 1000);
    await deps.db.transaction((tx) =>
      grantTicketsWithin(tx, at, {
        lotteryId,
        userId: player.id,
        count: DRAWN_TICKETS[player.email] ?? 1,
        source: 'operator',
        sourceKey: `operator:demo:${player.email}`,
        overCap: 'fit',
      }),
    );
  }
  const atDraw = { ...deps, now: () => new Date(endAt.getTime() + 60_000) };
  await drawLottery(atDraw, lotteryId);
  const [row] = await deps.db.select().from(lotteries).where(eq(lotteries.id, lotteryId));
  if (row) await payLotteryPrizes(atDraw, row);
}
