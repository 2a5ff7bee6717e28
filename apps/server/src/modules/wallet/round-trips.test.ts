import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compPointBalances, tournamentPlayers, tournaments, vipQuarterSums } from '../../db/schema/index.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { checkAchievements, forgetPendingChecks } from '../achievements/service.ts';
import { bonusPlayer, gameOfFamily } from '../bonuses/test-support.ts';

/**
 * What a bet+win pair costs in statements sent to the database, with everything that moves with
 * it (limits, comp points and the VIP quarter, a running tournament): the modules write in the
 * wallet's own statements, so a pair stays at the wallet's own round trips. A new query on this
 * path is a deliberate change of this number (bench/wallet.sh measures what it costs).
 */
let t: TestApp;
let counting = false;
const sent: string[] = [];

beforeAll(async () => {
  t = await startTestApp({
    seed: true,
    onQuery: (sql) => {
      if (counting) sent.push(sql);
    },
  });
});
afterAll(() => t?.close());

describe('the wallet’s round trips', () => {
  it('a bet and its win: 2 statements each, comp points, the VIP sum and the tournament score among them', async () => {
    const slot = await gameOfFamily(t, 'slots');
    const [sprint] = await t.deps.db.select().from(tournaments).where(eq(tournaments.slug, 'slots-sprint'));
    const p = await bonusPlayer(t, 100_000);
    await p.bet(slot, 1_500, 500); // the first pair fills the per-node caches (rates, tournaments)
    // Its achievements check runs after commit, debounced; on a slow machine it would fall inside
    // the counted pair, whose cost it is not: it is run now instead (after one already running).
    forgetPendingChecks(t.deps);
    await checkAchievements(t.deps, p.user.id);
    counting = true;
    await p.bet(slot, 1_500, 500);
    counting = false;
    // Transaction control alone (begin, commit: each driver sends its own) is not counted. On
    // PostgreSQL the BEGIN travels with the lock (`begin; select … wallet_lock_context(…)`): one statement.
    const control = /^(begin|commit|rollback|savepoint|release)\b[^;]*$/i;
    const kinds = sent.map((sql) => sql.replace(/\s+/g, ' ').trim()).filter((sql) => !control.test(sql));
    // Bet: the account locked with the action's context and the player's limits (one call of
    // wallet_lock_context), the one write. Win: the same.
    expect(kinds).toHaveLength(4);
    expect(sent.filter((sql) => sql.includes('user_limits'))).toHaveLength(0);
    expect(sent.filter((sql) => sql.includes('wallet_lock_context'))).toHaveLength(2);
    if (process.env.TEST_DATABASE_URL) {
      // A BEGIN of its own would be a round trip more per action.
      expect(sent.filter((sql) => /^begin\s*$/i.test(sql.trim()))).toHaveLength(0);
      expect(
        kinds.filter((sql) => sql.startsWith('begin; select what, data from wallet_lock_context')),
      ).toHaveLength(2);
    }
    expect(sent.filter((sql) => sql.includes('comp_point_entries'))).toHaveLength(1);
    expect(sent.filter((sql) => sql.includes('tournament_entries'))).toHaveLength(2);
    const [points] = await t.deps.db
      .select()
      .from(compPointBalances)
      .where(eq(compPointBalances.userId, p.user.id));
    expect(points?.chargeableMicro).toBe(2_000_000);
    const [sums] = await t.deps.db.select().from(vipQuarterSums).where(eq(vipQuarterSums.userId, p.user.id));
    expect(sums?.betCents).toBe(3_000);
    const [standing] = await t.deps.db
      .select()
      .from(tournamentPlayers)
      .where(and(eq(tournamentPlayers.tournamentId, sprint!.id), eq(tournamentPlayers.userId, p.user.id)));
    expect(standing).toMatchObject({ betCents: 3_000, winCents: 1_000, score: 3_000 });
  });
});
