import type { WebVital, WebVitalName } from '@orbit/contract';

/** What web-vitals reports, as far as the report needs it. */
export interface MeasuredVital {
  name: WebVitalName;
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
}

/** The longest time the server takes (10 minutes). */
const MAX_VALUE = 600_000;

/**
 * The vitals measured since the last report, each by its latest value (web-vitals reports a
 * vital again when it changes): `take` empties the batch for one beacon.
 */
export function createVitalsBatch() {
  const latest = new Map<WebVitalName, WebVital>();
  return {
    add(vital: MeasuredVital) {
      // Times in whole milliseconds; the layout-shift score keeps its decimals.
      const rounded =
        vital.name === 'CLS' ? Math.round(vital.value * 10_000) / 10_000 : Math.round(vital.value);
      latest.set(vital.name, {
        name: vital.name,
        value: Math.min(Math.max(rounded, 0), MAX_VALUE),
        rating: vital.rating,
      });
    },
    take(): WebVital[] {
      const vitals = [...latest.values()];
      latest.clear();
      return vitals;
    },
  };
}
