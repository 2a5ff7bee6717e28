import { lazy, Suspense } from 'react';
import { whenNear } from '~/shared/near-view.ts';

// Below the first rows: the slider's code, and the socket its live amounts open, load once the
// jackpots are on screen (on a phone they sit within a few hundred pixels of the first screen,
// which a visitor may never scroll). Until then their server-rendered HTML stays in place as it is.
const Slider = lazy(() =>
  whenNear('[data-testid="jackpots"]', () => import('./jackpot-slider-live.tsx'), '0px'),
);

/** The lobby's jackpots and their winners, hydrated (and live) once near the viewport. */
export function JackpotSlider() {
  return (
    <Suspense fallback={null}>
      <Slider />
    </Suspense>
  );
}
