/** The two wheel pages of spec 2 §2 (the shop's and the casino's); each has `/spin` and `/segments`. */
export const WHEEL_BASES = ['rocketmart-wheel', 'rocketplay-wheel'] as const;
export type WheelBase = (typeof WHEEL_BASES)[number];

export const wheelBaseOf = (value: string | undefined): WheelBase =>
  value === 'rocketmart-wheel' ? 'rocketmart-wheel' : 'rocketplay-wheel';

/** Spec 2 §2 names SpinWheelPage and SpinWheelSegmentsPage without paths; Orbit puts them here. */
export const spinPath = (base: WheelBase) => `/${base}/spin`;
export const segmentsPath = (base: WheelBase) => `/${base}/segments`;
