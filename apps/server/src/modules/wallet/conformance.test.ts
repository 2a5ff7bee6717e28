/**
 * Conformance suite of the seamless-wallet protocol (docs/wallet-protocol.md): every scenario
 * goes through real signed HTTP requests. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPrepared } from '../../db/prepared.ts';
import { recordPlayerEvents, startTestApp, type TestApp } from '../../test/harness.ts';
import { NO_WALLET_HOOKS } from './hooks.ts';
import { createHouseWalletClient } from './house-client.ts';
import { MAX_AMOUNT_CENTS } from './protocol.ts';
import { saveProvider } from './providers.ts';
import { creditPlayer, WalletError } from './service.ts';
import { signBody } from './signing.ts';
import {
  accountState,
  addTestProvider,
  TEST_PROVIDER,
  uid,
  unbalancedTransactions,
  type WalletPlayer,
  walletCall,
  walletPlayer,
} from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await addTestProvider(t);
});
afterAll(async () => {
  await t?.close();
});

const GAME = 'test:slot';

function betBody(p: WalletPlayer, amount: number, over: Record<string, unknown> = {}) {
  return {
    action_id: uid('bet'),
    round_id: uid('round'),
    player: p.player,
    currency: p.currency,
    game: GAME,
    amount_cents: amount,
    ...over,
  };
}
const winBody = (p: WalletPlayer, roundId: string, amount: number, over: Record<string, unknown> = {}) => ({
  action_id: uid('win'),
  round_id: roundId,
  player: p.player,
  currency: p.currency,
  game: GAME,
  amount_cents: amount,
  close_round: false,
  ...over,
});
const rollbackBody = (
  p: WalletPlayer,
  roundId: string,
  betActionId: string,
  over: Record<string, unknown> = {},
) => ({
  action_id: uid('rollback'),
  round_id: roundId,
  player: p.player,
  currency: p.currency,
  game: GAME,
  bet_action_id: betActionId,
  ...over,
});

/** The balance is what the scenario expects, and both pockets agree with the ledger. */
async function expectBalance(p: WalletPlayer, cents: number) {
  const state = await accountState(t, p.accountId);
  expect(state.amountCents).toBe(cents);
  expect(state.ledgerTotal).toBe(cents);
  expect(state.ledgerReal).toBe(state.realCents);
}

describe('balance', () => {
  it('answers the balance and currency of the player', async () => {
    const p = await walletPlayer(t, 12_345);
    const res = await walletCall(t, 'balance', { player: p.player, currency: 'CAD' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ balance_cents: 12_345, currency: 'CAD' });
  });
});

describe('bet and win', () => {
  it('a bet debits and answers the new balance with a transaction id', async () => {
    const p = await walletPlayer(t, 10_000);
    const res = await walletCall(t, 'bet', betBody(p, 2_500));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ balance_cents: 7_500, currency: 'CAD', transaction_id: expect.any(String) });
    await expectBalance(p, 7_500);
  });

  it('a win credits the round of a bet', async () => {
    const p = await walletPlayer(t, 10_000);
    const bet = betBody(p, 1_000);
    await walletCall(t, 'bet', bet);
    const res = await walletCall(t, 'win', winBody(p, bet.round_id, 3_000));
    expect(res.statusCode).toBe(200);
    expect(res.json().balance_cents).toBe(12_000);
    await expectBalance(p, 12_000);
  });

  it('bet then win closing the round: the balance is start − bet + win', async () => {
    const p = await walletPlayer(t, 5_000);
    const bet = betBody(p, 2_000);
    expect((await walletCall(t, 'bet', bet)).json().balance_cents).toBe(3_000);
    const win = await walletCall(t, 'win', winBody(p, bet.round_id, 500, { close_round: true }));
    expect(win.json().balance_cents).toBe(3_500);
    await expectBalance(p, 3_500);
  });

  it('several bets on one open round, then one win', async () => {
    const p = await walletPlayer(t, 5_000);
    const round = uid('round');
    await walletCall(t, 'bet', betBody(p, 1_000, { round_id: round }));
    await walletCall(t, 'bet', betBody(p, 1_000, { round_id: round }));
    const win = await walletCall(t, 'win', winBody(p, round, 4_000, { close_round: true }));
    expect(win.json().balance_cents).toBe(7_000);
  });

  it('a bet of exactly the balance leaves zero', async () => {
    const p = await walletPlayer(t, 777);
    const res = await walletCall(t, 'bet', betBody(p, 777));
    expect(res.statusCode).toBe(200);
    expect(res.json().balance_cents).toBe(0);
    await expectBalance(p, 0);
  });

  it('insufficient funds: 402 with the current balance, nothing moves', async () => {
    const p = await walletPlayer(t, 500);
    const res = await walletCall(t, 'bet', betBody(p, 501));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: 'insufficient_funds', balance_cents: 500 });
    await expectBalance(p, 500);
  });

  it('a zero bet is accepted and opens the round; a zero win closes it', async () => {
    const p = await walletPlayer(t, 1_000);
    const bet = betBody(p, 0);
    const res = await walletCall(t, 'bet', bet);
    expect(res.statusCode).toBe(200);
    expect(res.json().balance_cents).toBe(1_000);
    const win = await walletCall(t, 'win', winBody(p, bet.round_id, 0, { close_round: true }));
    expect(win.statusCode).toBe(200);
    const again = await walletCall(t, 'bet', betBody(p, 10, { round_id: bet.round_id }));
    expect(again.json().error).toBe('round_closed');
    await expectBalance(p, 1_000);
  });

  it('a win on a round with no bet is refused (409 bet_not_found)', async () => {
    const p = await walletPlayer(t, 1_000);
    const res = await walletCall(t, 'win', winBody(p, uid('round'), 500));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'bet_not_found', balance_cents: 1_000 });
    await expectBalance(p, 1_000);
  });
});

