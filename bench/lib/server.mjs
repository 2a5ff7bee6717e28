// Starts Orbit (its build, or its source) on a port with a fresh in-memory database, for one benchmark run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../apps/server', import.meta.url));
const npmStart = JSON.parse(readFileSync(`${serverDir}/package.json`, 'utf8')).scripts.start;

/** How the server runs: its ahead-of-time build (`npm start`), or its TypeScript through tsx (`npm run dev`). */
export const SERVER_COMMANDS = {
  built: npmStart.split(' ').slice(1),
  source: ['--import', 'tsx', 'src/main.ts'],
};

export async function startOrbit({ port = 3200, env = {}, run = 'built' } = {}) {
  // ORBIT_BENCH_NODE_ARGS: extra Node flags for the servers only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.ORBIT_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...SERVER_COMMANDS[run]], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: 'memory://', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 1200; i++) {
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return { url, pid: child.pid, stop: () => stopChild(child) };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('Orbit did not start');
}

/** SIGTERM, and the promise of the process's end. */
function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}
