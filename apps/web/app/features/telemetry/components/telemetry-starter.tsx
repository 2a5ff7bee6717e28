import { useEffect } from 'react';
import { currentRouteId, pageOf } from '../model/page.ts';

/** After the load event, once the browser is idle: the page's own work comes first. */
function afterLoad(run: () => void): () => void {
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: 5_000 })
      : setTimeout(run, 1_000);
  if (document.readyState === 'complete') {
    whenIdle();
    return () => {};
  }
  addEventListener('load', whenIdle, { once: true });
  return () => removeEventListener('load', whenIdle);
}

/**
 * Starts the client telemetry (start-telemetry.ts, a chunk of its own with web-vitals) after the page has
 * loaded; drawn by the late chunk, so the start-up JavaScript carries none of it. Renders nothing.
 */
export function TelemetryStarter() {
  useEffect(() => {
    // The page the visitor landed on, before any navigation: what the vitals describe.
    const landing = pageOf(currentRouteId());
    return afterLoad(() => {
      import('../start-telemetry.ts')
        .then((chunk) => chunk.startTelemetry(landing, () => pageOf(currentRouteId())))
        .catch(() => {});
    });
  }, []);
  return null;
}
