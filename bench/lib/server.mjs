// Starts the built Orbit on a free port with a fresh in-memory database, for one benchmark run.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../apps/server', import.meta.url));

export async function startOrbit({ port = 3200, env = {} } = {}) {
  // ORBIT_BENCH_NODE_ARGS: extra Node flags for the servers only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.ORBIT_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: 'memory://', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('Orbit did not start');
}
