// What one page and one socket cost a node: CPU milliseconds per server-rendered page (Orbit's
// process plus PostgreSQL's), pages per second with four connections, and the memory and idle CPU
// of each open socket. The figures docs/scale.md builds on.
// Usage: bash bench/unit-costs.sh [seconds per page=10] [sockets=1000]
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { io } from 'socket.io-client';
import { cpuMs, postmasterOf } from './lib/cpu-time.mjs';
import { startOrbit } from './lib/server.mjs';

const SECONDS = Number(process.argv[2] ?? 10);
const SOCKETS = Number(process.argv[3] ?? 1000);
const PAGES = ['/', '/pokies/all', '/de/pokies/all'];

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const postmaster = postmasterOf(process.env.PG_DATA_DIR);
const spentSoFar = () => cpuMs([orbit.pid], postmaster);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const env = {
  RATE_LIMIT: 'off',
  LOG_LEVEL: 'warn',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
};
const orbit = await startOrbit({ port: 3250, env });
const report = { database: process.env.DATABASE_URL ? 'postgres' : 'pglite', pages: {}, sockets: {} };
try {
  for (const path of PAGES) {
    const url = `${orbit.url}${path}`;
    // Warm: the first renders fill the catalogue caches and compile the page's code.
    await autocannon({ url, connections: 2, amount: 50 });
    const before = spentSoFar();
    const result = await autocannon({ url, connections: 4, duration: SECONDS });
    const spent = spentSoFar() - before;
    const pages = result.requests.total;
    report.pages[path] = {
      pages,
      non2xx: result.non2xx,
      perSecond: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      cpuMsPerPage: Number((spent / pages).toFixed(2)),
      htmlBytes: Math.round(result.throughput.total / pages),
    };
  }

  // The node's own idle work (jobs, timers) over 10 s, to take away from the sockets' idle cost.
  const idleCpuOver10s = async () => {
    const start = spentSoFar();
    await pause(10_000);
    return spentSoFar() - start;
  };
  const idleWithout = await idleCpuOver10s();
  const rssBefore = rssKb(orbit.pid);
  const sockets = [];
  for (let i = 0; i < SOCKETS; i += 100) {
    const batch = Array.from({ length: Math.min(100, SOCKETS - i) }, () => {
      const socket = io(orbit.url, { path: '/socket.io', transports: ['websocket'], forceNew: true });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
    });
    await Promise.all(batch);
  }
  await pause(2_000);
  const rssAfter = rssKb(orbit.pid);
  const idleCpu = (await idleCpuOver10s()) - idleWithout;
  report.sockets = {
    open: sockets.length,
    kbPerSocket: Number(((rssAfter - rssBefore) / sockets.length).toFixed(1)),
    idleCpuMsPerSocketPerMinute: Number(((idleCpu / sockets.length) * 6).toFixed(3)),
  };
  for (const socket of sockets) socket.disconnect();
} finally {
  await orbit.stop();
}
console.log(JSON.stringify(report, null, 2));
