import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerAchievements } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { bonusPlayer, gameOfFamily } from '../bonuses/test-support.ts';
import { checkAchievements } from './service.ts';

/** Badges folded from the player's real wallet transactions, each level announced once. */
let t: TestApp;
let slot: string;
let table: string;
const awards: Array<{ userId: number; data: { badge: string; level: number } }> = [];

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  t.deps.realtime = {
    publishPublic() {},
    publishToPlayer: (userId, channel, data) => {
      if (channel === 'achievements_award')
        awards.push({ userId, data: data as { badge: string; level: number } });
    },
    publishToRoom() {},
  };
  slot = await gameOfFamily(t, 'slots');
  table = await gameOfFamily(t, 'tables');
});
afterAll(() => t?.close());

type Player = Awaited<ReturnType<typeof bonusPlayer>>;
const badges = async (p: Player) =>
  Object.fromEntries(
    (
      (await p.request('/api/player/achievements')).json() as {
        badge: string;
        level: number;
        progress: number;
      }[]
    ).map((a) => [a.badge, { level: a.level, progress: a.progress }]),
  );

describe('achievements', () => {
  it('are for signed-in players only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/player/achievements' })).statusCode).toBe(401);
  });

  it('follow the rounds played and the best multiplier, and each level is announced once', async () => {
    const p = await bonusPlayer(t, 100_000);
    for (let i = 0; i < 9; i++) await p.bet(slot, 100, 0);
    expect((await badges(p)).rounds_played).toEqual({ level: 0, progress: 9 });
    await p.bet(table, 100, 1_500);
    const after = await badges(p);
    expect(after.rounds_played).toEqual({ level: 1, progress: 10 });
    expect(after.big_multiplier).toEqual({ level: 1, progress: 15 });
    expect(after.providers_tried?.progress).toBeGreaterThanOrEqual(1);
    await checkAchievements(t.deps, p.user.id);
    const mine = awards.filter((a) => a.userId === p.user.id).map((a) => `${a.data.badge}:${a.data.level}`);
    expect(mine.sort()).toEqual(['big_multiplier:1', 'rounds_played:1']);
  });

  it('parallel checks fold each transaction once and announce a level once', async () => {
    const p = await bonusPlayer(t, 100_000);
    for (let i = 0; i < 10; i++) await p.bet(slot, 100, 0);
    await Promise.all(Array.from({ length: 20 }, () => checkAchievements(t.deps, p.user.id)));
    expect((await badges(p)).rounds_played).toEqual({ level: 1, progress: 10 });
    expect(awards.filter((a) => a.userId === p.user.id && a.data.badge === 'rounds_played')).toHaveLength(1);
    const rows = await t.deps.db
      .select()
      .from(playerAchievements)
      .where(eq(playerAchievements.userId, p.user.id));
    expect(rows.map((r) => [r.badge, r.level])).toEqual([['rounds_played', 1]]);
  });
});
