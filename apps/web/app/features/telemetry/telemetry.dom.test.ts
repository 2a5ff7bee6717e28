import { OTHER_LABEL, TELEMETRY_PAGES } from '@orbit/contract';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '~/routes.ts';
import { createErrorGate, errorEntry, MAX_ERRORS_PER_PAGE } from './model/client-errors.ts';
import { currentRouteId, pageOf } from './model/page.ts';
import { createResourceCursor, ENTRIES_PER_REPORT, kindOf } from './model/resources.ts';
import { createVitalsBatch } from './model/vitals.ts';

const ORIGIN = 'https://casino.example';

describe('pageOf', () => {
  it('names a page by its route id without the locale, the same in every language', () => {
    expect(pageOf('games-pokies')).toBe('games-pokies');
    expect(pageOf('de:games-pokies')).toBe('games-pokies');
    expect(pageOf('en-AU:cashbox-accounts--accountId-deposit')).toBe('cashbox-accounts--accountId-deposit');
  });

  it('says other for a route id the server would not take', () => {
    expect(pageOf('routes/house/play')).toBe(OTHER_LABEL);
    expect(pageOf(undefined)).toBe(OTHER_LABEL);
    expect(pageOf('')).toBe(OTHER_LABEL);
  });

  it('reads the deepest matched route from the hydrated router, none before it exists', () => {
    expect(currentRouteId()).toBeUndefined();
    const router = { state: { matches: [{ route: { id: 'root' } }, { route: { id: 'de:quest' } }] } };
    Object.assign(window, { __reactRouterDataRouter: router });
    try {
      expect(pageOf(currentRouteId())).toBe('quest');
    } finally {
      Reflect.deleteProperty(window, '__reactRouterDataRouter');
    }
  });

  it('knows every page of routes.ts (the server counts the others as other)', () => {
    const pages: string[] = [];
    const walk = (entries: RouteConfigEntry[], inLayout: boolean) => {
      for (const entry of entries) {
        if (inLayout && entry.id) pages.push(pageOf(entry.id));
        walk(entry.children ?? [], inLayout || entry.file === 'routes/layout.tsx');
      }
    };
    walk(routes, false);
    expect(pages.length).toBeGreaterThan(50);
    const known = new Set<string>(TELEMETRY_PAGES);
    const missing = [...new Set(pages)].filter((page) => !known.has(page));
    expect(missing, 'add these route ids to TELEMETRY_PAGES in packages/contract/src/telemetry.ts').toEqual(
      [],
    );
  });
});

describe('vitals batch', () => {
  it('keeps the latest value of each measure, times in whole milliseconds, and empties on take', () => {
    const batch = createVitalsBatch();
    batch.add({ name: 'LCP', value: 2400.6, rating: 'good', id: 'v1-lcp' });
    batch.add({ name: 'CLS', value: 0.123456, rating: 'needs-improvement', id: 'v1-cls' });
    batch.add({ name: 'LCP', value: 2600.2, rating: 'needs-improvement', id: 'v1-lcp' });
    expect(batch.take()).toEqual([
      { name: 'LCP', value: 2600, rating: 'needs-improvement' },
      { name: 'CLS', value: 0.1235, rating: 'needs-improvement' },
    ]);
    expect(batch.take()).toEqual([]);
  });

  it('reports a measure once: later changes of it are dropped, a new page view’s counts', () => {
    const batch = createVitalsBatch();
    batch.add({ name: 'CLS', value: 0.05, rating: 'good', id: 'v1-cls' });
    batch.take();
    batch.add({ name: 'CLS', value: 0.3, rating: 'poor', id: 'v1-cls' });
    batch.add({ name: 'CLS', value: 0.01, rating: 'good', id: 'v2-cls' });
    expect(batch.take()).toEqual([{ name: 'CLS', value: 0.01, rating: 'good' }]);
  });

  it('keeps values within what the server takes', () => {
    const batch = createVitalsBatch();
    batch.add({ name: 'INP', value: 10_000_000, rating: 'poor', id: 'v1-inp' });
    batch.add({ name: 'TTFB', value: -3, rating: 'good', id: 'v1-ttfb' });
    expect(batch.take()).toEqual([
      { name: 'INP', value: 600_000, rating: 'poor' },
      { name: 'TTFB', value: 0, rating: 'good' },
    ]);
  });
});

