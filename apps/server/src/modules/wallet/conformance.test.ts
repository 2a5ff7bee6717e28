/**
 * Conformance suite of the seamless-wallet protocol (docs/wallet-protocol.md): every scenario
 * goes through real signed HTTP requests. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { setBetGuard } from './bet-guard.ts';
import { createHouseWalletClient } from './house-client.ts';
import { MAX_AMOUNT_CENTS } from './protocol.ts';
import { saveProvider } from './providers.ts';
import { creditPlayer, WalletError } from './service.ts';
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

/** The account agrees with its ledger and the balance is what the scenario expects. */
async function expectBalance(p: WalletPlayer, cents: number) {
  const state = await accountState(t, p.accountId);
  expect(state).toEqual({
    amountCents: cents,
    realCents: state.realCents,
    ledgerTotal: cents,
    ledgerReal: state.realCents,
  });
  expect(state.amountCents).toBe(cents);
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
