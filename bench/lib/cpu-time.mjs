// CPU time actually spent (user + system), read from /proc: what an action costs on a machine
// whose throughput swings with its neighbours' load. Linux only.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function ticksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields after it start past its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      parent: fields[1],
      ticks: Number(fields[11]) + Number(fields[12]),
      // Children that ended and were waited for: PostgreSQL's closed backends, counted by the postmaster.
      endedChildrenTicks: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return undefined;
  }
}

/**
 * CPU milliseconds so far of the processes `pids` and of PostgreSQL: the server whose postmaster is
 * `postmaster` (its process and its backends), or, without one, every running `postgres` process.
 */
export function cpuMs(pids, postmaster) {
  let ticks = 0;
  for (const pid of pids) ticks += ticksOf(pid)?.ticks ?? 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const proc = ticksOf(entry);
    if (proc?.name !== 'postgres') continue;
    if (postmaster && entry !== postmaster && proc.parent !== postmaster) continue;
    ticks += proc.ticks + proc.endedChildrenTicks;
  }
  return ticks * TICK_MS;
}

/** The postmaster's pid of the PostgreSQL whose data folder is `dataDir` (the benches' PG_DATA_DIR). */
export const postmasterOf = (dataDir) =>
  dataDir ? readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0] : undefined;
