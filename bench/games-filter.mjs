// Load on `POST /api/games_filter` (see games-filter.sh, which provides DATABASE_URL).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startOrbit } from './lib/server.mjs';

const seconds = Number(process.argv[2] ?? 10);
const serverDir = fileURLToPath(new URL('../apps/server', import.meta.url));
const GAMES = 10_000;

const page = (filter, pageNo = 1) => ({ device: 'desktop', page: pageNo, page_size: 40, filter });
const SCENARIOS = {
  'category page': [1, 2, 3, 5, 8].flatMap((p) =>
    ['all', 'pokies', 'top', 'new', 'live'].map((c) =>
      page({ categories: { identifiers: [c], strategy: 'OR' } }, p),
    ),
  ),
  // Filled in once the catalogue is there: four generated studios, pages 1 and 2.
  'producer page': [],
  'title search': ['dra', 'gold', 'fortune', 'STAR', 'señ', 'book of', 'xyzzy'].map((title) => ({
    device: 'mobile',
    filter: { title },
  })),
};

function run(bodies, connections = 10) {
  let next = 0;
  return autocannon({
    url: `${orbit.url}/api/games_filter`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(bodies[next++ % bodies.length]) }),
      },
    ],
  });
}

const env = { DATABASE_URL: process.env.DATABASE_URL, RATE_LIMIT: 'off' };
let orbit = await startOrbit({ port: 3210, env }); // migrates and seeds the demo
orbit.stop();
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-bench-catalogue.ts', String(GAMES)], {
  cwd: serverDir,
  env: { ...process.env, ...env },
  stdio: 'inherit',
});
orbit = await startOrbit({ port: 3210, env });
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
  await run(SCENARIOS['category page']); // warm-up
  // One connection: the latency of a request alone; ten: throughput and latency under load.
  for (const [name, bodies] of Object.entries(SCENARIOS))
    for (const connections of [1, 10]) {
      const result = await run(bodies, connections);
      console.log(
        JSON.stringify({
          scenario: name,
          connections,
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
        }),
      );
    }
} finally {
  orbit.stop();
}
