import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'orbit-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Another process that opens the embedded database in `dir` and keeps it open. */
function otherProcessOpening(dir: string): Promise<ChildProcess> {
  const script = `const { openDatabase } = await import(${JSON.stringify(new URL('./client.ts', import.meta.url).href)});
await openDatabase({ dataDir: ${JSON.stringify(dir)} });
console.log('open');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('open')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the other process exited with ${code}`)));
  });
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

describe('one process per DATA_DIR', () => {
  it('refuses a second process while the first runs, and takes over once it died', async () => {
    const dir = freshDir();
    const first = await otherProcessOpening(dir);

    const second = openDatabase({ dataDir: dir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`in use by process ${first.pid}`);

    // Killed without a chance to clean up: its lock file stays, stale.
    first.kill('SIGKILL');
    await exited(first);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    const database = await openDatabase({ dataDir: dir });
    await database.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  }, 60_000);

  it('refuses opening the same folder twice in one process; a closed database frees it', async () => {
    const dir = freshDir();
    const database = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow('already open in this process');
    await database.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  }, 60_000);

  it('takes over a lock this pid left before a restart (containers reuse pids)', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, host: 'x', since: '' }));
    // Another host's lock is never taken over: its process cannot be checked from here.
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, host: hostname(), since: '' }));
    const release = lockDataDir(dir);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });
});
