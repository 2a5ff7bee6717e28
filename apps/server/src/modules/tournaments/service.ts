import { CHANNEL, TOP_PLAYERS, type Tournament, type TournamentPlayerStatus } from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { subunitsOf } from '../info/service.ts';
import { playerGroupIds } from '../player/service.ts';
import { rememberedLeaders, scoresChanged } from './leaders-cache.ts';
import { presentStatus, presentTournament } from './presenter.ts';
import {
  confirmPlayer,
  findPlayer,
  findTournament,
  findTournamentBySlug,
  listEnded,
  listLeadersOf,
  listPlayerRows,
  listPrizes,
  listSince,
  placeOf,
  type TournamentRow,
} from './repository.ts';
import { unfinishedPrizes, unfinishedTournaments } from './unfinished.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Ended tournaments stay in the lists this long (their winners shown), then only in the archive. */
const SHOWN_AFTER_END_MS = 7 * DAY_MS;
/** Leaders per tournament in a list; a tournament's own page shows TOP_PLAYERS. */
const LIST_LEADERS = 10;
const RECENT = 20;

export interface Viewer {
  user: UserRow | null;
  locale: string;
}

/** Whether the tournament's audience includes the viewer (guests: only tournaments open to all). */
const openTo = (row: TournamentRow, groups: readonly number[]) =>
  row.groupIds.length === 0 || row.groupIds.some((id) => groups.includes(id));

async function groupsOf(deps: Deps, viewer: Viewer) {
  return viewer.user ? playerGroupIds(deps, viewer.user.id) : [];
}

/** The prizes of `rows`: those of the remembered unfinished tournaments from memory, the others read. */
async function prizesOf(deps: Deps, rows: TournamentRow[]) {
  const anyUnfinished = rows.some((row) => row.finishedAt === null);
  const [unfinished, prizes] = anyUnfinished
    ? await Promise.all([unfinishedTournaments(deps.db), unfinishedPrizes(deps.db)])
    : [[], []];
  const remembered = new Set(unfinished.map((row) => row.id));
  const wanted = new Set(rows.map((row) => row.id));
  const unread = [...wanted].filter((id) => !remembered.has(id));
  return [
    ...prizes.filter((prize) => wanted.has(prize.tournamentId)),
    ...(await listPrizes(deps.db, unread)),
  ];
}

/** Tournaments with their prizes, leaders and currency subunits, in at most two queries whatever their number. */
async function present(
  deps: Deps,
  rows: TournamentRow[],
  viewer: Viewer,
  leaders: number,
): Promise<Tournament[]> {
  const ids = rows.map((row) => row.id);
  const only = rows.length === 1 ? rows[0]! : undefined;
  const [prizes, leaderRows] = await Promise.all([
    prizesOf(deps, rows),
    // One tournament's page is read by many at once: its leaders are remembered until a score changes.
    only
      ? rememberedLeaders(deps.db, only.id, leaders, () => listLeadersOf(deps.db, ids, leaders))
      : listLeadersOf(deps.db, ids, leaders),
  ]);
  const subunits = new Map<string, number>();
  for (const currency of new Set(rows.map((row) => row.currency)))
    subunits.set(currency, await subunitsOf(deps, currency));
  const now = deps.now();
  return rows.map((row) =>
    presentTournament(
      {
        row,
        prizes: prizes.filter((p) => p.tournamentId === row.id),
        leaders: leaderRows.filter((p) => p.tournamentId === row.id),
        subunits: subunits.get(row.currency) ?? 100,
      },
      viewer.locale,
      now,
    ),
  );
}

/** `GET /api/tournaments`: running, upcoming and lately ended tournaments the viewer may join. */
export async function listTournaments(deps: Deps, viewer: Viewer): Promise<Tournament[]> {
  const groups = await groupsOf(deps, viewer);
  const rows = (await listSince(deps.db, new Date(deps.now().getTime() - SHOWN_AFTER_END_MS))).filter((row) =>
    openTo(row, groups),
  );
  return present(deps, rows, viewer, LIST_LEADERS);
}

