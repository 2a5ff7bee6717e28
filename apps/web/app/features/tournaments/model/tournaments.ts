import {
  isQuest,
  type Lottery,
  listedTournaments,
  type Tournament,
  type TournamentPlayerStatus,
} from '@orbit/contract';
import { bannerCountdown, type TimeStatus } from '~/features/lobby/index.ts';

/** The tabs of `/tournaments` (spec 2 §2), each a page of its own. */
export const TOURNAMENT_TABS = [
  { id: 'all', path: '/tournaments/all' },
  { id: 'producers', path: '/tournaments/producers' },
  { id: 'lotteries', path: '/tournaments/lotteries' },
  { id: 'actions', path: '/tournaments/actions' },
  { id: 'achievements', path: '/tournaments/achievements' },
  { id: 'archive', path: '/tournaments/archive' },
] as const;
export type TournamentTab = (typeof TOURNAMENT_TABS)[number]['id'];

export const TOURNAMENTS_PATH = '/tournaments';
export const LEADERBOARD_PATH = '/leaderboard';

/** The tab a `/tournaments…` path (without locale) shows: `/tournaments` itself is All; null when not a tab. */
export function tournamentTabOf(path: string): TournamentTab | null {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === TOURNAMENTS_PATH) return 'all';
  return TOURNAMENT_TABS.find((tab) => tab.path === trimmed)?.id ?? null;
}

type Dated = Pick<Tournament, 'start_at' | 'end_at'>;

/** Time status of spec 2 §4 (an unreadable date counts as ended: nothing to count down to). */
export function tournamentStatus(t: Dated, nowMs: number): TimeStatus {
  return bannerCountdown(t, nowMs)?.status ?? 'archive';
}

/** The label and the date a card counts down to: end while active, start while future, none archived. */
export function tournamentCountdown(
  t: Dated,
  nowMs: number,
): { status: TimeStatus; targetMs: number | null } {
  const countdown = bannerCountdown(t, nowMs);
  return countdown
    ? { status: countdown.status, targetMs: countdown.targetMs }
    : { status: 'archive', targetMs: null };
}

const isLive = (t: Dated, nowMs: number) => tournamentStatus(t, nowMs) !== 'archive';
const isRunning = (t: Dated, nowMs: number) => tournamentStatus(t, nowMs) === 'active';

/** Running first (soonest end first), then upcoming (soonest start first). */
const bySchedule = (nowMs: number) => (a: Tournament, b: Tournament) => {
  const aRuns = isRunning(a, nowMs);
  if (aRuns !== isRunning(b, nowMs)) return aRuns ? -1 : 1;
  return aRuns
    ? Date.parse(a.end_at) - Date.parse(b.end_at)
    : Date.parse(a.start_at) - Date.parse(b.start_at);
};

export interface TabSources {
  /** `GET /api/tournaments`. */
  all: readonly Tournament[];
  /** `GET /api/tournaments/player` (signed in), else null. */
  mine: readonly Tournament[] | null;
  /** `GET /api/tournaments/recent`. */
  recent: readonly Tournament[];
}

/**
 * The tournaments a tab lists (spec 2 §5: nonvisible dropped, quests and achievements apart).
 * All: running and upcoming. Producers: those of them restricted to producers. Actions: the
 * running ones the player takes part in (every running one for a guest). Archive: the ended ones.
 */
export function tournamentsOfTab(tab: TournamentTab, sources: TabSources, nowMs: number): Tournament[] {
  switch (tab) {
    case 'all':
      return listedTournaments(sources.all)
        .filter((t) => isLive(t, nowMs))
        .sort(bySchedule(nowMs));
    case 'producers':
      return listedTournaments(sources.all)
        .filter((t) => isLive(t, nowMs) && t.producers.length > 0)
        .sort(bySchedule(nowMs));
    case 'actions':
      return listedTournaments(sources.mine ?? sources.all).filter((t) => isRunning(t, nowMs));
    case 'archive':
      return listedTournaments(sources.recent).filter((t) => tournamentStatus(t, nowMs) === 'archive');
    default:
      return [];
  }
}

/** `/leaderboard`: the running tournaments the viewer can see, soonest end first. */
export function runningTournaments(all: readonly Tournament[], nowMs: number): Tournament[] {
  return listedTournaments(all)
    .filter((t) => isRunning(t, nowMs))
    .sort((a, b) => Date.parse(a.end_at) - Date.parse(b.end_at));
}

/** The lotteries tab: running and upcoming first, then drawn ones; quests never appear among lotteries. */
export function listedLotteries(all: readonly Lottery[]): Lottery[] {
  return all.filter((l) => l.frontend_identifier !== 'nonvisible' && !isQuest(l));
}

// ---------------------------------------------------------------- leaderboard

export interface LeaderRow {
  place: number | null;
  status: TournamentPlayerStatus;
  /** The viewer's own row. */
  own: boolean;
}

const sameRow = (a: TournamentPlayerStatus, b: TournamentPlayerStatus) =>
  a.award_place !== null && a.award_place === b.award_place && a.nickname === b.nickname;

/**
 * The leaderboard's rows: the leaders with the viewer's row marked, and the viewer's row
 * appended below when they rank outside them (`appended`). A viewer who has not scored is neither.
 */
export function leaderboardRows(
  leaders: readonly TournamentPlayerStatus[],
  own: TournamentPlayerStatus | null,
): { rows: LeaderRow[]; appended: LeaderRow | null } {
  const ranked = own !== null && own.award_place !== null;
  const rows = leaders.map((status) => ({
    place: status.award_place,
    status,
    own: ranked && sameRow(status, own),
  }));
  const appended =
    ranked && !rows.some((row) => row.own) ? { place: own.award_place, status: own, own: true } : null;
  return { rows, appended };
}

/** Whether the page offers "take part": it asks for confirmation, the player has not given it, and it has not ended. */
export function needsConfirmation(
  t: Pick<Tournament, 'user_confirmation_required' | 'start_at' | 'end_at'>,
  status: Pick<TournamentPlayerStatus, 'user_confirmed'> | null | undefined,
  nowMs: number,
): boolean {
  return t.user_confirmation_required && status?.user_confirmed !== true && isLive(t, nowMs);
}

/** The score a leaderboard shows, by strategy: a money sum, the best win ÷ stake, or rounds played. */
export type Score =
  | { kind: 'money'; cents: number }
  | { kind: 'rate'; rate: number }
  | { kind: 'count'; count: number };

export function scoreOf(strategy: Tournament['strategy'], status: TournamentPlayerStatus): Score {
  switch (strategy) {
    case 'bet':
      return { kind: 'money', cents: status.bet_cents };
    case 'win':
      return { kind: 'money', cents: status.win_cents };
    case 'rate':
      return { kind: 'rate', rate: status.rate };
    default:
      return { kind: 'count', count: strategy === 'spin' ? status.games_taken : status.points };
  }
}

// ---------------------------------------------------------------- games

/** A counting game `provider/slug` as its page's path and a readable name from the slug. */
export function gameLink(game: string): { href: string; name: string } | null {
  const [producer, name, ...rest] = game.split('/');
  if (!producer || !name || rest.length > 0) return null;
  return {
    href: `/play/${encodeURIComponent(producer)}/${encodeURIComponent(name)}`,
    name: humanize(name),
  };
}

/** `lemon-sevens` → `Lemon Sevens`. */
export function humanize(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
