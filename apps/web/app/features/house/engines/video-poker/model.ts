import type { PokerHand, VideoPokerView } from '@orbit/games/tables/video-poker';

const EMPTY: VideoPokerView = { hand: [], held: null, result: null };

export function pokerView(view: unknown): VideoPokerView {
  if (typeof view !== 'object' || view === null || !('hand' in view)) return EMPTY;
  return view as VideoPokerView;
}

/** Paytable rows from the best hand down, without "nothing". */
export function paytableRows(
  paytable: Readonly<Record<PokerHand, number>>,
): { hand: PokerHand; pays: number }[] {
  return (Object.entries(paytable) as [PokerHand, number][])
    .filter(([hand, pays]) => hand !== 'nothing' && pays > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([hand, pays]) => ({ hand, pays }));
}

export const toggleHold = (held: readonly boolean[], index: number) =>
  held.map((h, i) => (i === index ? !h : h));
