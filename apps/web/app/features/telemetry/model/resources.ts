import type { ResourceKind } from '@orbit/contract';

/** One timed request, as the report sends it. */
export interface TimedResource {
  kind: ResourceKind;
  duration: number;
}

/** The most entries one report carries (the server's limit), and the most reports per flush. */
export const ENTRIES_PER_REPORT = 50;
const REPORTS_PER_FLUSH = 4;
const MAX_DURATION = 600_000;

const BY_EXTENSION: Array<[RegExp, ResourceKind]> = [
  [/\.m?js$/, 'script'],
  [/\.css$/, 'style'],
  [/\.(png|jpe?g|gif|webp|avif|svg|ico)$/, 'image'],
  [/\.(woff2?|ttf|otf)$/, 'font'],
];

/**
 * What a performance entry fetched: the page itself, a call of Orbit's API (same origin, `/api/`
 * or `/api-fe/`), an asset by its file type; null for the telemetry's own beacons.
 */
export function kindOf(entry: PerformanceEntry, origin: string): ResourceKind | null {
  if (entry.entryType === 'navigation') return 'document';
  if ((entry as PerformanceResourceTiming).initiatorType === 'beacon') return null;
  let url: URL;
  try {
    url = new URL(entry.name, origin);
  } catch {
    return 'other';
  }
  if (url.origin === origin && /^\/api(-fe)?\//.test(url.pathname)) return 'api';
  return BY_EXTENSION.find(([pattern]) => pattern.test(url.pathname))?.[1] ?? 'other';
}

/**
 * The page's timed requests not reported yet, in reports of at most 50: the navigation and
 * resource entries after the cursor. Never more than four reports at once; the rest waits.
 */
export function createResourceCursor(origin: string) {
  let sent = 0;
  return {
    take(entries: readonly PerformanceEntry[]): TimedResource[][] {
      const fresh = entries.slice(sent, sent + ENTRIES_PER_REPORT * REPORTS_PER_FLUSH);
      sent += fresh.length;
      const timed = fresh.flatMap((entry) => {
        const kind = kindOf(entry, origin);
        const duration = Math.min(Math.max(Math.round(entry.duration), 0), MAX_DURATION);
        return kind ? [{ kind, duration }] : [];
      });
      const reports: TimedResource[][] = [];
      for (let i = 0; i < timed.length; i += ENTRIES_PER_REPORT)
        reports.push(timed.slice(i, i + ENTRIES_PER_REPORT));
      return reports;
    },
  };
}
