import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch, onHouseRooms, wantedHouseRooms } from './channels.ts';
import { useHouseRoom } from './use-house-room.ts';

afterEach(() => {
  cleanup();
  onHouseRooms(null);
});

function Table({ game, onRound }: { game: string | null; onRound: (round: unknown) => void }) {
  useHouseRoom(game, onRound);
  return null;
}

const round = (game: string, id: number) => ({
  game,
  round_id: id,
  phase: 'betting',
  seed_hash: 'h',
  closes_at: null,
  started_at: null,
  outcome: null,
  seed: null,
});

describe('useHouseRoom', () => {
  it('joins the game’s room while mounted and hands over only its rounds', () => {
    const rooms = vi.fn();
    onHouseRooms(rooms);
    const onRound = vi.fn();
    const view = render(<Table game="orbit/crash" onRound={onRound} />);
    expect(wantedHouseRooms()).toEqual(['orbit/crash']);
    act(() => {
      dispatch('house_round', round('orbit/crash', 1));
      dispatch('house_round', round('orbit/wheel', 2));
      dispatch('house_round', 'junk');
    });
    expect(onRound.mock.calls).toEqual([[round('orbit/crash', 1)]]);
    view.unmount();
    expect(wantedHouseRooms()).toEqual([]);
    expect(rooms.mock.calls).toEqual([
      ['orbit/crash', true],
      ['orbit/crash', false],
    ]);
  });

  it('joins nothing without a game', () => {
    render(<Table game={null} onRound={() => {}} />);
    expect(wantedHouseRooms()).toEqual([]);
  });
});
