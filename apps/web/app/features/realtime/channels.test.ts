import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch, joinHouseRoom, onHouseRooms, subscribe, wantedHouseRooms } from './channels.ts';

afterEach(() => onHouseRooms(null));

describe('channel subscriptions', () => {
  it('deliver a channel’s events to its subscribers until they unsubscribe', () => {
    const balance = vi.fn();
    const wins = vi.fn();
    const stop = subscribe('balance', balance);
    subscribe('wins', wins);
    dispatch('balance', { amount_cents: 1 });
    stop();
    dispatch('balance', { amount_cents: 2 });
    expect(balance.mock.calls).toEqual([[{ amount_cents: 1 }]]);
    expect(wins).not.toHaveBeenCalled();
  });

  it('keep delivering when one handler throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    const stops = [
      subscribe('x', () => {
        throw new Error('boom');
      }),
      subscribe('x', after),
    ];
    dispatch('x', 1);
    expect(after).toHaveBeenCalledWith(1);
    for (const stop of stops) stop();
    error.mockRestore();
  });
});

describe('house rooms', () => {
  it('join a game’s room once for several watchers and leave it with the last', () => {
    const listener = vi.fn();
    onHouseRooms(listener);
    const leaveA = joinHouseRoom('orbit/crash');
    const leaveB = joinHouseRoom('orbit/crash');
    expect(wantedHouseRooms()).toEqual(['orbit/crash']);
    leaveA();
    expect(wantedHouseRooms()).toEqual(['orbit/crash']);
    leaveB();
    expect(wantedHouseRooms()).toEqual([]);
    expect(listener.mock.calls).toEqual([
      ['orbit/crash', true],
      ['orbit/crash', false],
    ]);
  });
});
