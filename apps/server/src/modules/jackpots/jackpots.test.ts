import type { Jackpot, JackpotWin } from '@orbit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jackpotWins } from '../../db/schema/index.ts';
import { seedGameCatalogue } from '../../db/seed/games/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { TEST_CATALOGUE } from '../games/test-catalogue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date('2025-06-15T12:00:00Z');
  await seedGameCatalogue(t.deps.db, TEST_CATALOGUE, t.clock.now);
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url });

describe('GET /api/jackpots', () => {
  it('lists the jackpots with their levels, top level first', async () => {
    const res = await get('/api/jackpots');
    expect(res.statusCode).toBe(200);
    const list: Jackpot[] = res.json();
    expect(list.map((j) => j.identifier)).toEqual(['orbit-mega', 'gamma-drop']);
    expect(list[0]).toMatchObject({
      name: 'Orbit Mega',
      external_id: 'ext-orbit-mega',
      currency: 'EUR',
      allowed_currencies: ['EUR', 'BTC'],
      games: ['alpha/fortune-reels', 'beta/great-fortune'],
      state: 'active',
    });
    expect(list[0]!.levels).toEqual([
      expect.objectContaining({
        identifier: 'mega',
        name: 'Mega',
        index: 0,
        amount_cents: 1_000_000,
        total_amount_cents: 2_000_000,
      }),
      expect.objectContaining({
        identifier: 'minor',
        index: 1,
        amount_cents: 5_050,
        periods: [],
        working_days: null,
      }),
    ]);
  });

  it('the seed is idempotent: a second run adds no jackpot, level or win', async () => {
    await seedGameCatalogue(t.deps.db, TEST_CATALOGUE, t.clock.now);
    const list: Jackpot[] = (await get('/api/jackpots')).json();
    expect(list).toHaveLength(2);
    expect(list[0]!.levels).toHaveLength(2);
    expect((await get('/api/jackpot_wins')).json()).toHaveLength(2);
  });
});

describe('GET /api/games/jackpots', () => {
  it('sums the levels per currency and provider, in major units', async () => {
    const res = await get('/api/games/jackpots');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      EUR: { alpha: 10_050.5, beta: 10_050.5 },
      CAD: { gamma: 250 },
    });
  });
});

describe('GET /api/jackpot_wins', () => {
  it('lists the latest wins first in the reference shape', async () => {
    const res = await get('/api/jackpot_wins');
    expect(res.statusCode).toBe(200);
    const wins: JackpotWin[] = res.json();
    expect(wins.map((w) => w.user_name)).toEqual(['Max V', 'Emma T']);
    // Max's win still awaits approval.
    expect(wins[0]!.approved_at).toBeNull();
    expect(wins[1]).toEqual({
      user_name: 'Emma T',
      created_at: '2025-06-15T11:30:00.000Z',
      approved_at: '2025-06-15T11:30:00.000Z',
      amount_cents: 7_300,
      jackpot_name: 'Orbit Mega',
      jackpot_level_name: 'Minor',
      jackpot_external_code: 'ext-orbit-mega',
      jackpot_level_external_code: 'minor',
      jackpot_original_currency: 'EUR',
      jackpot_original_amount_cents: 5_000,
    });
  });

  it('answers at most 50', async () => {
    const [first] = await t.deps.db.select().from(jackpotWins).limit(1);
    const { id: _id, ...win } = first!;
    await t.deps.db
      .insert(jackpotWins)
      .values(
        Array.from({ length: 60 }, (_, i) => ({ ...win, createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)) })),
      );
    const wins: JackpotWin[] = (await get('/api/jackpot_wins')).json();
    expect(wins).toHaveLength(50);
    expect(wins[0]!.user_name).toBe('Max V');
  });
});
