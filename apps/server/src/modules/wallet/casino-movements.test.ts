import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { type CreditResult, creditPlayer, movePaymentMoney, type PaymentMovement } from './service.ts';
import { accountState, uid, unbalancedTransactions, walletPlayer } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the casino's own movements (credits and payments)", () => {
  it('a repeat of every kind answers what the first answered, though the balance moved since', async () => {
    const p = await walletPlayer(t, 0);
    /** Another movement in between, so the current balance differs from the first answer's. */
    const moveBalance = () =>
      creditPlayer(t.deps, {
        userId: p.id,
        currency: p.currency,
        amountCents: 1_000,
        kind: 'adjustment',
        idempotencyKey: uid('between'),
      });
    const expectReplay = async (first: CreditResult, again: () => Promise<CreditResult>) => {
      expect(first.replayed).toBe(false);
      await moveBalance();
      const before = await accountState(t, p.accountId);
      expect(await again()).toEqual({ ...first, replayed: true });
      expect(await accountState(t, p.accountId)).toEqual(before);
    };

    for (const credit of [
      { kind: 'jackpot_win' as const, amountCents: 50_000 },
      { kind: 'adjustment' as const, amountCents: 20_000 },
      { kind: 'adjustment' as const, amountCents: -3_000 },
      { kind: 'adjustment' as const, amountCents: 4_000, pocket: 'bonus' as const },
    ]) {
      const whole = { userId: p.id, currency: p.currency, idempotencyKey: uid(credit.kind), ...credit };
      await expectReplay(await creditPlayer(t.deps, whole), () => creditPlayer(t.deps, whole));
    }

    let ran = 0;
    for (const kind of [
      'deposit',
      'withdrawal_reserve',
      'withdrawal_release',
      'withdrawal_reserve',
      'withdrawal_payout',
    ] as const) {
      const movement: PaymentMovement = {
        userId: p.id,
        currency: p.currency,
        amountCents: 7_000,
        kind,
        idempotencyKey: uid(kind),
        within: async () => {
          ran++;
        },
      };
      const first = await movePaymentMoney(t.deps, movement);
      await expectReplay(first, () => movePaymentMoney(t.deps, movement));
    }
    // `within` (the payment's state change) ran with each first movement, never with a repeat.
    expect(ran).toBe(5);
    expect(await unbalancedTransactions(t)).toBe(0);
  });

  it('the first answers carry the balance right after each movement', async () => {
    const p = await walletPlayer(t, 0);
    const pay = (kind: PaymentMovement['kind']) =>
      movePaymentMoney(t.deps, {
        userId: p.id,
        currency: p.currency,
        amountCents: 2_500,
        kind,
        idempotencyKey: uid(kind),
      });
    expect((await pay('deposit')).balanceCents).toBe(2_500);
    expect((await pay('withdrawal_reserve')).balanceCents).toBe(0);
    // The payout moves money between system accounts: the player's balance left at the reserve.
    expect((await pay('withdrawal_payout')).balanceCents).toBe(0);
    const state = await accountState(t, p.accountId);
    expect(state).toMatchObject({ amountCents: 0, ledgerTotal: 0 });
  });
});
