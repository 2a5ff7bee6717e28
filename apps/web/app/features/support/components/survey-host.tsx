import { lazy, Suspense, useEffect, useState } from 'react';
import { usePlayer } from '~/shared/player/get-player.ts';
import { surveyWaitMs } from '../model/timing.ts';

const SurveyWidget = lazy(() => import('./survey-widget.tsx'));

/** When this tab first opened the site: the survey counts its 5 minutes from there (across pages). */
const SINCE_KEY = 'orbit.site-since';

function siteSince(): number {
  try {
    const stored = Number(sessionStorage.getItem(SINCE_KEY));
    if (stored > 0) return stored;
    const now = Date.now();
    sessionStorage.setItem(SINCE_KEY, String(now));
    return now;
  } catch {
    return Date.now();
  }
}

/**
 * Waits until a signed-in player has been on the site for 5 minutes (and the widget's own 5 s),
 * then loads the survey widget, which decides the rest (page, modals, config, answered).
 */
export default function SurveyHost() {
  const { signedIn } = usePlayer();
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => setDue(true), surveyWaitMs(siteSince(), Date.now()));
    return () => clearTimeout(timer);
  }, [signedIn]);
  if (!due || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SurveyWidget />
    </Suspense>
  );
}
