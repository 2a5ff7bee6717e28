import type { TestApp } from '../../test/harness.ts';

/** The token the telemetry tests give METRICS_TOKEN. */
export const TEST_METRICS_TOKEN = 'test-metrics-token-0123456789abcdef0123';

/** One line of the exposition format: `name{label="value",…} number`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Every sample of a Prometheus text exposition (comments left out). */
export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** `GET /metrics` with the test token: the samples. */
export async function scrape(t: TestApp): Promise<Sample[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TEST_METRICS_TOKEN}` },
  });
  if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}: ${res.body}`);
  return parseSamples(res.body);
}

const sameLabels = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([k, v]) => a[k] === v);

/** The value of the sample with exactly these labels, or 0 when there is none yet. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples.find((s) => s.name === name && sameLabels(s.labels, labels))?.value ?? 0;
}

/** The label sets of a metric's samples (a histogram's `_count`, a counter's own name). */
export const seriesOf = (samples: Sample[], name: string) =>
  samples.filter((s) => s.name === name).map((s) => s.labels);

/** How much a sample grew between two scrapes. */
export const growth = (
  before: Sample[],
  after: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number => sampleValue(after, name, labels) - sampleValue(before, name, labels);
