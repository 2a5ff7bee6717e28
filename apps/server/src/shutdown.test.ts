import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { gracefulShutdown } from './shutdown.ts';
import { freePort, startOrbit } from './test/orbit-process.ts';

const log = () => ({ info: vi.fn(), error: vi.fn() });

describe('graceful shutdown', () => {
  it('closes the app (in-flight requests, jobs, sockets) before the database, once, then exits 0', async () => {
    const order: string[] = [];
    let finishRequests = () => {};
    const app = {
      log: log(),
      close: vi.fn(() => {
        order.push('app closing');
        return new Promise<void>((resolve) => {
          finishRequests = () => {
            order.push('requests finished');
            resolve();
          };
        });
      }),
    };
    const database = { close: vi.fn(async () => order.push('database closed')) };
    const exit = vi.fn((code: number) => order.push(`exit ${code}`));
    const stop = gracefulShutdown(app, database, { exit });
    const first = stop('SIGTERM');
    const second = stop('SIGINT');
    await Promise.resolve();
    expect(database.close).not.toHaveBeenCalled();
    finishRequests();
    await Promise.all([first, second]);
    expect(order).toEqual(['app closing', 'requests finished', 'database closed', 'exit 0']);
    expect(app.close).toHaveBeenCalledOnce();
  });

  it('exits 1 when the stop hangs past its grace, and when it fails', async () => {
    vi.useFakeTimers();
    try {
      const exit = vi.fn();
      const hanging = { log: log(), close: () => new Promise<void>(() => {}) };
      void gracefulShutdown(hanging, { close: async () => {} }, { graceMs: 1_000, exit })('SIGTERM');
      await vi.advanceTimersByTimeAsync(999);
      expect(exit).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(exit).toHaveBeenCalledWith(1);
    } finally {
      vi.useRealTimers();
    }
    const exit = vi.fn();
    const failing = { log: log(), close: async () => Promise.reject(new Error('boom')) };
    await gracefulShutdown(failing, { close: async () => {} }, { exit })('SIGTERM');
    expect(exit).toHaveBeenCalledWith(1);
  });
});

describe('a stop signal to a running server', () => {
  it('lets a request already in flight finish and answer, then exits 0; new connections are refused', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'orbit-shutdown-'));
    const port = await freePort();
    const orbit = startOrbit(
      {
        ORBIT_MODE: 'production',
        SMTP_URL: 'smtp://mail.invalid:587',
        DATA_DIR: dataDir,
        PORT: String(port),
      },
      port,
    );
    try {
      await orbit.listening();
      // A sign-in whose body is still on its way when the signal comes.
      const body = JSON.stringify({ user: { email: 'nobody@casino.test', password: 'not-the-password' } });
      const answered = new Promise<number>((resolve, reject) => {
        const request = httpRequest(
          {
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/api/users/sign_in',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'x-requested-with': 'XMLHttpRequest',
            },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.write(body.slice(0, 10));
        request.on('socket', (socket) =>
          socket.on('connect', () => {
            setTimeout(() => {
              orbit.child.kill('SIGTERM');
              setTimeout(() => request.end(body.slice(10)), 300);
            }, 200);
          }),
        );
      });
      const status = await answered;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect((await orbit.exited).code).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/livez`)).rejects.toThrow();
    } finally {
      orbit.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
