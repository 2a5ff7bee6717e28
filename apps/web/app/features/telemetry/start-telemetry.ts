import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { sendReport } from '~/shared/telemetry/report.ts';
import { createErrorGate, errorEntry } from './model/client-errors.ts';
import { createResourceCursor } from './model/resources.ts';
import { createVitalsBatch } from './model/vitals.ts';

let started = false;

/** After web-vitals has read the buffered entries (an observer's task): for a page started while hidden. */
const BUFFERED_ENTRIES_READ_MS = 1_000;

/**
 * The telemetry chunk, loaded once the page needs it (TelemetryStarter): Core Web Vitals and the
 * page's request timings, sent when the page is first hidden or left (the user switches tab,
 * follows a link, closes it), and uncaught errors as they happen (`earlier`: those caught before it
 * loaded). The vitals and timings are the `landing` page's (the page load's); an error is the
 * page's shown then (`page()`).
 */
export function startTelemetry(landing: string, page: () => string, earlier: readonly Event[] = []): void {
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
  // Loaded because the page was hidden: that moment has passed, its vitals go once measured.
  if (document.visibilityState === 'hidden') setTimeout(flush, BUFFERED_ENTRIES_READ_MS);

  const pass = createErrorGate();
  const report = (entry: ReturnType<typeof errorEntry>) => {
    if (pass(entry)) sendReport('log', entry);
  };
  const onError = (event: Event) => {
    if (event instanceof PromiseRejectionEvent)
      report(errorEntry('unhandledrejection', event.reason, 'unhandled rejection', page()));
    else if (event instanceof ErrorEvent) report(errorEntry('error', event.error, event.message, page()));
  };
  for (const event of earlier) onError(event);
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onError);
}
