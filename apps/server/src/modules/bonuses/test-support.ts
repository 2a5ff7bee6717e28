import { gameFamily } from '@orbit/games';
import { and, eq } from 'drizzle-orm';
import { accounts, bonusOffers, games } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/harness.ts';
import { createSignedInPlayer } from '../player/test-support.ts';
import { creditPlayer } from '../wallet/service.ts';
import { accountState, addTestProvider, uid, walletCall } from '../wallet/test-support.ts';

/** A catalogue game of a family (slots count 100 % towards the demo offers' wagering, tables 10 %). */
export async function gameOfFamily(t: TestApp, family: 'slots' | 'tables' | 'originals' | 'live') {
  const rows = await t.deps.db.select({ identifier: games.identifier, engine: games.engine }).from(games);
  const game = rows.find((row) => gameFamily(row.engine) === family);
  if (!game) throw new Error(`the seed has no ${family} game`);
  return game.identifier;
}

/** A seeded offer by its group key (`weekly_cashback`). */
export async function findOfferByGroupKey(t: TestApp, groupKey: string) {
  const [offer] = await t.deps.db.select().from(bonusOffers).where(eq(bonusOffers.groupKey, groupKey));
  if (!offer) throw new Error(`the seed has no offer ${groupKey}`);
  return offer;
}

/** A signed-in CAD player with `realCents` of real money, able to play through the test provider. */
export async function bonusPlayer(
  t: TestApp,
  realCents = 0,
  options: { groups?: number[]; overrides?: Record<string, unknown> } = {},
) {
  await addTestProvider(t);
  const { user, cookie } = await createSignedInPlayer(t, options.overrides ?? {}, { groups: options.groups });
  if (realCents > 0) {
    await creditPlayer(t.deps, {
      userId: user.id,
      currency: 'CAD',
      amountCents: realCents,
      kind: 'adjustment',
      idempotencyKey: uid('fund'),
    });
  }
  const [account] = await t.deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.currency, 'CAD')));
  const player = String(user.id);
  const request = (path: string, method = 'GET', payload?: Record<string, unknown>) =>
    t.request({ method: method as 'GET', url: path, cookie, payload });

  return {
    user,
    cookie,
    request,
    state: () => accountState(t, account!.id),
    /** A bet (optionally with its win closing the round); the bet's answer. */
    async bet(game: string, amountCents: number, win?: number, round = uid('round')) {
      const action = uid('bet');
      const bet = await walletCall(t, 'bet', {
        player,
        currency: 'CAD',
        amount_cents: amountCents,
        action_id: action,
        round_id: round,
        game,
      });
      if (win !== undefined && bet.statusCode === 200) {
        const paid = await walletCall(t, 'win', {
          player,
          currency: 'CAD',
          amount_cents: win,
          action_id: uid('win'),
          round_id: round,
          game,
          close_round: true,
        });
        if (paid.statusCode !== 200) throw new Error(`win refused: ${paid.body}`);
      }
      return { response: bet, action, round };
    },
    async rollback(game: string, bet: { action: string; round: string }) {
      return walletCall(t, 'rollback', {
        player,
        currency: 'CAD',
        action_id: uid('rollback'),
        bet_action_id: bet.action,
        round_id: bet.round,
        game,
      });
    },
  };
}
