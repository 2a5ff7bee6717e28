import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteries, lotteryTickets } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { findOfferByGroupKey } from '../bonuses/test-support.ts';
import { createSignedInPlayer } from '../player/test-support.ts';
import { runLotteryJobsOnce } from './draw.ts';
import { createTestLottery, grant, lotteryInput, operatorCall } from './test-support.ts';

/** The operator's lotteries: only with the key, validated field by field, never half-written. */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t?.close());

const numbersOf = async (lotteryId: number) =>
  (
    await t.deps.db
      .select({ number: lotteryTickets.number, grantId: lotteryTickets.grantId })
      .from(lotteryTickets)
      .where(eq(lotteryTickets.lotteryId, lotteryId))
  ).sort((a, b) => a.number - b.number);

describe('operator: lotteries', () => {
  it('refuses callers signed out (401) or whose role may not run promotions (403)', async () => {
    expect((await operatorCall(t, 'GET', '/api/operator/lotteries', undefined, 'payments')).statusCode).toBe(
      403,
    );
    expect((await operatorCall(t, 'GET', '/api/operator/lotteries', undefined, null)).statusCode).toBe(401);
    const post = await operatorCall(t, 'POST', '/api/operator/lotteries', lotteryInput(t), 'read_only');
    expect(post.statusCode).toBe(403);
  });

  it('creates a lottery whose seed is committed by its hash and hidden until the draw', async () => {
    const answer = await operatorCall(
      t,
      'POST',
      '/api/operator/lotteries',
      lotteryInput(t, { slug: 'new-draw' }),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const created = answer.json();
    expect(created).toMatchObject({
      slug: 'new-draw',
      currency: 'CAD',
      server_seed: null,
      tickets_hash: null,
      drawn_at: null,
      tickets_count: 0,
      winners: [],
      max_tickets_per_player: null,
      prizes: [
        { award_place: 1, kind: 'money', amount_cents: 10_000, offer_id: null },
        { award_place: 2, kind: 'money', amount_cents: 5_000, offer_id: null },
        { award_place: 3, kind: 'money', amount_cents: 1_000, offer_id: null },
      ],
    });
    const [row] = await t.deps.db.select().from(lotteries).where(eq(lotteries.id, created.id));
    expect(row!.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(created.server_seed_hash).toBe(createHash('sha256').update(row!.serverSeed).digest('hex'));
    const list = (await operatorCall(t, 'GET', '/api/operator/lotteries?per_page=200')).json();
    expect(list.lotteries.map((l: { slug: string }) => l.slug)).toContain('new-draw');
    // Two lotteries never share a seed.
    const other = await createTestLottery(t);
    expect(other.server_seed_hash).not.toBe(created.server_seed_hash);
    // The player's side shows the lottery with its hash only.
    const shown = (await t.request({ method: 'GET', url: '/api/lotteries/new-draw' })).json();
    expect(shown.draw).toMatchObject({ server_seed_hash: created.server_seed_hash, server_seed: null });
  });

  it('answers bad bodies with 422 and the field, writing nothing', async () => {
    const spins = await findOfferByGroupKey(t, 'welcome_spins');
    const bonus = await findOfferByGroupKey(t, 'weekly_reload');
    const start = new Date(t.clock.now.getTime() - 1000).toISOString();
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ slug: 'Bad Slug' }, 'slug'],
      [{ slug: 'weekly-eur' }, 'slug', 'validation.duplicate'],
      [{ titles: {} }, 'titles', 'validation.required'],
      [{ currency: 'X' }, 'currency'],
      [{ currency: 'XYZ' }, 'currency', 'validation.currency_unavailable'],
      [{ start_at: 'tomorrow' }, 'start_at'],
      [{ start_at: start, end_at: start }, 'end_at', 'validation.invalid_value'],
      [{ prizes: [] }, 'prizes'],
      [{ deposit_scale_rules: { CAD: [{ from_amount_cents: 0, price_cents: 0 }] } }, 'deposit_scale_rules'],
      [
        { deposit_scale_rules: { QQQ: [{ from_amount_cents: 0, price_cents: 100 }] } },
        'deposit_scale_rules',
        'validation.currency_unavailable',
      ],
      [{ comp_points_ticket_price: -1 }, 'comp_points_ticket_price'],
      [{ max_tickets_per_player: 0 }, 'max_tickets_per_player'],
      [
        {
          prizes: [
            { award_place: 1, kind: 'money', amount_cents: 100 },
            { award_place: 1, kind: 'money', amount_cents: 100 },
          ],
        },
        'prizes',
        'validation.duplicate',
      ],
      [
        { prizes: [{ award_place: 2, kind: 'money', amount_cents: 100 }] },
        'prizes',
        'validation.invalid_value',
      ],
      [
        { prizes: [{ award_place: 1, kind: 'money', amount_cents: 0 }] },
        'prizes.0.amount_cents',
        'validation.required',
      ],
      [
        { prizes: [{ award_place: 1, kind: 'bonus', amount_cents: 100 }] },
        'prizes.0.offer_id',
        'validation.required',
      ],
      [
        { prizes: [{ award_place: 1, kind: 'bonus', amount_cents: 100, offer_id: spins.id }] },
        'prizes.0.offer_id',
        'validation.invalid_value',
      ],
      [
        { prizes: [{ award_place: 1, kind: 'freespins', offer_id: bonus.id, freespins_count: 5 }] },
        'prizes.0.offer_id',
        'validation.invalid_value',
      ],
      [{ prizes: [{ award_place: 1, kind: 'jewels' }] }, 'prizes'],
      [{ group_ids: 'all' }, 'group_ids'],
    ];
    const before = (await t.deps.db.select().from(lotteries)).length;
    for (const [over, field, key] of cases) {
      const answer = await operatorCall(t, 'POST', '/api/operator/lotteries', lotteryInput(t, over));
      expect(answer.statusCode, JSON.stringify(over)).toBe(422);
      const errors = answer.json().errors as Record<string, string[]>;
      expect(Object.keys(errors).join(), JSON.stringify(over)).toContain(field);
      if (key) expect(errors[field], JSON.stringify(over)).toEqual([key]);
    }
    expect((await t.deps.db.select().from(lotteries)).length).toBe(before);
    const good = await operatorCall(
      t,
      'POST',
      '/api/operator/lotteries',
      lotteryInput(t, {
        prizes: [
          { award_place: 1, kind: 'bonus', amount_cents: 2_000, offer_id: bonus.id, wager_multiplier: 5 },
          { award_place: 2, kind: 'freespins', offer_id: spins.id, freespins_count: 30 },
        ],
      }),
    );
    expect(good.statusCode, good.body).toBe(201);
  });

  it('changes a lottery (prizes replaced whole) until it is drawn', async () => {
    const lottery = await createTestLottery(t);
    const changed = await operatorCall(
      t,
      'PUT',
      `/api/operator/lotteries/${lottery.id}`,
      lotteryInput(t, {
        slug: lottery.slug,
        titles: { en: 'Renamed' },
        prizes: [{ award_place: 1, kind: 'money', amount_cents: 99_00 }],
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: lottery.id,
      titles: { en: 'Renamed' },
      server_seed_hash: lottery.server_seed_hash,
      prizes: [{ award_place: 1, amount_cents: 99_00 }],
    });
    const taken = await operatorCall(
      t,
      'PUT',
      `/api/operator/lotteries/${lottery.id}`,
      lotteryInput(t, { slug: 'weekly-cad' }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['validation.duplicate'] });
    expect((await operatorCall(t, 'PUT', '/api/operator/lotteries/999999', lotteryInput(t))).statusCode).toBe(
      404,
    );
    // A malformed id is the path's fault: 400, as every route's params.
    expect((await operatorCall(t, 'PUT', '/api/operator/lotteries/abc', lotteryInput(t))).statusCode).toBe(
      400,
    );

    await t.deps.db
      .update(lotteries)
      .set({ endAt: new Date(t.clock.now.getTime() - 1) })
      .where(eq(lotteries.id, lottery.id));
    await runLotteryJobsOnce({ deps: t.deps });
    const late = await operatorCall(
      t,
      'PUT',
      `/api/operator/lotteries/${lottery.id}`,
      lotteryInput(t, { slug: lottery.slug }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'lottery_drawn' });
  });
});

