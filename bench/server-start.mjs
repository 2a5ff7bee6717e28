// Start-up time and resident memory of the server, built ahead of time (`npm start`) against run
// from its TypeScript source through tsx, on the embedded PGlite in a fresh data folder each run
// (migrations and the demo seed included, as a first `npm start` does; then a second start on the
// same folder, as every later one does). Usage: node bench/server-start.mjs [runs, default 3]
// Build first: npm run build.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOrbit } from './lib/server.mjs';

const RUNS = Number(process.argv[2] ?? 3);
const PAGES = ['/', '/pokies/all', '/provably-fair', '/promotions', '/de'];

const rssMb = (pid) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);
// Resident memory is read 10 s after the server answers (docs/scale.md's figures), and again after the pages.
const settle = () => new Promise((resolve) => setTimeout(resolve, 10_000));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(run, dataDir, port) {
  const started = performance.now();
  const orbit = await startOrbit({ port, run, env: { DATA_DIR: dataDir } });
  const startMs = Math.round(performance.now() - started);
  await settle();
  const idle = rssMb(orbit.pid);
  for (let round = 0; round < 4; round++) {
    for (const page of PAGES) await (await fetch(`${orbit.url}${page}`)).arrayBuffer();
  }
  await settle();
  const served = rssMb(orbit.pid);
  await orbit.stop();
  return { startMs, idle, served };
}

const results = { built: [], source: [] };
for (let i = 0; i < RUNS; i++) {
  for (const run of ['built', 'source']) {
    const dataDir = mkdtempSync(join(tmpdir(), 'orbit-bench-start-'));
    try {
      const first = await measure(run, dataDir, 3230);
      const again = await measure(run, dataDir, 3230);
      results[run].push({ first, again });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
console.log(
  `median of ${RUNS} runs          first start   later start   RSS idle   RSS after ${PAGES.length * 4} pages`,
);
for (const [run, rows] of Object.entries(results)) {
  const pick = (f) => median(rows.map(f));
  console.log(
    `${run.padEnd(28)} ${String(pick((r) => r.first.startMs)).padStart(8)} ms ${String(pick((r) => r.again.startMs)).padStart(10)} ms ${String(pick((r) => r.again.idle)).padStart(7)} MB ${String(pick((r) => r.again.served)).padStart(10)} MB`,
  );
}
