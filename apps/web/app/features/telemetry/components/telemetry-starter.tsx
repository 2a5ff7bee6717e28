import { useEffect } from 'react';
import { onFirstUse } from '~/shared/first-use.ts';
import { currentRouteId, pageOf } from '../model/page.ts';

const ERRORS = ['error', 'unhandledrejection'] as const;

/**
 * Starts the client telemetry (start-telemetry.ts, a chunk of its own with web-vitals) once the page
 * needs it: when first in use (`onFirstUse`: an interaction, the page hidden or left, when the
 * vitals are sent) or at an uncaught error (kept to be reported). Nothing on the first screen needs
 * it before, and web-vitals reads the performance entries the browser buffered until then: the
 * vitals are the page load's all the same. Drawn by the late chunk, so the start-up JavaScript
 * carries none of it. Renders nothing.
 */
export function TelemetryStarter() {
  useEffect(() => {
    // The page the visitor landed on, before any navigation: what the vitals describe.
    const landing = pageOf(currentRouteId());
    const errors: Event[] = [];
    // Not capturing: an image that fails to load is no uncaught error.
    const catchErrors = (on: boolean) => {
      for (const type of ERRORS) (on ? addEventListener : removeEventListener)(type, onError);
    };
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      stopWaiting();
      import('../start-telemetry.ts')
        .then((chunk) => {
          // From here the chunk reports errors itself: the ones kept until now are handed over.
          catchErrors(false);
          chunk.startTelemetry(landing, () => pageOf(currentRouteId()), errors);
        })
        .catch(() => {});
    };
    function onError(event: Event) {
      errors.push(event);
      load();
    }
    const stopWaiting = onFirstUse(load);
    catchErrors(true);
    return () => {
      stopWaiting();
      catchErrors(false);
    };
  }, []);
  return null;
}
