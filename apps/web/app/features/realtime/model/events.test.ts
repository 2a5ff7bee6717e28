import type { Account, Jackpot } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import {
  isAccountEvent,
  isJackpotEvent,
  isJackpotWinAward,
  replaceAccount,
  replaceJackpot,
} from './events.ts';

const account = (currency: string, amount: number, active = false): Account => ({
  currency,
  amount_cents: amount,
  available_to_cashout_cents: amount,
  available_to_bet_with_locked_cent: amount,
  hidden_at: null,
  deposit_available: true,
  selected_lottery_id: null,
  active,
});

describe('balance events', () => {
  it('replace the account of the same currency and keep the others in place', () => {
    const accounts = [account('EUR', 100, true), account('BTC', 5)];
    const next = replaceAccount(accounts, { ...account('EUR', 250), active: true });
    expect(next?.map((a) => [a.currency, a.amount_cents])).toEqual([
      ['EUR', 250],
      ['BTC', 5],
    ]);
    expect(next?.[1]).toBe(accounts[1]);
  });

  it('add an account of a new currency, and leave an unloaded list alone', () => {
    expect(replaceAccount([account('EUR', 1)], account('USD', 2))?.map((a) => a.currency)).toEqual([
      'EUR',
      'USD',
    ]);
    expect(replaceAccount(undefined, account('USD', 2))).toBeUndefined();
  });

  it('are recognised only with a currency and integer amounts', () => {
    expect(isAccountEvent(account('EUR', 1))).toBe(true);
    expect(isAccountEvent({ currency: 'EUR', amount_cents: 1.5, available_to_cashout_cents: 1 })).toBe(false);
    expect(isAccountEvent({ amount_cents: 1, available_to_cashout_cents: 1 })).toBe(false);
    expect(isAccountEvent(null)).toBe(false);
    expect(isAccountEvent([account('EUR', 1)])).toBe(false);
  });
});

describe('jackpot changes', () => {
  const jackpot = (id: number, amount: number) =>
    ({ id, name: `J${id}`, levels: [{ id: 1, amount_cents: amount }] }) as unknown as Jackpot;

  it('replace the jackpot with the same id only', () => {
    const list = [jackpot(1, 100), jackpot(2, 200)];
    const next = replaceJackpot(list, jackpot(2, 999));
    expect(next?.map((j) => j.levels[0]?.amount_cents)).toEqual([100, 999]);
    expect(next?.[0]).toBe(list[0]);
  });

  it('ignore a jackpot the list does not hold, and an unloaded list', () => {
    const list = [jackpot(1, 100)];
    expect(replaceJackpot(list, jackpot(3, 5))).toBe(list);
    expect(replaceJackpot(undefined, jackpot(3, 5))).toBeUndefined();
  });

  it('are recognised by an integer id and levels', () => {
    expect(isJackpotEvent(jackpot(1, 1))).toBe(true);
    expect(isJackpotEvent({ id: '1', levels: [] })).toBe(false);
    expect(isJackpotEvent({ id: 1 })).toBe(false);
  });
});

describe('jackpot win awards', () => {
  it('need every field the popup shows', () => {
    const award = {
      jackpot_id: 1,
      jackpot_title: 'Mystic',
      level: 'Grand',
      amount_cents: 100,
      currency: 'EUR',
    };
    expect(isJackpotWinAward(award)).toBe(true);
    expect(isJackpotWinAward({ ...award, amount_cents: '100' })).toBe(false);
    expect(isJackpotWinAward({ ...award, level: undefined })).toBe(false);
  });
});