/** A performance entry as the browser gives it (the fields the cursor reads). */
const entry = (name: string, duration: number, initiatorType = 'other', entryType = 'resource') =>
  ({ name, duration, initiatorType, entryType }) as unknown as PerformanceEntry;

describe('resource timings', () => {
  it('classify the page, Orbit’s API, assets by type, and leave out the beacons', () => {
    expect(kindOf(entry(`${ORIGIN}/`, 1, 'navigation', 'navigation'), ORIGIN)).toBe('document');
    expect(kindOf(entry(`${ORIGIN}/api/games_filter`, 1, 'fetch'), ORIGIN)).toBe('api');
    expect(kindOf(entry(`${ORIGIN}/api-fe/client-context`, 1, 'fetch'), ORIGIN)).toBe('api');
    expect(kindOf(entry('https://elsewhere.example/api/x', 1, 'fetch'), ORIGIN)).toBe('other');
    expect(kindOf(entry(`${ORIGIN}/assets/root-abc.js`, 1, 'script'), ORIGIN)).toBe('script');
    expect(kindOf(entry(`${ORIGIN}/assets/app-abc.css`, 1, 'link'), ORIGIN)).toBe('style');
    expect(kindOf(entry(`${ORIGIN}/game-art/dice.webp?w=200`, 1, 'img'), ORIGIN)).toBe('image');
    expect(kindOf(entry(`${ORIGIN}/assets/inter.woff2`, 1, 'css'), ORIGIN)).toBe('font');
    expect(kindOf(entry(`${ORIGIN}/api-fe/performance`, 1, 'beacon'), ORIGIN)).toBeNull();
  });

  it('report each entry once, in reports of at most 50, at most four reports at a time', () => {
    const cursor = createResourceCursor(ORIGIN);
    const entries = Array.from({ length: 230 }, (_, i) => entry(`${ORIGIN}/api/x${i}`, i + 0.4, 'fetch'));
    const first = cursor.take(entries);
    expect(first.map((report) => report.length)).toEqual([50, 50, 50, 50]);
    expect(first[0]![0]).toEqual({ kind: 'api', duration: 0 });
    const second = cursor.take(entries);
    expect(second.map((report) => report.length)).toEqual([30]);
    expect(second[0]![0]).toEqual({ kind: 'api', duration: 200 });
    expect(cursor.take(entries)).toEqual([]);
    expect(ENTRIES_PER_REPORT).toBe(50);
  });
});

describe('client errors', () => {
  it('take an error’s message and stack, a rejection’s reason, within the server’s lengths', () => {
    const error = new TypeError('x is undefined');
    expect(errorEntry('error', error, 'Uncaught TypeError', 'home')).toEqual({
      level: 'error',
      source: 'error',
      message: 'x is undefined',
      stack: error.stack,
      page: 'home',
    });
    expect(errorEntry('unhandledrejection', 'nope', 'unhandled rejection', 'quests')).toEqual({
      level: 'error',
      source: 'unhandledrejection',
      message: 'nope',
      page: 'quests',
    });
    expect(errorEntry('error', undefined, 'Script error.', 'home').message).toBe('Script error.');
    expect(errorEntry('error', new Error('m'.repeat(5_000)), '', 'home').message).toHaveLength(1_000);
  });

  it('pass each message once and at most ten a page', () => {
    const pass = createErrorGate();
    const at = (message: string) => errorEntry('error', new Error(message), '', 'home');
    expect(pass(at('a'))).toBe(true);
    expect(pass(at('a'))).toBe(false);
    const passed = Array.from({ length: 20 }, (_, i) => pass(at(`m${i}`))).filter(Boolean);
    expect(passed).toHaveLength(MAX_ERRORS_PER_PAGE - 1);
  });
});