describe('idempotency', () => {
  it('a repeated bet returns the first answer and debits once', async () => {
    const p = await walletPlayer(t, 10_000);
    const bet = betBody(p, 1_000);
    const first = await walletCall(t, 'bet', bet);
    await walletCall(t, 'bet', betBody(p, 500)); // the balance moves in between
    const again = await walletCall(t, 'bet', bet);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    await expectBalance(p, 8_500);
  });

  it('a repeated win returns the first answer and credits once', async () => {
    const p = await walletPlayer(t, 10_000);
    const bet = betBody(p, 1_000);
    await walletCall(t, 'bet', bet);
    const win = winBody(p, bet.round_id, 2_000, { close_round: true });
    const first = await walletCall(t, 'win', win);
    const again = await walletCall(t, 'win', win);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    await expectBalance(p, 11_000);
  });

  it('a repeated rollback returns the first answer and refunds once', async () => {
    const p = await walletPlayer(t, 10_000);
    const bet = betBody(p, 3_000);
    await walletCall(t, 'bet', bet);
    const rollback = rollbackBody(p, bet.round_id, bet.action_id);
    const first = await walletCall(t, 'rollback', rollback);
    expect(first.statusCode).toBe(200);
    expect(first.json().balance_cents).toBe(10_000);
    const again = await walletCall(t, 'rollback', rollback);
    expect(again.json()).toEqual(first.json());
    await expectBalance(p, 10_000);
  });

  it('the same action id with another amount is a conflict (409) and moves nothing', async () => {
    const p = await walletPlayer(t, 10_000);
    const bet = betBody(p, 1_000);
    await walletCall(t, 'bet', bet);
    const res = await walletCall(t, 'bet', { ...bet, amount_cents: 2_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'action_conflict', balance_cents: 9_000 });
    await expectBalance(p, 9_000);
  });

  it('the same action id for another player is a conflict', async () => {
    const p = await walletPlayer(t, 10_000);
    const q = await walletPlayer(t, 10_000);
    const bet = betBody(p, 1_000);
    await walletCall(t, 'bet', bet);
    const res = await walletCall(t, 'bet', { ...bet, player: q.player, round_id: uid('round') });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('action_conflict');
    await expectBalance(q, 10_000);
  });

  it('an action id used by a bet cannot be reused by a win', async () => {
    const p = await walletPlayer(t, 10_000);
    const bet = betBody(p, 1_000);
    await walletCall(t, 'bet', bet);
    const res = await walletCall(t, 'win', winBody(p, bet.round_id, 1_000, { action_id: bet.action_id }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('action_conflict');
    await expectBalance(p, 9_000);
  });

  it('100 parallel copies of one bet debit exactly once, all with the same answer', async () => {
    const p = await walletPlayer(t, 100_000);
    const bet = betBody(p, 1_234);
    const answers = await Promise.all(Array.from({ length: 100 }, () => walletCall(t, 'bet', bet)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
    const bodies = new Set(answers.map((a) => a.body));
    expect(bodies.size).toBe(1);
    expect(answers[0]!.json().balance_cents).toBe(98_766);
    await expectBalance(p, 98_766);
  });

  it('parallel different bets never overdraw: exactly as many as the balance pays succeed', async () => {
    const p = await walletPlayer(t, 10_000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => walletCall(t, 'bet', betBody(p, 1_000))),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 402)).toHaveLength(20);
    for (const refused of answers.filter((a) => a.statusCode === 402)) {
      expect(refused.json().balance_cents).toBeGreaterThanOrEqual(0);
    }
    await expectBalance(p, 0);
  });
});

describe('racing actions on one account (each reads what the lock’s previous holder committed)', () => {
  it('20 bets each sent together with its rollback: every bet is undone or cancelled, the balance ends where it began', async () => {
    const p = await walletPlayer(t, 100_000);
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        const bet = betBody(p, 1_000);
        const rollback = rollbackBody(p, bet.round_id, bet.action_id);
        const [placed, undone] = await Promise.all([
          walletCall(t, 'bet', bet),
          walletCall(t, 'rollback', rollback),
        ]);
        expect(undone.statusCode).toBe(200);
        // The bet came first (200, then undone) or after its tombstone (409 bet_rolled_back).
        expect([200, 409]).toContain(placed.statusCode);
        if (placed.statusCode === 409) expect(placed.json().error).toBe('bet_rolled_back');
      }),
    );
    await expectBalance(p, 100_000);
  });

  it('20 rounds each closed by a win while a second bet races for it: a bet lands only on an open round', async () => {
    const p = await walletPlayer(t, 100_000);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const first = betBody(p, 1_000);
        await walletCall(t, 'bet', first);
        const [late, win] = await Promise.all([
          walletCall(t, 'bet', betBody(p, 500, { round_id: first.round_id })),
          walletCall(t, 'win', winBody(p, first.round_id, 0, { close_round: true })),
        ]);
        expect(win.statusCode).toBe(200);
        if (late.statusCode !== 200) expect(late.json().error).toBe('round_closed');
        return late.statusCode === 200 ? 1_500 : 1_000;
      }),
    );
    await expectBalance(p, 100_000 - outcomes.reduce((sum, staked) => sum + staked, 0));
    // No bet of the player written after the win that closed its round.
    const [afterClose] = await queryPrepared<{ n: number | string }>(
      t.deps.db,
      sql`select count(*)::int as n from wallet_transactions b
      join wallet_transactions w on w.provider_key = b.provider_key and w.round_id = b.round_id
        and w.kind = 'win' and w.close_round
      where b.user_id = ${p.id} and b.kind = 'bet' and b.status = 'ok' and b.id > w.id`,
    );
    expect(Number(afterClose?.n)).toBe(0);
  });
});