/** `GET /api/tournaments/recent`: the latest ended tournaments the viewer could see, newest first. */
export async function recentTournaments(deps: Deps, viewer: Viewer): Promise<Tournament[]> {
  const groups = await groupsOf(deps, viewer);
  const rows = (await listEnded(deps.db, deps.now(), RECENT * 2)).filter((row) => openTo(row, groups));
  return present(deps, rows.slice(0, RECENT), viewer, LIST_LEADERS);
}

/** `GET /api/tournaments/player`: the tournaments the player takes part in (joined or confirmed). */
export async function playerTournaments(
  deps: Deps,
  viewer: Viewer & { user: UserRow },
): Promise<Tournament[]> {
  const mine = new Set((await listPlayerRows(deps.db, viewer.user.id)).map((row) => row.tournamentId));
  const since = new Date(deps.now().getTime() - SHOWN_AFTER_END_MS);
  const rows = (await listSince(deps.db, since)).filter((row) => mine.has(row.id));
  return present(deps, rows, viewer, LIST_LEADERS);
}

/** A tournament by its numeric id (the API's) or its slug (the page's); 404 when unknown or not for the viewer. */
export async function findVisible(deps: Deps, idOrSlug: string, viewer: Viewer): Promise<TournamentRow> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const running = (await unfinishedTournaments(deps.db)).find((row) =>
    byId ? row.id === Number(idOrSlug) : row.slug === idOrSlug,
  );
  const row =
    running ??
    (byId ? await findTournament(deps.db, Number(idOrSlug)) : await findTournamentBySlug(deps.db, idOrSlug));
  if (!row) throw new HttpError(404, 'tournament_not_found');
  // Most tournaments are open to all: the viewer's groups are read only for one that is not.
  if (row.groupIds.length > 0 && !openTo(row, await groupsOf(deps, viewer)))
    throw new HttpError(404, 'tournament_not_found');
  return row;
}

/** `GET /api/tournaments/{id}`: the tournament with its prizes and the top of its leaderboard. */
export async function tournamentOf(deps: Deps, idOrSlug: string, viewer: Viewer): Promise<Tournament> {
  const row = await findVisible(deps, idOrSlug, viewer);
  const [tournament] = await present(deps, [row], viewer, TOP_PLAYERS);
  return tournament!;
}

/** `GET /api/tournaments/{id}/status`: the player's standing and live place (zeros before they play). */
export async function statusOf(
  deps: Deps,
  idOrSlug: string,
  viewer: Viewer & { user: UserRow },
): Promise<TournamentPlayerStatus> {
  const row = await findVisible(deps, idOrSlug, viewer);
  const subunits = await subunitsOf(deps, row.currency);
  const player = await findPlayer(deps.db, row.id, viewer.user.id);
  if (!player) {
    return presentStatus(
      {
        tournamentId: row.id,
        userId: viewer.user.id,
        nickname: viewer.user.nickname ?? '',
        confirmedAt: null,
        betCents: 0,
        winCents: 0,
        gamesTaken: 0,
        bestRateMicro: 0,
        score: 0,
        reachedAt: deps.now(),
        awardPlace: null,
      },
      null,
      subunits,
    );
  }
  return presentStatus(player, await placeOf(deps.db, player), subunits);
}

/**
 * `POST /api/tournaments/{id}/confirm`: the player takes part (a tournament that asks for it
 * counts their bets only from now). Again: still confirmed, nothing changes. Refused once ended.
 */
export async function confirmTournament(
  deps: Deps,
  idOrSlug: string,
  viewer: Viewer & { user: UserRow },
): Promise<{ confirmed: boolean }> {
  const row = await findVisible(deps, idOrSlug, viewer);
  const now = deps.now();
  if (now >= row.endAt) throw new FieldErrors({ base: ['tournaments.ended'] });
  const user = viewer.user;
  const player = await confirmPlayer(deps.db, row.id, user.id, user.nickname || `player${user.id}`, now);
  scoresChanged(deps.db, [row.id]);
  const subunits = await subunitsOf(deps, row.currency);
  deps.realtime.publishToPlayer(user.id, CHANNEL.tournaments_statuses, [
    presentStatus(player, await placeOf(deps.db, player), subunits),
  ]);
  return { confirmed: true };
}
