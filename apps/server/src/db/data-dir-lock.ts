import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The lock file in DATA_DIR, like PostgreSQL's postmaster.pid: who holds the embedded database. */
export const LOCK_FILE = 'orbit.pid';

export class DataDirLockedError extends Error {
  readonly code = 'data_dir_locked';
}

interface Holder {
  pid: number;
  host: string;
  since: string;
}

const parse = (text: string): Holder | undefined => {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    return typeof value.pid === 'number' && typeof value.host === 'string'
      ? { pid: value.pid, host: value.host, since: String(value.since ?? '') }
      : undefined;
  } catch {
    return undefined;
  }
};

const heldHere = new Set<string>();

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes DATA_DIR for this process. The embedded database has no server of its own: two processes
 * opening one folder would each keep their own copy in memory and overwrite each other's files
 * (users, rounds and ledger rows would be lost). A lock left by a process that died is taken over;
 * one held by a live process, or by another machine (a shared folder), is refused with a clear error.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  // Our own pid in the file is a lock left before a restart (containers reuse pids) — unless this
  // very process holds it.
  if (heldHere.has(path)) throw new DataDirLockedError(`DATA_DIR ${dataDir} is already open in this process`);
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      heldHere.add(path);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(path);
        process.off('exit', release);
        // Only our own lock: never remove one another process took over.
        if (parse(readQuietly(path))?.pid === me.pid) unlinkQuietly(path);
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = readQuietly(path);
    const holder = parse(text);
    if (holder && (holder.host !== me.host || (holder.pid !== me.pid && isAlive(holder.pid)))) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by process ${holder.pid} on ${holder.host} (since ${holder.since}). ` +
          'The embedded database serves one process only: stop that process first, or run several ' +
          `processes on one PostgreSQL server with DATABASE_URL. If no such process runs, delete ${path}.`,
      );
    }
    // An empty file younger than a few seconds is another process taking the lock right now.
    if (!holder && Date.now() - mtimeOf(path) < 5_000) {
      throw new DataDirLockedError(`DATA_DIR ${dataDir} is being opened by another process`);
    }
    // Stale (its process is gone) or unreadable: remove it, unless someone replaced it meanwhile.
    if (readQuietly(path) === text) unlinkQuietly(path);
  }
  throw new DataDirLockedError(`DATA_DIR ${dataDir}: could not take ${path}`);
}

function readQuietly(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function mtimeOf(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function unlinkQuietly(path: string) {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}