describe('rollback', () => {
  it('a rollback of a bet returns its money once, even under another rollback id', async () => {
    const p = await walletPlayer(t, 5_000);
    const bet = betBody(p, 2_000);
    await walletCall(t, 'bet', bet);
    const first = await walletCall(t, 'rollback', rollbackBody(p, bet.round_id, bet.action_id));
    expect(first.json().balance_cents).toBe(5_000);
    const second = await walletCall(t, 'rollback', rollbackBody(p, bet.round_id, bet.action_id));
    expect(second.statusCode).toBe(200);
    expect(second.json().balance_cents).toBe(5_000);
    await expectBalance(p, 5_000);
  });

  it('a rollback of an unknown bet is recorded and answered OK', async () => {
    const p = await walletPlayer(t, 5_000);
    const res = await walletCall(t, 'rollback', rollbackBody(p, uid('round'), uid('bet')));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ balance_cents: 5_000, currency: 'CAD', transaction_id: expect.any(String) });
    await expectBalance(p, 5_000);
  });

  it('a bet arriving after its rollback moves no money and says so with the balance, also when repeated', async () => {
    const p = await walletPlayer(t, 5_000);
    const bet = betBody(p, 2_000);
    await walletCall(t, 'rollback', rollbackBody(p, bet.round_id, bet.action_id));
    const late = await walletCall(t, 'bet', bet);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'bet_rolled_back', balance_cents: 5_000 });
    const again = await walletCall(t, 'bet', bet);
    expect(again.json()).toEqual(late.json());
    // Its round was never opened: a win on it finds no bet.
    expect((await walletCall(t, 'win', winBody(p, bet.round_id, 100))).json().error).toBe('bet_not_found');
    await expectBalance(p, 5_000);
  });

  it('a rollback of a win is refused (409 not_a_bet)', async () => {
    const p = await walletPlayer(t, 5_000);
    const bet = betBody(p, 1_000);
    await walletCall(t, 'bet', bet);
    const win = winBody(p, bet.round_id, 3_000);
    await walletCall(t, 'win', win);
    const res = await walletCall(t, 'rollback', rollbackBody(p, bet.round_id, win.action_id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'not_a_bet', balance_cents: 7_000 });
    await expectBalance(p, 7_000);
  });

  it('a rollback of a bet on a closed round is refused (409 round_closed)', async () => {
    const p = await walletPlayer(t, 5_000);
    const bet = betBody(p, 1_000);
    await walletCall(t, 'bet', bet);
    await walletCall(t, 'win', winBody(p, bet.round_id, 0, { close_round: true }));
    const res = await walletCall(t, 'rollback', rollbackBody(p, bet.round_id, bet.action_id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('round_closed');
    await expectBalance(p, 4_000);
  });

  it('a rollback naming another round than its bet is refused (409 round_mismatch)', async () => {
    const p = await walletPlayer(t, 5_000);
    const bet = betBody(p, 1_000);
    await walletCall(t, 'bet', bet);
    const res = await walletCall(t, 'rollback', rollbackBody(p, uid('round'), bet.action_id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('round_mismatch');
    await expectBalance(p, 4_000);
  });

  it('after all its bets are rolled back a round takes no win', async () => {
    const p = await walletPlayer(t, 5_000);
    const bet = betBody(p, 1_000);
    await walletCall(t, 'bet', bet);
    await walletCall(t, 'rollback', rollbackBody(p, bet.round_id, bet.action_id));
    const res = await walletCall(t, 'win', winBody(p, bet.round_id, 9_999));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('bet_not_found');
    await expectBalance(p, 5_000);
  });
});

describe('rounds', () => {
  it('a bet on a closed round is refused (409 round_closed)', async () => {
    const p = await walletPlayer(t, 5_000);
    const bet = betBody(p, 1_000);
    await walletCall(t, 'bet', bet);
    await walletCall(t, 'win', winBody(p, bet.round_id, 1_500, { close_round: true }));
    const res = await walletCall(t, 'bet', betBody(p, 1_000, { round_id: bet.round_id }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'round_closed', balance_cents: 5_500 });
    await expectBalance(p, 5_500);
  });

  it('a win on a closed round is refused (409 round_closed)', async () => {
    const p = await walletPlayer(t, 5_000);
    const bet = betBody(p, 1_000);
    await walletCall(t, 'bet', bet);
    await walletCall(t, 'win', winBody(p, bet.round_id, 0, { close_round: true }));
    const res = await walletCall(t, 'win', winBody(p, bet.round_id, 1_000));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('round_closed');
    await expectBalance(p, 4_000);
  });

  it("another player's round is refused (409 round_mismatch)", async () => {
    const p = await walletPlayer(t, 5_000);
    const q = await walletPlayer(t, 5_000);
    const bet = betBody(p, 1_000);
    await walletCall(t, 'bet', bet);
    expect((await walletCall(t, 'bet', betBody(q, 1_000, { round_id: bet.round_id }))).json().error).toBe(
      'round_mismatch',
    );
    expect((await walletCall(t, 'win', winBody(q, bet.round_id, 1_000))).json().error).toBe('round_mismatch');
    await expectBalance(q, 5_000);
  });
});

describe('amounts', () => {
  it.each([
    ['negative', -100],
    ['fractional', 10.5],
    ['a string', '100'],
    ['above the maximum', MAX_AMOUNT_CENTS + 1],
  ])('a bet amount %s is refused (422 invalid_amount)', async (_what, amount) => {
    const p = await walletPlayer(t, 5_000);
    const res = await walletCall(t, 'bet', betBody(p, 0, { amount_cents: amount }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: 'invalid_amount', balance_cents: null });
    await expectBalance(p, 5_000);
  });

  it('a negative win is refused (422 invalid_amount)', async () => {
    const p = await walletPlayer(t, 5_000);
    const bet = betBody(p, 1_000);
    await walletCall(t, 'bet', bet);
    const res = await walletCall(t, 'win', winBody(p, bet.round_id, -1_000));
    expect(res.statusCode).toBe(422);
    await expectBalance(p, 4_000);
  });
});

describe('players and currencies', () => {
  it('an unknown player is 404 player_not_found, a malformed one too', async () => {
    for (const player of ['2147483000', 'abc', '0', '-1']) {
      const res = await walletCall(t, 'balance', { player, currency: 'CAD' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'player_not_found', balance_cents: null });
    }
  });

  it('a currency the player has no account in is 422 wrong_currency, for balance and bet', async () => {
    const p = await walletPlayer(t, 5_000);
    const balance = await walletCall(t, 'balance', { player: p.player, currency: 'EUR' });
    expect(balance.statusCode).toBe(422);
    expect(balance.json().error).toBe('wrong_currency');
    const bet = await walletCall(t, 'bet', betBody(p, 100, { currency: 'EUR' }));
    expect(bet.statusCode).toBe(422);
    expect(bet.json().error).toBe('wrong_currency');
    await expectBalance(p, 5_000);
  });
});

describe('signatures and requests', () => {
  it('a bad signature is 401 invalid_signature and moves nothing', async () => {
    const p = await walletPlayer(t, 5_000);
    const res = await walletCall(t, 'bet', betBody(p, 1_000), { secret: 'not-the-secret' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_signature', balance_cents: null });
    await expectBalance(p, 5_000);
  });

  it('a missing signature is 401 missing_signature', async () => {
    const p = await walletPlayer(t, 5_000);
    const res = await walletCall(t, 'bet', betBody(p, 1_000), { signature: null });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('missing_signature');
    await expectBalance(p, 5_000);
  });

  it('an unknown provider is 401 unknown_provider, an inactive one too', async () => {
    const p = await walletPlayer(t, 5_000);
    const unknown = await walletCall(t, 'bet', betBody(p, 1_000), { provider: 'nobody' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe('unknown_provider');
    await saveProvider(t.deps.db, { key: 'retired', secret: 'retired-secret', active: false });
    const retired = await walletCall(t, 'bet', betBody(p, 1_000), {
      provider: 'retired',
      secret: 'retired-secret',
    });
    expect(retired.statusCode).toBe(401);
    expect(retired.json().error).toBe('unknown_provider');
    await expectBalance(p, 5_000);
  });

  it('a body changed after signing is 401 invalid_signature, even a byte of whitespace', async () => {
    const p = await walletPlayer(t, 5_000);
    const signed = JSON.stringify(betBody(p, 1_000));
    const tampered = signed.replace('"amount_cents":1000', '"amount_cents":1');
    expect((await walletCall(t, 'bet', signed, { sentBody: tampered })).statusCode).toBe(401);
    expect((await walletCall(t, 'bet', signed, { sentBody: `${signed} ` })).statusCode).toBe(401);
    await expectBalance(p, 5_000);
  });

  it('the signature is checked over the raw bytes: whatever key order or spacing the provider signed is fine', async () => {
    const p = await walletPlayer(t, 5_000);
    const raw = `{ "currency": "CAD",\n  "player": "${p.player}" }`;
    const res = await walletCall(t, 'balance', raw);
    expect(res.statusCode).toBe(200);
    expect(res.json().balance_cents).toBe(5_000);
  });

  it('malformed JSON is 400 invalid_json; a missing field is 400 invalid_request naming it', async () => {
    const p = await walletPlayer(t, 5_000);
    expect((await walletCall(t, 'bet', '{"player":')).json()).toEqual({
      error: 'invalid_json',
      balance_cents: null,
    });
    const { round_id: _omitted, ...noRound } = betBody(p, 100);
    const res = await walletCall(t, 'bet', noRound);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request', fields: ['round_id'] });
    const { amount_cents: _none, ...noAmount } = betBody(p, 100);
    expect((await walletCall(t, 'bet', noAmount)).json()).toMatchObject({
      error: 'invalid_request',
      fields: ['amount_cents'],
    });
  });

  it('reads the body whatever its content type (the signature covers the bytes); over 16 KB is 413', async () => {
    const p = await walletPlayer(t, 5_000);
    const raw = JSON.stringify({ player: p.player, currency: 'CAD' });
    const headers = {
      'x-orbit-provider': TEST_PROVIDER.key,
      'x-orbit-signature': signBody(TEST_PROVIDER.secret, raw),
    };
    for (const type of [
      'text/plain',
      'application/json; charset=utf-8',
      'application/octet-stream',
      undefined,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wallet/v1/balance',
        payload: raw,
        headers: type ? { ...headers, 'content-type': type } : headers,
      });
      expect(res.statusCode, type).toBe(200);
    }
    const big = JSON.stringify({ player: p.player, currency: 'CAD', pad: 'x'.repeat(17 * 1024) });
    const res = await walletCall(t, 'balance', big);
    expect(res.statusCode).toBe(413);
  });

  it('needs no cookie and no X-Requested-With (server to server), while /api still does', async () => {
    const p = await walletPlayer(t, 5_000);
    const res = await walletCall(t, 'balance', { player: p.player, currency: 'CAD' });
    expect(res.statusCode).toBe(200);
    const api = await t.app.inject({ method: 'POST', url: '/api/player/accounts', payload: {} });
    expect(api.statusCode).toBe(403);
  });
});

describe('real and bonus money', () => {
  // The wallet's pockets alone: bonus money put straight in the pocket, no gift, no bonus engine
  // (which would take back winnings of bonus money that no wagering gift owns).
  let hooks: typeof t.deps.walletHooks;
  beforeAll(() => {
    hooks = t.deps.walletHooks;
    t.deps.walletHooks = NO_WALLET_HOOKS;
  });
  afterAll(() => {
    t.deps.walletHooks = hooks;
  });

  it('a bet takes real money first, then bonus; a rollback returns each to its pocket', async () => {
    const p = await walletPlayer(t, 1_000);
    await creditPlayer(t.deps, {
      userId: p.id,
      currency: 'CAD',
      amountCents: 2_000,
      kind: 'adjustment',
      idempotencyKey: uid('bonus'),
      pocket: 'bonus',
    });
    expect(await accountState(t, p.accountId)).toMatchObject({ amountCents: 3_000, realCents: 1_000 });
    const bet = betBody(p, 1_500);
    await walletCall(t, 'bet', bet);
    expect(await accountState(t, p.accountId)).toMatchObject({
      amountCents: 1_500,
      realCents: 0,
      ledgerReal: 0,
    });
    await walletCall(t, 'rollback', rollbackBody(p, bet.round_id, bet.action_id));
    expect(await accountState(t, p.accountId)).toMatchObject({
      amountCents: 3_000,
      realCents: 1_000,
      ledgerReal: 1_000,
    });
  });

  it('a win is split between the pockets the way its round was staked', async () => {
    const p = await walletPlayer(t, 1_000);
    await creditPlayer(t.deps, {
      userId: p.id,
      currency: 'CAD',
      amountCents: 1_000,
      kind: 'adjustment',
      idempotencyKey: uid('bonus'),
      pocket: 'bonus',
    });
    const bet = betBody(p, 2_000); // 1,000 real + 1,000 bonus
    await walletCall(t, 'bet', bet);
    await walletCall(t, 'win', winBody(p, bet.round_id, 4_000, { close_round: true }));
    expect(await accountState(t, p.accountId)).toMatchObject({
      amountCents: 4_000,
      realCents: 2_000,
      ledgerReal: 2_000,
    });
  });
});

describe('hooks, events and the casino side', () => {
  it('publishes the Account on the balance channel after the money moved, not for a refusal', async () => {
    const p = await walletPlayer(t, 5_000);
    const original = t.deps.realtime;
    const events = recordPlayerEvents(t);
    try {
      await walletCall(t, 'bet', betBody(p, 1_000));
      await walletCall(t, 'bet', betBody(p, 9_000));
    } finally {
      t.deps.realtime = original;
    }
    expect(events).toEqual([
      {
        userId: p.id,
        channel: 'balance',
        data: expect.objectContaining({
          currency: 'CAD',
          amount_cents: 4_000,
          available_to_cashout_cents: 4_000,
          active: true,
        }),
      },
    ]);
  });

  it('the bet guard (limits hook) can refuse a bet: 403 bet_refused with its reason, nothing moves', async () => {
    const p = await walletPlayer(t, 5_000);
    const seen: number[] = [];
    const limitsGuard = t.deps.betGuard;
    t.deps.betGuard = async (_tx, attempt) => {
      seen.push(attempt.amountCents);
      return attempt.amountCents > 2_000 ? { allowed: false, reason: 'loss_limit' } : { allowed: true };
    };
    try {
      const refused = await walletCall(t, 'bet', betBody(p, 2_500));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'bet_refused', balance_cents: 5_000, reason: 'loss_limit' });
      expect((await walletCall(t, 'bet', betBody(p, 2_000))).statusCode).toBe(200);
    } finally {
      t.deps.betGuard = limitsGuard;
    }
    expect(seen).toEqual([2_500, 2_000]);
    await expectBalance(p, 3_000);
  });

  it("refuses a single bet above its currency's bet sum limit (CAD 9,000,000 cents)", async () => {
    const p = await walletPlayer(t, 10_000_000);
    const over = await walletCall(t, 'bet', betBody(p, 9_000_001));
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ error: 'bet_refused', balance_cents: 10_000_000, reason: 'bet_sum_limit' });
    expect((await walletCall(t, 'bet', betBody(p, 9_000_000))).statusCode).toBe(200);
    await expectBalance(p, 1_000_000);
  });

  it('the house client speaks the same protocol (orbit-house) and resolves refusals', async () => {
    const p = await walletPlayer(t, 5_000);
    const house = createHouseWalletClient(t.app);
    const who = { player: p.player, currency: 'CAD' };
    const round = uid('round');
    expect(await house.balance(who)).toEqual({ ok: true, balance_cents: 5_000, transaction_id: '' });
    const bet = await house.bet({
      ...who,
      action_id: `${round}:bet`,
      round_id: round,
      game: 'orbit:dice',
      amount_cents: 1_000,
    });
    expect(bet).toEqual({ ok: true, balance_cents: 4_000, transaction_id: expect.any(String) });
    const win = await house.win({
      ...who,
      action_id: `${round}:win`,
      round_id: round,
      game: 'orbit:dice',
      amount_cents: 1_980,
      close_round: true,
    });
    expect(win).toMatchObject({ ok: true, balance_cents: 5_980 });
    const broke = await house.bet({
      ...who,
      action_id: uid('bet'),
      round_id: uid('round'),
      game: 'orbit:dice',
      amount_cents: 10_000,
    });
    expect(broke).toEqual({ ok: false, error: 'insufficient_funds', balance_cents: 5_980 });
    const rollback = await house.rollback({
      ...who,
      action_id: uid('rb'),
      round_id: round,
      game: 'orbit:dice',
      bet_action_id: `${round}:bet`,
    });
    expect(rollback).toEqual({ ok: false, error: 'round_closed', balance_cents: 5_980 });
    await expectBalance(p, 5_980);
  });

  it('creditPlayer (jackpot_win, adjustment) is idempotent by key and refuses a conflicting repeat', async () => {
    const p = await walletPlayer(t, 0);
    const key = uid('jackpot');
    const credit = {
      userId: p.id,
      currency: 'CAD',
      amountCents: 50_000,
      kind: 'jackpot_win' as const,
      idempotencyKey: key,
    };
    const first = await creditPlayer(t.deps, credit);
    expect(first).toEqual({ transactionId: expect.any(String), balanceCents: 50_000, replayed: false });
    expect(await creditPlayer(t.deps, credit)).toEqual({ ...first, replayed: true });
    await expect(creditPlayer(t.deps, { ...credit, amountCents: 1 })).rejects.toThrow(WalletError);
    await expect(
      creditPlayer(t.deps, { ...credit, idempotencyKey: uid('j'), amountCents: -5 }),
    ).rejects.toThrow('invalid_amount');
    await expect(
      creditPlayer(t.deps, { ...credit, kind: 'adjustment', idempotencyKey: uid('a'), amountCents: -50_001 }),
    ).rejects.toThrow('insufficient_funds');
    await expectBalance(p, 50_000);
  });

  it('double entry: every transaction so far has ledger rows summing to zero', async () => {
    expect(await unbalancedTransactions(t)).toBe(0);
  });
});

/** What the protocol promises, as a plain model: the expected status of each action and the balance. */
class WalletModel {
  balance: number;
  /** Recorded actions by id: what they were and the answer they got. */
  actions = new Map<string, { shape: string; status: number }>();
  rounds = new Map<string, { bets: number; closed: boolean }>();
  bets = new Map<string, { amount: number; round: string; live: boolean }>();
  rolledBack = new Set<string>();

  constructor(balance: number) {
    this.balance = balance;
  }

  /** The first answer of a recorded action id, or a conflict; undefined if the id is new. */
  private repeat(id: string, shape: string): number | undefined {
    const seen = this.actions.get(id);
    if (!seen) return undefined;
    return seen.shape === shape ? seen.status : 409;
  }

  bet(id: string, round: string, amount: number): number {
    const shape = `bet:${round}:${amount}`;
    const repeated = this.repeat(id, shape);
    if (repeated !== undefined) return repeated;
    if (this.rolledBack.has(id)) {
      this.actions.set(id, { shape, status: 409 });
      this.bets.set(id, { amount, round, live: false });
      return 409;
    }
    const r = this.rounds.get(round);
    if (r?.closed) return 409;
    if (amount > this.balance) return 402;
    this.balance -= amount;
    this.rounds.set(round, { bets: (r?.bets ?? 0) + 1, closed: false });
    this.bets.set(id, { amount, round, live: true });
    this.actions.set(id, { shape, status: 200 });
    return 200;
  }

  win(id: string, round: string, amount: number, close: boolean): number {
    const shape = `win:${round}:${amount}:${close}`;
    const repeated = this.repeat(id, shape);
    if (repeated !== undefined) return repeated;
    const r = this.rounds.get(round);
    if (!r || r.bets <= 0) return 409;
    if (r.closed) return 409;
    this.balance += amount;
    if (close) r.closed = true;
    this.actions.set(id, { shape, status: 200 });
    return 200;
  }

  rollback(id: string, round: string, betId: string): number {
    const shape = `rollback:${round}:${betId}`;
    const repeated = this.repeat(id, shape);
    if (repeated !== undefined) return repeated;
    const target = this.actions.get(betId);
    const bet = this.bets.get(betId);
    if (!target) {
      this.rolledBack.add(betId);
    } else if (!bet) {
      return 409; // a win
    } else if (bet.round !== round) {
      return 409;
    } else if (bet.live) {
      const r = this.rounds.get(bet.round)!;
      if (r.closed) return 409;
      this.balance += bet.amount;
      bet.live = false;
      r.bets -= 1;
    }
    this.actions.set(id, { shape, status: 200 });
    return 200;
  }
}

const BET_IDS = ['b0', 'b1', 'b2', 'b3', 'b4'];
const ROUNDS = ['r0', 'r1', 'r2'];
const step = fc.oneof(
  fc.record({
    op: fc.constant('bet' as const),
    id: fc.constantFrom(...BET_IDS),
    round: fc.constantFrom(...ROUNDS),
    amount: fc.integer({ min: 0, max: 4_000 }),
  }),
  fc.record({
    op: fc.constant('win' as const),
    id: fc.constantFrom('w0', 'w1', 'w2', 'w3'),
    round: fc.constantFrom(...ROUNDS),
    amount: fc.integer({ min: 0, max: 6_000 }),
    close: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('rollback' as const),
    id: fc.constantFrom('x0', 'x1', 'x2', 'x3'),
    round: fc.constantFrom(...ROUNDS),
    bet: fc.constantFrom(...BET_IDS, 'w0'),
  }),
);

describe('property', () => {
  it('any sequence of bets, wins, rollbacks and repeats: answers and balance follow the model, ledger = balance ≥ 0', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const p = await walletPlayer(t, 10_000);
        const model = new WalletModel(10_000);
        // Ids are unique per run: the same small pools collide within a run, never across runs.
        const run = uid('run');
        const at = (id: string) => `${run}:${id}`;
        for (const s of steps) {
          let res: Awaited<ReturnType<typeof walletCall>>;
          let expected: number;
          if (s.op === 'bet') {
            expected = model.bet(s.id, s.round, s.amount);
            res = await walletCall(
              t,
              'bet',
              betBody(p, s.amount, { action_id: at(s.id), round_id: at(s.round) }),
            );
          } else if (s.op === 'win') {
            expected = model.win(s.id, s.round, s.amount, s.close);
            res = await walletCall(
              t,
              'win',
              winBody(p, at(s.round), s.amount, { action_id: at(s.id), close_round: s.close }),
            );
          } else {
            expected = model.rollback(s.id, s.round, s.bet);
            res = await walletCall(
              t,
              'rollback',
              rollbackBody(p, at(s.round), at(s.bet), { action_id: at(s.id) }),
            );
          }
          expect(res.statusCode, `${JSON.stringify(s)} → ${res.body}`).toBe(expected);
          const balance = res.json().balance_cents;
          if (balance !== null) expect(balance).toBeGreaterThanOrEqual(0);
        }
        const state = await accountState(t, p.accountId);
        expect(state.amountCents).toBe(model.balance);
        expect(state.ledgerTotal).toBe(model.balance);
        expect(state.ledgerReal).toBe(state.realCents);
        const answered = await walletCall(t, 'balance', { player: p.player, currency: 'CAD' });
        expect(answered.json().balance_cents).toBe(model.balance);
      }),
      { numRuns: 25 },
    );
  });
});
