// Load on `POST /api/games_filter` (see games-filter.sh, which provides DATABASE_URL).
// ORBIT_BENCH_OUT=<file>: the figures as JSON lines; ORBIT_BENCH_BEFORE=<file>: an earlier run's
// figures (its JSON lines, other lines ignored), printed beside this run's as before → after.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuMs } from './lib/cpu-time.mjs';
import { startOrbit } from './lib/server.mjs';

const seconds = Number(process.argv[2] ?? 10);
const serverDir = fileURLToPath(new URL('../apps/server', import.meta.url));
const GAMES = 10_000;
// ORBIT_BENCH_PORT: Orbit's port (another bench may hold the default).
const PORT = Number(process.env.ORBIT_BENCH_PORT ?? 3210);
// ORBIT_BENCH_RUN=source: Orbit's TypeScript through tsx instead of its build (e.g. an older tree, unbuilt).
const RUN = process.env.ORBIT_BENCH_RUN === 'source' ? 'source' : 'built';
// ORBIT_BENCH_ONLY=uncached,title: only the scenarios whose names contain one of these words.
const ONLY = process.env.ORBIT_BENCH_ONLY?.split(',').filter(Boolean);
const chosen = (name) => !ONLY?.length || ONLY.some((word) => name.includes(word));

const page = (filter, pageNo = 1) => ({ device: 'desktop', page: pageNo, page_size: 40, filter });
const SCENARIOS = {
  'category page': [1, 2, 3, 5, 8].flatMap((p) =>
    ['all', 'pokies', 'top', 'new', 'live'].map((c) =>
      page({ categories: { identifiers: [c], strategy: 'OR' } }, p),
    ),
  ),
  // As a browser asks: brotli or gzip accepted (the answer compressed).
  'category page, compressed': [],
  // Filled in once the catalogue is there: four generated studios, pages 1 and 2.
  'producer page': [],
  // Every body a new question (1,200 distinct pages of `all`, the first 20 pages in 60 sizes: more
  // than the answers a node keeps): what a page costs when its answer is not kept (the count of
  // the list is, as when a player scrolls).
  'uncached page': Array.from({ length: 20 }, (_, p) => p + 1).flatMap((p) =>
    Array.from({ length: 60 }, (_, s) => ({
      device: 'desktop',
      page: p,
      page_size: 20 + s,
      filter: { categories: { identifiers: ['all'], strategy: 'OR' } },
    })),
  ),
  'title search': ['dra', 'gold', 'fortune', 'STAR', 'señ', 'book of', 'xyzzy'].map((title) => ({
    device: 'mobile',
    filter: { title },
  })),
};

// A fresh node (nothing kept: no list, no game's tile) walking a whole list once, 40 games a page:
// what pages of games nobody asked for yet cost. Its JIT warmed first on the live games' pages
// (526 of the list's games, whose tiles that keeps).
const unseenPages = (catalogue) =>
  Array.from({ length: Math.ceil(catalogue / 40) }, (_, p) => ({
    device: 'desktop',
    page: p + 1,
    page_size: 40,
    sort: { type: 'title', direction: 'ASC' },
    filter: { categories: { identifiers: ['all'], strategy: 'OR' } },
  }));
const JIT_WARM_UP = Array.from({ length: 14 }, (_, p) =>
  page({ categories: { identifiers: ['live'], strategy: 'OR' } }, p + 1),
);

/** Where each scenario's bodies were left: a run goes on from there (the uncached stays uncached). */
const cursors = new Map();

/** Load for `seconds`, or `amount` requests in all (each body once: amount = bodies.length). */
async function run(bodies, connections = 10, headers = {}, amount = undefined) {
  let next = cursors.get(bodies) ?? 0;
  const result = await autocannon({
    url: `${orbit.url}/api/games_filter`,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...headers },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(bodies[next++ % bodies.length]) }),
      },
    ],
  });
  cursors.set(bodies, next);
  return result;
}