describe('operator: ticket grants', () => {
  it('20 parallel grants with distinct keys give 20 consecutive blocks, no gaps, no twins', async () => {
    const lottery = await createTestLottery(t);
    const players = await Promise.all(Array.from({ length: 4 }, () => createSignedInPlayer(t)));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => grant(t, lottery.id, players[i % 4]!.user.id, 3, `block-${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const tickets = await numbersOf(lottery.id);
    expect(tickets.map((x) => x.number)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    // Each grant holds one consecutive block of 3.
    for (const answer of answers) {
      const numbers = answer.json().tickets.map(Number) as number[];
      expect(numbers).toHaveLength(3);
      expect(numbers[1]! - numbers[0]!).toBe(1);
      expect(numbers[2]! - numbers[1]!).toBe(1);
    }
  });

  it('20 parallel grants with the same key give one', async () => {
    const lottery = await createTestLottery(t);
    const { user } = await createSignedInPlayer(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => grant(t, lottery.id, user.id, 5, 'same')),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 201)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body)).size).toBeLessThanOrEqual(2);
    expect(answers[0]!.json()).toMatchObject({
      lottery_id: lottery.id,
      user_id: user.id,
      key: 'same',
      count: 5,
    });
    expect((await numbersOf(lottery.id)).map((x) => x.number)).toEqual([1, 2, 3, 4, 5]);
    const repeat = await grant(t, lottery.id, user.id, 5, 'same');
    expect(repeat.json()).toEqual({
      lottery_id: lottery.id,
      user_id: user.id,
      key: 'same',
      count: 5,
      tickets: ['1', '2', '3', '4', '5'],
      created: false,
    });
  });

  it('refuses unknown lotteries and players, closed sales, the cap and bad bodies', async () => {
    const lottery = await createTestLottery(t, { max_tickets_per_player: 4 });
    const { user } = await createSignedInPlayer(t);
    expect((await grant(t, 999_999, user.id, 1)).statusCode).toBe(404);
    const nobody = await grant(t, lottery.id, 999_999, 1);
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors).toEqual({ user_id: ['validation.invalid_value'] });
    expect((await grant(t, lottery.id, user.id, 3)).statusCode).toBe(201);
    const over = await grant(t, lottery.id, user.id, 2);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ count: ['validation.max_value'] });
    expect((await grant(t, lottery.id, user.id, 1)).statusCode).toBe(201);
    const upcoming = await createTestLottery(t, {
      start_at: new Date(t.clock.now.getTime() + 60_000).toISOString(),
    });
    const early = await grant(t, upcoming.id, user.id, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'sales_closed' });
    const bodies = [
      [{ user_id: user.id, count: 0, key: 'k' }, 'count'],
      [{ user_id: user.id, count: 10_001, key: 'k' }, 'count'],
      [{ user_id: user.id, count: 1, key: '' }, 'key'],
      [{ user_id: 'me', count: 1, key: 'k' }, 'user_id'],
      [{ count: 1, key: 'k' }, 'user_id'],
    ] as const;
    for (const [body, field] of bodies) {
      const answer = await operatorCall(t, 'POST', `/api/operator/lotteries/${lottery.id}/tickets`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.json().errors).join()).toContain(field);
    }
    expect((await numbersOf(lottery.id)).length).toBe(4);
  });
});
