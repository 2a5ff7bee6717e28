import type { WebVital, WebVitalName } from '@orbit/contract';

/** What web-vitals reports, as far as the report needs it. */
export interface MeasuredVital {
  name: WebVitalName;
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  /** One page view's measure (a page restored from the back/forward cache gets new ones). */
  id: string;
}

/** The longest time the server takes (10 minutes). */
const MAX_VALUE = 600_000;

/**
 * The vitals to report, each by its latest value (web-vitals reports every change): `take`
 * empties the batch for one beacon. A measure is reported once — its value when the page is
 * first hidden — so a histogram counts each page view's vital once.
 */
export function createVitalsBatch() {
  const latest = new Map<string, WebVital>();
  const reported = new Set<string>();
  return {
    add(vital: MeasuredVital) {
      if (reported.has(vital.id)) return;
      // Times in whole milliseconds; the layout-shift score keeps its decimals.
      const rounded =
        vital.name === 'CLS' ? Math.round(vital.value * 10_000) / 10_000 : Math.round(vital.value);
      latest.set(vital.id, {
        name: vital.name,
        value: Math.min(Math.max(rounded, 0), MAX_VALUE),
        rating: vital.rating,
      });
    },
    take(): WebVital[] {
      for (const id of latest.keys()) reported.add(id);
      const vitals = [...latest.values()];
      latest.clear();
      return vitals;
    },
  };
}
