/** Banners advance every 10 s. */
export const BANNER_AUTOPLAY_MS = 10_000;

/** The slide `step` away from `index` in a ring of `count` slides (next after the last is the first). */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export interface AutoplayState {
  slides: number;
  reducedMotion: boolean;
  /** Pointer over the carousel or focus inside it. */
  engaged: boolean;
  /** The player pressed pause. */
  stopped: boolean;
}

/** Autoplay runs with more than one slide, unless the player asked for less motion, paused it or is in it. */
export const autoplayRuns = (state: AutoplayState) =>
  state.slides > 1 && !state.reducedMotion && !state.engaged && !state.stopped;
