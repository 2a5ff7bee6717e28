// Realtime fan-out: Orbit's Socket.IO server (a bare node of apps/server/src/realtime, see
// realtime-server.ts), S websocket clients, a public event published E times; for each event the
// time until every client had it, and each delivery's latency (p50/p99).
// Usage: node bench/realtime-fanout.mjs [sockets=5000] [events=20] [--redis]
//   --redis: two server nodes on a throwaway redis-server, the clients on node 2, publishing on node 1.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const SOCKETS = Number(args[0] ?? 5000);
const EVENTS = Number(args[1] ?? 20);
const WITH_REDIS = process.argv.includes('--redis');
const CONNECT_BATCH = 250;
const serverScript = fileURLToPath(new URL('./realtime-server.ts', import.meta.url));

function startNode(port, redisUrl = '') {
  const child = fork(serverScript, [String(port), redisUrl], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`realtime server exited (${code})`)));
    child.on('message', (m) => {
      if (m.ready) resolve(child);
    });
  });
}

async function startRedis() {
  const { spawn } = await import('node:child_process');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const port = 56_000 + Math.floor(Math.random() * 1000);
  const dir = mkdtempSync(join(tmpdir(), 'orbit-bench-redis-'));
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    child.once('error', reject);
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('Ready to accept connections')) resolve();
    });
  });
  const { rmSync } = await import('node:fs');
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  // Whatever happens to the run, the redis-server it started goes with it.
  process.once('exit', () => child.kill('SIGKILL'));
  return { url: `redis://127.0.0.1:${port}`, stop };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n) => Math.round(n * 10) / 10;

const redis = WITH_REDIS ? await startRedis() : null;
const publisherPort = 3480 + Math.floor(Math.random() * 100);
const publisher = await startNode(publisherPort, redis?.url);
const subscriberPort = WITH_REDIS ? publisherPort + 100 : publisherPort;
const subscriberNode = WITH_REDIS ? await startNode(subscriberPort, redis?.url) : publisher;

const clients = [];
const arrivals = new Map(); // seq → [ms after publish]
let onArrival = () => {};
const connectStarted = performance.now();
for (let i = 0; i < SOCKETS; i += CONNECT_BATCH) {
  const batch = [];
  for (let j = i; j < Math.min(SOCKETS, i + CONNECT_BATCH); j++) {
    const socket = io(`http://127.0.0.1:${subscriberPort}`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.on('wins', ({ seq, sent }) => {
      const list = arrivals.get(seq) ?? [];
      list.push(Date.now() - sent);
      arrivals.set(seq, list);
      onArrival(seq, list.length);
    });
    clients.push(socket);
    batch.push(
      new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      }),
    );
  }
  await Promise.all(batch);
}
const connectMs = performance.now() - connectStarted;

const allDelivered = [];
for (let seq = 1; seq <= EVENTS; seq++) {
  const started = performance.now();
  const done = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`event ${seq}: ${arrivals.get(seq)?.length ?? 0}/${SOCKETS} after 30 s`)),
      30_000,
    );
    onArrival = (s, count) => {
      if (s === seq && count === SOCKETS) {
        clearTimeout(timer);
        resolve();
      }
    };
  });
  publisher.send({ publish: { seq } });
  await done;
  allDelivered.push(performance.now() - started);
  await new Promise((r) => setTimeout(r, 100));
}

const latencies = [...arrivals.values()].flat().sort((a, b) => a - b);
const totals = [...allDelivered].sort((a, b) => a - b);
console.log(
  JSON.stringify({
    mode: WITH_REDIS ? 'two nodes on Redis (publish on 1, sockets on 2)' : 'one node, in-memory adapter',
    sockets: SOCKETS,
    events: EVENTS,
    connectAllMs: Math.round(connectMs),
    deliveryMs: { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: latencies.at(-1) },
    allSocketsHadItMs: {
      p50: ms(percentile(totals, 50)),
      p99: ms(percentile(totals, 99)),
      max: ms(totals.at(-1)),
    },
    deliveriesPerSecond: Math.round((SOCKETS * EVENTS) / (totals.reduce((a, b) => a + b, 0) / 1000)),
  }),
);

for (const socket of clients) socket.disconnect();
// The nodes close their Redis clients before Redis goes.
await Promise.all(
  [...new Set([publisher, subscriberNode])].map((node) => {
    node.removeAllListeners('exit');
    const exited = new Promise((resolve) => node.once('exit', resolve));
    node.send({ close: true });
    return exited;
  }),
);
redis?.stop();
