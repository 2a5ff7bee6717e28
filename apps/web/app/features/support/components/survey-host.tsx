import { lazy, Suspense, useEffect, useState } from 'react';
import { usePlayer } from '~/shared/player/get-player.ts';
import { siteSince } from '~/shared/site-since.ts';
import { surveyWaitMs } from '../model/timing.ts';

const SurveyWidget = lazy(() => import('./survey-widget.tsx'));

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
