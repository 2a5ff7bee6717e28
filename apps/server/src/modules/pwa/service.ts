import {
  PWA_REPORT_MAX_DAYS,
  type PwaEvent,
  type PwaReport,
  type PwaReportQuery,
  utcDay,
} from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { countEvent, figuresByDay } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The installed app was opened or installed by this player: counted on today's (UTC) row. */
export async function recordEvent(deps: Pick<Deps, 'db' | 'now'>, user: UserRow, event: PwaEvent) {
  const at = deps.now();
  await countEvent(deps.db, { day: utcDay(at), event, userId: user.id, at });
}

/** Installs, opens and the players who opened the app, for every day of the period (zeros included). */
export async function dailyReport(deps: Pick<Deps, 'db'>, query: PwaReportQuery): Promise<PwaReport> {
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  if (to < from) throw new HttpError(400, 'bad_request', '`to` is before `from`');
  if ((to - from) / DAY_MS + 1 > PWA_REPORT_MAX_DAYS) {
    throw new HttpError(400, 'bad_request', `At most ${PWA_REPORT_MAX_DAYS} days`);
  }
  const figures = new Map((await figuresByDay(deps.db, query.from, query.to)).map((f) => [f.day, f]));
  const days: PwaReport['days'] = [];
  for (let at = from; at <= to; at += DAY_MS) {
    const day = utcDay(new Date(at));
    days.push(figures.get(day) ?? { day, installs: 0, opens: 0, players: 0 });
  }
  return { days };
}
