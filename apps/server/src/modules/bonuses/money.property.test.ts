import { and, eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bonusOffers, playerBonuses, walletTransactions } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { creditPlayer } from '../wallet/service.ts';
import { uid, unbalancedTransactions } from '../wallet/test-support.ts';
import { runBonusJobsOnce } from './jobs.ts';
import { bonusPlayer, gameOfFamily } from './test-support.ts';

/**
 * Over random sequences of deposits, bets (won, lost, rolled back), gifts issued, activated,
 * cancelled and expired, and withdrawals: real + bonus always equals the ledger, bonus money sits
 * in the pocket only while a gift wagers, and bonus money becomes real only through a conversion
 * whose wager is done.
 */
let t: TestApp;
let slot: string;
let table: string;
let offerId: number;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  slot = await gameOfFamily(t, 'slots');
  table = await gameOfFamily(t, 'tables');
  const [offer] = await t.deps.db
    .insert(bonusOffers)
    .values({
      groupKey: 'property_gift',
      trigger: 'manual',
      titles: { en: 'Property gift' },
      reward: 'bonus',
      amounts: { CAD: 1_000 },
      wagerMultiplier: 1,
      maxBet: { CAD: 1_000 },
      maxWin: { CAD: 3_000 },
    })
    .returning();
  offerId = offer!.id;
});
afterAll(() => t?.close());

const step = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), cents: fc.integer({ min: 1, max: 3_000 }) }),
  fc.record({ kind: fc.constant('gift' as const) }),
  { arbitrary: fc.record({ kind: fc.constant('activate' as const), pick: fc.nat(5) }), weight: 2 },
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(5) }),
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      // A table now and then (10 % counts); mostly slots (100 %).
      table: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      cents: fc.integer({ min: 1, max: 1_200 }),
      winPercent: fc.constantFrom(0, 0, 50, 100, 200, 500),
      // Now and then left open and rolled back.
      rollback: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
    }),
  },
  fc.record({ kind: fc.constant('expire' as const) }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    cents: fc.integer({ min: 1, max: 3_000 }),
    cancel: fc.boolean(),
  }),
);

