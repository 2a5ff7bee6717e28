import type { Account } from '@orbit/contract';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from './channels.ts';
import { useChannel } from './use-channel.ts';

afterEach(cleanup);

function Balance({ onBalance }: { onBalance: (account: Account) => void }) {
  useChannel('balance', (account) => onBalance(account));
  return null;
}

/** Compiles only while the channel names and payload types are the contract's. */
function Typed({ seen }: { seen: unknown[] }) {
  useChannel('jackpots_changes', (jackpot) => seen.push(jackpot.levels.length));
  useChannel('game_limits', (limits) => seen.push(limits.map((limit) => limit.id)));
  // @ts-expect-error a channel the contract does not name
  useChannel('balanse', () => {});
  // @ts-expect-error a balance has no levels
  useChannel('balance', (account) => seen.push(account.levels));
  return null;
}

describe('useChannel', () => {
  it('hands the channel’s events to the mounted component only', () => {
    const onBalance = vi.fn();
    const view = render(<Balance onBalance={onBalance} />);
    act(() => dispatch('balance', { currency: 'EUR', amount_cents: 1 }));
    act(() => dispatch('wins', { nickname: 'ann' }));
    view.unmount();
    act(() => dispatch('balance', { currency: 'EUR', amount_cents: 2 }));
    expect(onBalance.mock.calls).toEqual([[{ currency: 'EUR', amount_cents: 1 }]]);
  });

  it('gives each handler its channel’s payload', () => {
    const seen: unknown[] = [];
    render(<Typed seen={seen} />);
    act(() => dispatch('jackpots_changes', { id: 1, levels: [{}, {}] }));
    act(() => dispatch('game_limits', [{ id: 4 }, { id: 5 }]));
    expect(seen).toEqual([2, [4, 5]]);
  });
});
