import { describe, expect, it } from 'vitest';
import { HOUR, iso, leaders, makeLottery, makeStatus, makeTournament } from '../testing.ts';
import {
  gameLink,
  leaderboardRows,
  listedLotteries,
  needsConfirmation,
  runningTournaments,
  scoreOf,
  tournamentCountdown,
  tournamentsOfTab,
  tournamentTabOf,
} from './tournaments.ts';

const now = Date.now();
const running = makeTournament({ id: 1, slug: 'running', end_at: iso(3 * HOUR) });
const endingSooner = makeTournament({ id: 2, slug: 'sooner', end_at: iso(HOUR) });
const upcoming = makeTournament({
  id: 3,
  slug: 'upcoming',
  start_at: iso(2 * HOUR),
  end_at: iso(9 * HOUR),
  in_progress: false,
});
const ended = makeTournament({
  id: 4,
  slug: 'ended',
  start_at: iso(-9 * HOUR),
  end_at: iso(-HOUR),
  in_progress: false,
});
const hidden = makeTournament({ id: 5, frontend_identifier: 'nonvisible' });
const quest = makeTournament({ id: 6, frontend_identifier: 'm--rocket-quest' });
const achievement = makeTournament({ id: 7, frontend_identifier: 'achievement-rounds' });
const byProducer = makeTournament({ id: 8, slug: 'producer', producers: ['orchard-reels'] });
const all = [ended, upcoming, running, hidden, quest, achievement, endingSooner, byProducer];
const ids = (list: { id: number }[]) => list.map((t) => t.id);

describe('the tabs', () => {
  it('reads the tab from the path: /tournaments is All, unknown paths are none', () => {
    expect(tournamentTabOf('/tournaments')).toBe('all');
    expect(tournamentTabOf('/tournaments/')).toBe('all');
    expect(tournamentTabOf('/tournaments/all')).toBe('all');
    expect(tournamentTabOf('/tournaments/archive')).toBe('archive');
    expect(tournamentTabOf('/tournaments/lotteries')).toBe('lotteries');
    expect(tournamentTabOf('/tournaments/slots-sprint')).toBeNull();
  });

  it('All lists the running (soonest end first) then the upcoming, without nonvisible, quests, achievements or ended ones', () => {
    expect(ids(tournamentsOfTab('all', { all, mine: null, recent: [] }, now))).toEqual([2, 1, 8, 3]);
  });

  it('Producers lists only tournaments restricted to producers', () => {
    expect(ids(tournamentsOfTab('producers', { all, mine: null, recent: [] }, now))).toEqual([8]);
  });

  it('Actions lists the running ones a player takes part in; every running one for a guest', () => {
    expect(ids(tournamentsOfTab('actions', { all, mine: [running, ended, quest], recent: [] }, now))).toEqual(
      [1],
    );
    expect(ids(tournamentsOfTab('actions', { all, mine: null, recent: [] }, now)).sort()).toEqual([1, 2, 8]);
  });

  it('Archive lists the ended ones of /recent, hidden ones dropped', () => {
    const hiddenEnded = { ...ended, id: 9, frontend_identifier: 'nonvisible' };
    expect(ids(tournamentsOfTab('archive', { all, mine: null, recent: [ended, hiddenEnded] }, now))).toEqual([
      4,
    ]);
  });

  it('/leaderboard shows the running tournaments only', () => {
    expect(ids(runningTournaments(all, now))).toEqual([2, 1, 8]);
  });

  it('the lotteries tab drops hidden lotteries', () => {
    const lotteries = [makeLottery({ id: 1 }), makeLottery({ id: 2, frontend_identifier: 'nonvisible' })];
    expect(listedLotteries(lotteries).map((l) => l.id)).toEqual([1]);
  });
});

describe('time status', () => {
  it('counts to the end while running, to the start before, and not at all after', () => {
    expect(tournamentCountdown(running, now)).toEqual({
      status: 'active',
      targetMs: Date.parse(running.end_at),
    });
    expect(tournamentCountdown(upcoming, now)).toEqual({
      status: 'future',
      targetMs: Date.parse(upcoming.start_at),
    });
    expect(tournamentCountdown(ended, now)).toEqual({ status: 'archive', targetMs: null });
  });
});

describe('the leaderboard', () => {
  it("marks the player's row among the leaders", () => {
    const top = leaders(5);
    const { rows, appended } = leaderboardRows(top, makeStatus({ nickname: 'player3', award_place: 3 }));
    expect(rows.map((r) => r.own)).toEqual([false, false, true, false, false]);
    expect(appended).toBeNull();
  });

  it('adds the player under the leaders when they rank outside them', () => {
    const own = makeStatus({ nickname: 'ada', award_place: 51, bet_cents: 100 });
    const { rows, appended } = leaderboardRows(leaders(50), own);
    expect(rows.some((r) => r.own)).toBe(false);
    expect(appended).toEqual({ place: 51, status: own, own: true });
  });

  it('shows no row of a player who has not scored, and none for a guest', () => {
    expect(leaderboardRows(leaders(3), makeStatus({ award_place: null })).appended).toBeNull();
    expect(leaderboardRows(leaders(3), null).rows.every((r) => !r.own)).toBe(true);
  });

  it('scores by the strategy: stakes, wins, best multiplier, rounds', () => {
    const status = makeStatus({ bet_cents: 500, win_cents: 900, rate: 4.5, games_taken: 7 });
    expect(scoreOf('bet', status)).toEqual({ kind: 'money', cents: 500 });
    expect(scoreOf('win', status)).toEqual({ kind: 'money', cents: 900 });
    expect(scoreOf('rate', status)).toEqual({ kind: 'rate', rate: 4.5 });
    expect(scoreOf('spin', status)).toEqual({ kind: 'count', count: 7 });
  });
});

describe('taking part', () => {
  const asks = makeTournament({ user_confirmation_required: true });
  it('asks for confirmation only when the tournament wants it, the player has not given it, and it has not ended', () => {
    expect(needsConfirmation(asks, makeStatus({ user_confirmed: false }), now)).toBe(true);
    expect(needsConfirmation(asks, makeStatus({ user_confirmed: null }), now)).toBe(true);
    expect(needsConfirmation(asks, makeStatus({ user_confirmed: true }), now)).toBe(false);
    expect(needsConfirmation(makeTournament(), makeStatus(), now)).toBe(false);
    expect(
      needsConfirmation({ ...asks, start_at: ended.start_at, end_at: ended.end_at }, makeStatus(), now),
    ).toBe(false);
  });
});

describe('games', () => {
  it('links a counting game to its page with a readable name; a malformed one is skipped', () => {
    expect(gameLink('orchard-reels/lemon-sevens')).toEqual({
      href: '/play/orchard-reels/lemon-sevens',
      name: 'Lemon Sevens',
    });
    expect(gameLink('no-slash')).toBeNull();
    expect(gameLink('a/b/c')).toBeNull();
  });
});
