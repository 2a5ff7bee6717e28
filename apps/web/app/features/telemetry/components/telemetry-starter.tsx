import { useEffect } from 'react';
import { currentRouteId, pageOf } from '../model/page.ts';

/** What the visitor does first that means the page is in use. */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;
const ERRORS = ['error', 'unhandledrejection'] as const;
const LISTENING = { capture: true, passive: true } as const;

/**
 * Starts the client telemetry (start-telemetry.ts, a chunk of its own with web-vitals) once the page
 * needs it: at the visitor's first interaction (a tap, a key, a scroll), when the page is first
 * hidden or left (the vitals are sent then), or at an uncaught error (kept to be reported). Nothing
 * on the first screen needs it before, and web-vitals reads the performance entries the browser
 * buffered until then: the vitals are the page load's all the same. Drawn by the late chunk, so the
 * start-up JavaScript carries none of it. Renders nothing.
 */
export function TelemetryStarter() {
  useEffect(() => {
    // The page the visitor landed on, before any navigation: what the vitals describe.
    const landing = pageOf(currentRouteId());
    const errors: Event[] = [];
    const onError = (event: Event) => {
      errors.push(event);
      load();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') load();
    };
    const triggers = (on: boolean) => {
      const listen = on ? addEventListener : removeEventListener;
      for (const type of INTERACTIONS) listen(type, load, LISTENING);
      listen('pagehide', load, LISTENING);
      listen('visibilitychange', onHidden, LISTENING);
    };
    // Not capturing: an image that fails to load is no uncaught error.
    const catchErrors = (on: boolean) => {
      for (const type of ERRORS) (on ? addEventListener : removeEventListener)(type, onError);
    };
    let loading = false;
    function load() {
      if (loading) return;
      loading = true;
      triggers(false);
      import('../start-telemetry.ts')
        .then((chunk) => {
          // From here the chunk reports errors itself: the ones kept until now are handed over.
          catchErrors(false);
          chunk.startTelemetry(landing, () => pageOf(currentRouteId()), errors);
        })
        .catch(() => {});
    }
    triggers(true);
    catchErrors(true);
    return () => {
      triggers(false);
      catchErrors(false);
    };
  }, []);
  return null;
}
