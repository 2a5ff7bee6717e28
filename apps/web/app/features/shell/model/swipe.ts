/** A sidebar closes on a swipe towards the screen edge it slides from. */
export const CLOSE_SWIPE_PX = 60;

export interface Point {
  x: number;
  y: number;
}

/** True when the move from `start` to `end` is mostly horizontal and > 60 px towards `edge`. */
export function isCloseSwipe(start: Point, end: Point, edge: 'left' | 'right'): boolean {
  const dx = end.x - start.x;
  const towardsEdge = edge === 'left' ? -dx : dx;
  return towardsEdge > CLOSE_SWIPE_PX && Math.abs(dx) > Math.abs(end.y - start.y);
}