describe('bonus money, property', () => {
  it('keeps the ledger, the pockets and the wagering rule over random sequences', async () => {
    const seen = { wagering: 0, conversions: 0, bets: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (drawn) => {
        const p = await bonusPlayer(t, 0);
        // Each sequence starts with money and a wagering gift, then goes its own way.
        const steps = [
          { kind: 'deposit' as const, cents: 5_000 },
          { kind: 'gift' as const },
          { kind: 'activate' as const, pick: 0 },
          ...drawn,
        ];
        const giftIds = async () =>
          (await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.user.id))).map(
            (g) => g.id,
          );
        for (const s of steps) {
          if (s.kind === 'deposit') {
            await creditPlayer(t.deps, {
              userId: p.user.id,
              currency: 'CAD',
              amountCents: s.cents,
              kind: 'adjustment',
              idempotencyKey: uid('dep'),
            });
          } else if (s.kind === 'gift') {
            const r = await t.request({
              method: 'POST',
              url: '/api/operator/bonuses',
              headers: { cookie: await operatorCookie(t) },
              payload: {
                user_id: p.user.id,
                offer_id: offerId,
                currency: 'CAD',
                idempotency_key: uid('gift'),
              },
            });
            expect(r.statusCode, r.body).toBeLessThan(300);
          } else if (s.kind === 'activate' || s.kind === 'cancel') {
            const ids = await giftIds();
            const id = ids[s.pick % Math.max(ids.length, 1)];
            if (id === undefined) continue;
            const r =
              s.kind === 'activate'
                ? await p.request(`/api/player/bonuses/${id}/activation`, 'POST')
                : await p.request(`/api/player/bonuses/${id}`, 'DELETE');
            expect([200, 422]).toContain(r.statusCode);
          } else if (s.kind === 'bet') {
            const game = s.table ? table : slot;
            if (s.rollback) {
              const placed = await p.bet(game, s.cents);
              if (placed.response.statusCode === 200)
                expect((await p.rollback(game, placed)).statusCode).toBe(200);
            } else {
              await p.bet(game, s.cents, Math.floor((s.cents * s.winPercent) / 100));
            }
          } else if (s.kind === 'expire') {
            // The job runs a month on; the clock comes back so the player's session lives on.
            t.clock.advance(31 * DAY);
            try {
              await runBonusJobsOnce(t);
            } finally {
              t.clock.advance(-31 * DAY);
            }
          } else {
            const wagering = (
              await t.deps.db
                .select()
                .from(playerBonuses)
                .where(and(eq(playerBonuses.userId, p.user.id), eq(playerBonuses.stage, 'handle_bets')))
            )[0];
            const r = await p.request('/api/payments/withdrawals', 'POST', {
              method_id: 'neteller',
              amount_cents: s.cents,
              currency: 'CAD',
              email: 'ada@example.com',
              ...(s.cancel && wagering ? { cancel_bonus_id: wagering.id } : {}),
            });
            // Accepted, or refused: not enough real money, or a wagering bonus to cancel first.
            expect([201, 422], r.body).toContain(r.statusCode);
            if (r.statusCode === 422 && wagering && !s.cancel) {
              expect(r.json().errors.cancel_bonus_id ?? r.json().errors.amount_cents).toBeDefined();
            }
          }

          const state = await p.state();
          expect(state.amountCents).toBe(state.ledgerTotal);
          expect(state.realCents).toBe(state.ledgerReal);
          expect(state.realCents).toBeGreaterThanOrEqual(0);
          const bonusPocket = state.amountCents - state.realCents;
          expect(bonusPocket).toBeGreaterThanOrEqual(0);
          const gifts = await t.deps.db
            .select()
            .from(playerBonuses)
            .where(eq(playerBonuses.userId, p.user.id));
          const wagering = gifts.filter((g) => g.stage === 'handle_bets' && g.kind === 'bonus');
          expect(wagering.length).toBeLessThanOrEqual(1);
          // Every round here is closed (or rolled back): bonus money only while a gift wagers.
          if (bonusPocket > 0) expect(wagering).toHaveLength(1);
          // The account names the wagering bonus (the wallet's bets ask nothing more without one).
          const [account] = await t.deps.db.select().from(accounts).where(eq(accounts.userId, p.user.id));
          expect(account!.wageringBonusId).toBe(wagering[0]?.id ?? null);
          seen.wagering += wagering.length;
          if (s.kind === 'bet') seen.bets++;
        }
        // Bonus money became real only through conversions of gifts whose wager was done.
        const conversions = await t.deps.db
          .select()
          .from(walletTransactions)
          .where(
            and(
              eq(walletTransactions.userId, p.user.id),
              like(walletTransactions.idempotencyKey, 'i:bonus:%:convert'),
            ),
          );
        seen.conversions += conversions.length;
        for (const conversion of conversions) {
          const giftId = Number(conversion.idempotencyKey.split(':')[2]);
          const gift = (await t.deps.db.select().from(playerBonuses).where(eq(playerBonuses.id, giftId)))[0];
          expect(gift).toMatchObject({ stage: 'wager_done' });
          expect(gift!.wageredCents).toBeGreaterThanOrEqual(gift!.wagerRequirementCents);
          expect(conversion.realCents).toBeLessThanOrEqual(gift!.maxWinCents ?? Number.MAX_SAFE_INTEGER);
        }
      }),
      {
        numRuns: 31,
        // One fixed sequence first (fast-check runs examples within numRuns), then 30 random ones.
        // The fixed one always reaches a conversion: real money pays bets first, so 600 + 400 on a
        // slot wager the 1,000 through with the bonus pocket still full, and the second round's
        // close converts it. Random draws alone miss a conversion now and then (about 1 seed in
        // 150: small early values, or a cancel or expiry before the wager is done).
        examples: [
          [
            [
              { kind: 'bet', table: false, cents: 600, winPercent: 0, rollback: false },
              { kind: 'bet', table: false, cents: 400, winPercent: 200, rollback: false },
              { kind: 'deposit', cents: 100 },
              { kind: 'withdraw', cents: 500, cancel: false },
              { kind: 'expire' },
            ],
          ],
        ],
      },
    );
    expect(await unbalancedTransactions(t)).toBe(0);
    // The sequences reached the rules under test: bets, wagering bonuses and conversions.
    expect(seen.bets).toBeGreaterThan(30);
    expect(seen.wagering).toBeGreaterThan(30);
    expect(seen.conversions).toBeGreaterThan(0);
  }, 180_000);
});