const env = { DATABASE_URL: process.env.DATABASE_URL, RATE_LIMIT: 'off' };
let orbit = await startOrbit({ port: PORT, env, run: RUN }); // migrates and seeds the demo
orbit.stop();
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-bench-catalogue.ts', String(GAMES)], {
  cwd: serverDir,
  env: { ...process.env, ...env },
  stdio: 'inherit',
});
orbit = await startOrbit({ port: PORT, env, run: RUN });
try {
  const total = await (
    await fetch(`${orbit.url}/api/games_filter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify(page({})),
    })
  ).json();
  console.log(JSON.stringify({ catalogue: total.pagination.total_count, seconds }));
  const providers = await (await fetch(`${orbit.url}/api/games/providers`)).json();
  SCENARIOS['producer page'] = [10, 20, 30, 40].flatMap((i) =>
    [1, 2].map((n) => page({ providers: [providers[i % providers.length].id] }, n)),
  );
  SCENARIOS['category page, compressed'] = SCENARIOS['category page'].map((b) => ({ ...b }));
  await run(SCENARIOS['category page']); // warm-up
  // One connection: the latency of a request alone; ten: throughput and latency under load.
  const figures = [];
  const measure = async (name, bodies, connections, amount) => {
    const compressed = name.endsWith('compressed');
    // CPU actually spent, Orbit's and its PostgreSQL's: steadier than rates on a shared machine.
    // 'none' matches no postmaster: Orbit's process alone.
    const nodeBefore = cpuMs([orbit.pid], 'none');
    const pgBefore = cpuMs([], process.env.PG_POSTMASTER);
    const result = await run(
      bodies,
      connections,
      compressed ? { 'accept-encoding': 'gzip, deflate, br' } : {},
      amount,
    );
    const node = cpuMs([orbit.pid], 'none') - nodeBefore;
    const pg = cpuMs([], process.env.PG_POSTMASTER) - pgBefore;
    const perRequest = (ms) => Number((ms / Math.max(result.requests.total, 1)).toFixed(3));
    const line = {
      scenario: name,
      connections,
      // A single pass lasts less than autocannon's one-second samples: its requests over its time.
      requestsPerSecond: Math.round(
        amount ? result.requests.total / result.duration : result.requests.average,
      ),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      cpuMsPerRequest: perRequest(node + pg),
      // Split: Orbit's Node process, and its PostgreSQL (server and backends).
      nodeCpuMsPerRequest: perRequest(node),
      pgCpuMsPerRequest: perRequest(pg),
      non2xx: result.non2xx,
      errors: result.errors,
    };
    figures.push(line);
    console.log(JSON.stringify(line));
  };
  for (const [name, bodies] of Object.entries(SCENARIOS).filter(([name]) => chosen(name)))
    for (const connections of [1, 10]) await measure(name, bodies, connections);
  const unseen = 'unseen games, fresh node, one pass';
  if (chosen(unseen))
    for (const connections of [1, 10]) {
      await orbit.stop();
      orbit = await startOrbit({ port: PORT, env, run: RUN });
      await run(JIT_WARM_UP, 1);
      const pages = unseenPages(total.pagination.total_count);
      await measure(unseen, pages, connections, pages.length);
    }
  if (process.env.ORBIT_BENCH_OUT)
    writeFileSync(process.env.ORBIT_BENCH_OUT, `${figures.map((f) => JSON.stringify(f)).join('\n')}\n`);
  printSummary(figures, readBefore(process.env.ORBIT_BENCH_BEFORE));
} finally {
  orbit.stop();
}

/** An earlier run's figures by scenario and connections, from its JSON lines. */
function readBefore(file) {
  const before = new Map();
  if (!file || !existsSync(file)) return before;
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    try {
      const f = JSON.parse(text);
      if (f.scenario) before.set(`${f.scenario}/${f.connections}`, f);
    } catch {}
  }
  return before;
}

/** One line per scenario and number of clients: requests/s, p50 and p99, beside the earlier run's. */
function printSummary(figures, before) {
  const cell = (then, now, unit) => (then === undefined ? `${now}${unit}` : `${then}${unit} → ${now}${unit}`);
  console.log(
    '\nscenario | clients | requests/s | p50 | p99 | CPU ms per request | of it Node | of it PostgreSQL',
  );
  for (const f of figures) {
    const b = before.get(`${f.scenario}/${f.connections}`);
    console.log(
      [
        f.scenario,
        f.connections,
        cell(b?.requestsPerSecond, f.requestsPerSecond, ''),
        cell(b?.p50Ms, f.p50Ms, ' ms'),
        cell(b?.p99Ms, f.p99Ms, ' ms'),
        cell(b?.cpuMsPerRequest, f.cpuMsPerRequest, ''),
        cell(b?.nodeCpuMsPerRequest, f.nodeCpuMsPerRequest, ''),
        cell(b?.pgCpuMsPerRequest, f.pgCpuMsPerRequest, ''),
      ].join(' | '),
    );
  }
}
