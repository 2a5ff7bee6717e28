import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A PostgreSQL server of a test's own, which the test may restart: a fresh cluster in a temporary
 * folder, on loopback only, from the machine's binaries (`npm test` installs Debian's). The same
 * settings as scripts/lib/throwaway-postgres.sh.
 */
export interface ThrowawayPostgres {
  url: string;
  /** `pg_ctl restart -m fast`: every connection is cut, the server is back when it resolves. */
  restart(): Promise<void>;
  stop(): void;
}

function binDir(): string {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).sort().reverse() : [];
  for (const version of versions) {
    const dir = join(debian, version, 'bin');
    if (existsSync(join(dir, 'initdb'))) return dir;
  }
  throw new Error(
    'PostgreSQL server binaries missing (npm test installs them; by hand: apt-get install -y postgresql)',
  );
}

export function startThrowawayPostgres(port: number): ThrowawayPostgres {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'orbit-pg-'));
  // PostgreSQL refuses to run as root: as root, run it as the postgres user Debian's package made.
  const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asUser.length) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, uid);
  }
  const argv = (program: string, args: string[]) => [...asUser, join(bin, program), ...args];
  const run = (program: string, args: string[]) => {
    const [command = '', ...rest] = argv(program, args);
    execFileSync(command, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'orbit', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const ctlArgs = (...args: string[]) => [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    ...args,
  ];
  run('pg_ctl', ctlArgs('-o', options, 'start'));
  return {
    url: `postgres://orbit@127.0.0.1:${port}/postgres`,
    async restart() {
      // Asynchronous: the test's own load keeps running while the server goes down and comes back.
      const [command = '', ...rest] = argv('pg_ctl', ctlArgs('-m', 'fast', '-o', options, 'restart'));
      await promisify(execFile)(command, rest);
    },
    stop() {
      try {
        run('pg_ctl', ctlArgs('-m', 'immediate', 'stop'));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
