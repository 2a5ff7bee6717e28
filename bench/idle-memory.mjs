// A node on PGlite's memory and start, builds alternated on one data folder (docs/scale.md, "One node
// on the embedded database"): each variant is a folder laid out as the repository (apps/server/dist,
// apps/server/drizzle, apps/web/build, node_modules) run with its own apps/server `npm start` command,
// so two builds, or one build under two commands, are compared in the same minutes of a busy machine.
// Per run: time to /readyz and the CPU it took, VmRSS 10 s later, the first page's time, VmRSS 10 s
// after 32 pages; with ORBIT_BENCH_LOAD_SECONDS=n also `/` under load for n s (4 connections): pages/s
// and CPU ms a page, what a smaller young generation may cost. Usage:
//   node bench/idle-memory.mjs [runs=3] [label=folder ...]   (default: this repository as "repo")
// The data folder is seeded by a first start that is not counted.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const PORT = Number(process.env.ORBIT_BENCH_PORT ?? 3360);
const PAGES = [
  '/',
  '/pokies/all',
  '/provably-fair',
  '/promotions',
  '/de',
  '/de/pokies/all',
  '/fr-CA',
  '/play/iron-lotus/fiesta-dorada?mode=demo',
];
const runs = Number(process.argv[2] ?? 3);
const LOAD_SECONDS = Number(process.env.ORBIT_BENCH_LOAD_SECONDS ?? 0);
const variants = (
  process.argv.length > 3 ? process.argv.slice(3) : [`repo=${fileURLToPath(new URL('..', import.meta.url))}`]
).map((spec) => {
  const [label, folder] = spec.split('=');
  const serverDir = resolve(folder, 'apps/server');
  const start = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')).scripts.start;
  return { label, serverDir, args: start.split(' ').slice(1) };
});

const status = (pid) => readFileSync(`/proc/${pid}/status`, 'utf8');
const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(status(pid))?.[1]) / 1024);
/** The process's own CPU so far (user + system), in ms: USER_HZ is 100. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function measure(variant, dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, variant.args, {
    cwd: variant.serverDir,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      // The load would hit the per-address limit; without it measured otherwise as npm start runs.
      ...(LOAD_SECONDS ? { RATE_LIMIT: 'off' } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant.label} exited (${child.exitCode})`);
      if (performance.now() - started > 120_000) throw new Error(`${variant.label} did not get ready`);
      const ready = await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      await sleep(50);
    }
    const startMs = Math.round(performance.now() - started);
    const startCpu = cpuMs(child.pid);
    await sleep(10_000);
    const idle = rssMb(child.pid);
    const first = performance.now();
    const cpuBeforePage = cpuMs(child.pid);
    const page = await fetch(`${url}/`);
    await page.arrayBuffer();
    if (!page.ok) throw new Error(`/ answered ${page.status}`);
    const firstPageMs = Math.round(performance.now() - first);
    const firstPageCpu = cpuMs(child.pid) - cpuBeforePage;
    let served = 1;
    for (let round = 0; served < 32; round++) {
      for (const path of PAGES) {
        if (served === 1 && path === '/' && round === 0) continue;
        if (served++ >= 32) break;
        const res = await fetch(`${url}${path}`);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      }
    }
    await sleep(10_000);
    const after = rssMb(child.pid);
    if (!LOAD_SECONDS) return { startMs, startCpu, idle, firstPageMs, firstPageCpu, after };
    const before = cpuMs(child.pid);
    const load = await autocannon({ url: `${url}/`, connections: 4, duration: LOAD_SECONDS });
    const pages = load.requests.total;
    if (load.non2xx || load.errors)
      throw new Error(`/ under load: ${load.non2xx} non-2xx, ${load.errors} errors`);
    const cpuPerPage = Number(((cpuMs(child.pid) - before) / pages).toFixed(1));
    return {
      startMs,
      startCpu,
      idle,
      firstPageMs,
      firstPageCpu,
      after,
      pagesPerSecond: Math.round(pages / LOAD_SECONDS),
      cpuPerPage,
    };
  } finally {
    await new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'orbit-idle-memory-'));
const rows = Object.fromEntries(variants.map((v) => [v.label, []]));
try {
  await measure(variants[0], dataDir); // seeds the folder
  for (let run = 0; run < runs; run++) {
    for (const variant of run % 2 ? [...variants].reverse() : variants) {
      const row = await measure(variant, dataDir);
      rows[variant.label].push(row);
      console.log(variant.label.padEnd(12), JSON.stringify(row));
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const list = (values) => values.join(', ');
console.log(
  '\nvariant       to /readyz (CPU)           RSS idle MB    first page ms (CPU)   RSS after 32 pages MB  pages/s (CPU ms a page)',
);
for (const [label, results] of Object.entries(rows)) {
  console.log(
    `${label.padEnd(12)}  ${list(results.map((r) => `${r.startMs} (${r.startCpu})`)).padEnd(26)} ${list(results.map((r) => r.idle)).padEnd(14)} ${list(results.map((r) => `${r.firstPageMs} (${r.firstPageCpu})`)).padEnd(21)} ${list(results.map((r) => r.after)).padEnd(22)} ${list(results.filter((r) => r.cpuPerPage).map((r) => `${r.pagesPerSecond} (${r.cpuPerPage})`))}`,
  );
}
