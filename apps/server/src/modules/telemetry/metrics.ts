import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from a fast API answer to a slow page. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds, with the Core Web Vitals' good/poor thresholds (INP 0.2/0.5, TTFB 0.8/1.8, FCP 1.8/3, LCP 2.5/4). */
const WEB_VITAL_BUCKETS = [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10];
/** The layout-shift score, with its good/poor thresholds (0.1/0.25). */
const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];
/** Seconds a game takes to start, or a resource to load. */
const LOAD_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 3, 5, 8, 13, 20];

export type JobOutcome = 'success' | 'failure';

/**
 * The Prometheus metrics of one app, in a registry of its own (two apps in one process, as in
 * tests, never share a series). Every label takes its values from a fixed set (labels.ts).
 */
export function createMetrics(options: { processMetrics: boolean }) {
  const registry = new Registry();
  const registers = [registry];
  // Process metrics (CPU, memory, event loop lag, GC) only where they are scraped: they watch the event loop.
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  let countSockets = () => 0;

  const jobRuns = new Counter({
    name: 'orbit_job_runs_total',
    help: 'Scheduled job passes this node ran, by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'orbit_job_duration_seconds',
    help: 'Time a scheduled job pass took, by job',
    labelNames: ['job'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });

  return {
    registry,

    httpRequestDuration: new Histogram({
      name: 'orbit_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status class',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    walletActions: new Counter({
      name: 'orbit_wallet_actions_total',
      help: 'Seamless-wallet protocol calls (balance, bet, win, rollback), by outcome (ok or the refusal code)',
      labelNames: ['action', 'outcome'] as const,
      registers,
    }),
    sockets: new Gauge({
      name: 'orbit_realtime_sockets',
      help: 'Realtime (Socket.IO) connections open on this node',
      registers,
      collect() {
        this.set(countSockets());
      },
    }),

    webVitalSeconds: new Histogram({
      name: 'orbit_web_vital_seconds',
      help: 'Core Web Vitals the browsers measured (LCP, INP, FCP, TTFB), by page',
      labelNames: ['name', 'page'] as const,
      buckets: WEB_VITAL_BUCKETS,
      registers,
    }),
    webVitalCls: new Histogram({
      name: 'orbit_web_vital_cls',
      help: 'Cumulative Layout Shift the browsers measured, by page',
      labelNames: ['page'] as const,
      buckets: CLS_BUCKETS,
      registers,
    }),
    resourceDuration: new Histogram({
      name: 'orbit_client_resource_duration_seconds',
      help: 'Load time of what pages fetched (Orbit API calls, the document, assets), by kind',
      labelNames: ['kind'] as const,
      buckets: LOAD_BUCKETS,
      registers,
    }),
    clientLogs: new Counter({
      name: 'orbit_client_log_entries_total',
      help: 'Errors and warnings the browsers reported, by level, source and page',
      labelNames: ['level', 'source', 'page'] as const,
      registers,
    }),
    validationErrors: new Counter({
      name: 'orbit_form_validation_errors_total',
      help: 'Field errors the forms showed, by side (frontEnd, backEnd), form and field',
      labelNames: ['side', 'component', 'field'] as const,
      registers,
    }),
    gameStartSeconds: new Histogram({
      name: 'orbit_game_start_seconds',
      help: 'Time a game took to start in the browser, by provider and connection type',
      labelNames: ['provider', 'connection_type'] as const,
      buckets: LOAD_BUCKETS,
      registers,
    }),
    clientTransactions: new Counter({
      name: 'orbit_client_transactions_total',
      help: 'Payments as the cashbox saw them end, by type, outcome, payment system and currency',
      labelNames: ['type', 'outcome', 'payment_system', 'currency'] as const,
      registers,
    }),

    /** The realtime role tells how to count its sockets (read at each scrape). */
    countSocketsWith: (count: () => number) => {
      countSockets = count;
    },
    /** One job pass: a counter and a histogram, nothing the pass waits for. */
    jobPass: (job: string, outcome: JobOutcome, seconds: number) => {
      jobRuns.inc({ job, outcome });
      jobDuration.observe({ job }, seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
