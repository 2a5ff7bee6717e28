/** The app's clock: the real time plus an offset that only a test clock moves. */
export interface Clock {
  now(): Date;
  /** Moves the clock forward (end-to-end tests: a raised limit's 24 hours). */
  advance(ms: number): void;
  reset(): void;
  offsetMs(): number;
}

export function createClock(): Clock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
    offsetMs: () => offset,
  };
}
