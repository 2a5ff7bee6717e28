import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A free TCP port for a server started by a test. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** How a test runs the server: its TypeScript through tsx, or the build `npm start` runs. */
const COMMANDS = {
  source: ['--import', 'tsx', join(import.meta.dirname, '../main.ts')],
  built: [join(import.meta.dirname, '../../dist/main.js')],
};

/** `node main.ts` as an operator starts it: resolves with its exit code and output, or once it listens. */
export function startOrbit(
  env: Record<string, string>,
  port?: number,
  run: keyof typeof COMMANDS = 'source',
) {
  const child = spawn(process.execPath, COMMANDS[run], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
  const listening = async () => {
    for (let i = 0; i < 600 && child.exitCode === null; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`Orbit did not start: ${output}`);
  };
  return { child, exited, listening, output: () => output };
}
