import type { OperatorRole } from '@orbit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compPointBalances, users } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { findOfferByGroupKey } from '../bonuses/test-support.ts';
import { operatorCookie } from '../operators/test-support.ts';
import { createSignedInPlayer } from '../player/test-support.ts';

/** The operator's earn rates and shop cards: only with the operator key, validated, never half-written. */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(() => t?.close());

const operator = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  role: OperatorRole | null = 'owner',
) =>
  t.request({
    method,
    url,
    headers: role === null ? {} : { cookie: await operatorCookie(t, role) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const card = (over: Record<string, unknown> = {}) => ({
  kind: 'money',
  group_key: 'comp_cash_50',
  titles: { en: '€50 real money' },
  points: 4_000,
  amounts: { EUR: 5_000, CAD: 7_500 },
  ...over,
});

describe('operator: comp points', () => {
  it('refuses callers without the operator key', async () => {
    expect((await operator('GET', '/api/operator/comp_point_rates', undefined, 'payments')).statusCode).toBe(
      403,
    );
    const anonymous = await t.request({ method: 'GET', url: '/api/operator/comp_shop_cards' });
    expect(anonymous.statusCode, anonymous.body).toBe(401);
  });

  it('replaces the earn rates as a whole; a repeated pair or a bad rate changes nothing', async () => {
    const before = (await operator('GET', '/api/operator/comp_point_rates')).json();
    expect(before).toContainEqual({
      game_family: 'slots',
      currency: 'CAD',
      stake_cents: 1_500,
      chargeable_points: 1,
      persistent_points: 1,
    });
    const twice = [
      { game_family: 'slots', currency: 'EUR', stake_cents: 500, chargeable_points: 1, persistent_points: 1 },
      { game_family: 'slots', currency: 'EUR', stake_cents: 900, chargeable_points: 1, persistent_points: 1 },
    ];
    expect((await operator('PUT', '/api/operator/comp_point_rates', twice)).json().errors).toEqual({
      rates: ['comp_points.rate_repeated'],
    });
    const bad = await operator('PUT', '/api/operator/comp_point_rates', [{ ...twice[0], stake_cents: 0 }]);
    expect(bad.statusCode).toBe(422);
    const odd = await operator('PUT', '/api/operator/comp_point_rates', [
      { ...twice[0], game_family: 'bingo' },
    ]);
    expect(odd.statusCode).toBe(422);
    expect((await operator('GET', '/api/operator/comp_point_rates')).json()).toEqual(before);

    const replaced = await operator('PUT', '/api/operator/comp_point_rates', [twice[0]]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await operator('GET', '/api/operator/comp_point_rates')).json()).toEqual([twice[0]]);
    await operator('PUT', '/api/operator/comp_point_rates', before);
  });

  it('creates and changes shop cards, checking what each kind needs', async () => {
    const cash = await findOfferByGroupKey(t, 'comp_cash');
    const spins = await findOfferByGroupKey(t, 'comp_spins');
    expect((await operator('POST', '/api/operator/comp_shop_cards', card())).json().errors).toEqual({
      offer_id: ['comp_points.offer_mismatch'],
    });
    expect(
      (
        await operator('POST', '/api/operator/comp_shop_cards', card({ offer_id: spins.id, amounts: {} }))
      ).json().errors,
    ).toEqual({ offer_id: ['comp_points.offer_mismatch'], amounts: ['validation.required'] });
    expect(
      (await operator('POST', '/api/operator/comp_shop_cards', card({ kind: 'lootboxes' }))).json().errors,
    ).toEqual({ lootbox_group_key: ['validation.required'] });
    expect(
      (await operator('POST', '/api/operator/comp_shop_cards', card({ group_key: 'Bad Key!' }))).statusCode,
    ).toBe(422);

    const made = await operator(
      'POST',
      '/api/operator/comp_shop_cards',
      card({ offer_id: cash.id, badge: 'new' }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const listed = (await t.request({ method: 'GET', url: '/api/comp_points/rates/money' })).json();
    expect(listed.map((c: { group: string }) => c.group)).toContain('comp_cash_50');

    const taken = await operator('POST', '/api/operator/comp_shop_cards', card({ offer_id: cash.id }));
    expect(taken.json().errors).toEqual({ group_key: ['comp_points.taken'] });
    const hidden = await operator(
      'PUT',
      `/api/operator/comp_shop_cards/${made.json().id}`,
      card({ offer_id: cash.id, active: false }),
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    const after = (await t.request({ method: 'GET', url: '/api/comp_points/rates/money' })).json();
    expect(after.map((c: { group: string }) => c.group)).not.toContain('comp_cash_50');
    expect(
      (await operator('PUT', '/api/operator/comp_shop_cards/999999', card({ offer_id: cash.id }))).statusCode,
    ).toBe(404);
  });
});

describe('operator: adjusting a player’s points', () => {
  it('adds coins once per key, raises the level, never takes below zero', async () => {
    const { user } = await createSignedInPlayer(t);
    const adjust = (body: Record<string, unknown>) =>
      operator('POST', '/api/operator/comp_points', { user_id: user.id, reason: 'goodwill', ...body });
    const given = await Promise.all(
      Array.from({ length: 10 }, () =>
        adjust({ chargeable_points: 1_200, persistent_points: 1_200, idempotency_key: 'gw-1' }),
      ),
    );
    expect(given.map((g) => g.statusCode)).toEqual(Array(10).fill(200));
    const [row] = await t.deps.db
      .select()
      .from(compPointBalances)
      .where(eq(compPointBalances.userId, user.id));
    expect(row).toMatchObject({ chargeableMicro: 1_200_000_000, persistentMicro: 1_200_000_000 });
    const [level] = await t.deps.db
      .select({ levelId: users.levelId })
      .from(users)
      .where(eq(users.id, user.id));
    expect(level?.levelId).toBe('level_2');

    const tooMuch = await adjust({ chargeable_points: -1_201, idempotency_key: 'gw-2' });
    expect(tooMuch.json().errors).toEqual({ chargeable_points: ['comp_points.not_enough'] });
    const taken = await adjust({ chargeable_points: -200, idempotency_key: 'gw-3' });
    expect(taken.json()).toEqual({ chargeable: { points: 1_000 }, persistent: { points: 1_200 } });

    for (const bad of [
      { chargeable_points: 1.5 },
      { chargeable_points: 5, persistent_points: -1 },
      { chargeable_points: 5, reason: ' ' },
    ]) {
      expect((await adjust({ idempotency_key: 'gw-bad', ...bad })).statusCode).toBe(422);
    }
    const nobody = await operator('POST', '/api/operator/comp_points', {
      user_id: 2_000_000_000,
      chargeable_points: 5,
      reason: 'x',
      idempotency_key: 'gw-nobody',
    });
    expect(nobody.statusCode).toBe(404);
  });
});
