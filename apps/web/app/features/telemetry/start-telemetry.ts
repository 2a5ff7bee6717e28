import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { sendReport } from '~/shared/telemetry/report.ts';
import { createErrorGate, errorEntry } from './model/client-errors.ts';
import { createResourceCursor } from './model/resources.ts';
import { createVitalsBatch } from './model/vitals.ts';

let started = false;

/**
 * The telemetry chunk, loaded once the page has loaded: Core Web Vitals and the page's request
 * timings, sent when the page is first hidden or left (the user switches tab, follows a link, closes
 * it), and uncaught errors as they happen. The vitals and timings are the `landing` page's (the page
 * load's); an error is the page's shown then (`page()`).
 */
export function startTelemetry(landing: string, page: () => string): void {
  if (started) return;
  started = true;
  const vitals = createVitalsBatch();
  // web-vitals reads the entries buffered before it loaded: starting late loses nothing. Every
  // change is taken (the batch keeps the latest): leaving by a link fires pagehide before the
  // visibilitychange on which web-vitals would settle LCP, CLS and INP, so they are ready then.
  for (const measure of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
    measure((metric) => vitals.add(metric), { reportAllChanges: true });
  }
  const resources = createResourceCursor(location.origin);

  const flush = () => {
    const metrics = vitals.take();
    if (metrics.length > 0) sendReport('performance', { page: landing, metrics });
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ];
    for (const batch of resources.take(entries))
      sendReport('network-performance', { page: landing, entries: batch });
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);

  const pass = createErrorGate();
  const report = (entry: ReturnType<typeof errorEntry>) => {
    if (pass(entry)) sendReport('log', entry);
  };
  addEventListener('error', (event) => report(errorEntry('error', event.error, event.message, page())));
  addEventListener('unhandledrejection', (event) =>
    report(errorEntry('unhandledrejection', event.reason, 'unhandled rejection', page())),
  );
}
