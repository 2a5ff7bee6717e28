import type { Lottery, LotteryStatus, LotteryTicketList } from '@orbit/contract';
import { lotteryTicketsHash, type PublishedTicket } from '@orbit/games';
import type { UserRow } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { publicName } from '../house/public-name.ts';
import { currencySubunits } from '../info/service.ts';
import { playerGroupIds } from '../player/service.ts';
import { inAudience, type LotteryView, presentLottery, presentStatus } from './presenter.ts';
import {
  countTickets,
  findLottery,
  findLotteryBySlug,
  type LotteryRow,
  listLotteriesSince,
  listPlayerTickets,
  listPrizes,
  listTicketHolders,
  listWinners,
  lotteriesWithTicketsOf,
  type TicketHolder,
} from './repository.ts';

/** How long a drawn lottery stays in the list. */
const LISTED_AFTER_DRAW_MS = 30 * 24 * 60 * 60 * 1000;

export interface Viewer {
  user: UserRow | null;
  locale: string;
}

/** Running first (soonest end), then upcoming (soonest start), then ended (latest end). */
function listOrder(now: Date) {
  const stage = (row: LotteryRow) => (row.startAt > now ? 1 : row.endAt > now ? 0 : 2);
  return (a: LotteryRow, b: LotteryRow) => {
    const byStage = stage(a) - stage(b);
    if (byStage !== 0) return byStage;
    if (stage(a) === 0) return a.endAt.getTime() - b.endAt.getTime() || a.id - b.id;
    if (stage(a) === 1) return a.startAt.getTime() - b.startAt.getTime() || a.id - b.id;
    return b.endAt.getTime() - a.endAt.getTime() || b.id - a.id;
  };
}

/** The prizes, winners, counts and the player's tickets of these lotteries, in their order. */
async function viewsOf(deps: Deps, rows: LotteryRow[], userId: number | null): Promise<LotteryView[]> {
  const ids = rows.map((row) => row.id);
  const [prizes, winners, counts, own] = await Promise.all([
    listPrizes(deps.db, ids),
    listWinners(deps.db, ids),
    countTickets(deps.db, ids),
    userId === null ? Promise.resolve([]) : listPlayerTickets(deps.db, userId, ids),
  ]);
  const subunits = new Map<string, number>();
  for (const currency of new Set(rows.map((row) => row.currency)))
    subunits.set(currency, await currencySubunits(deps.db, currency));
  return rows.map((row) => ({
    row,
    prizes: prizes.filter((prize) => prize.lotteryId === row.id),
    winners: winners.filter((winner) => winner.lotteryId === row.id),
    ticketsCount: counts.get(row.id) ?? 0,
    own: own.filter((ticket) => ticket.lotteryId === row.id).map((ticket) => ticket.number),
    subunits: subunits.get(row.currency) ?? 100,
  }));
}

const groupsOf = (deps: Deps, user: UserRow | null) =>
  user ? playerGroupIds(deps, user.id) : Promise.resolve([]);

/** The lotteries a list shows the viewer: their audience, not drawn over 30 days ago. */
async function listedFor(deps: Deps, user: UserRow | null): Promise<LotteryRow[]> {
  const now = deps.now();
  const [rows, groups] = await Promise.all([
    listLotteriesSince(deps.db, new Date(now.getTime() - LISTED_AFTER_DRAW_MS)),
    groupsOf(deps, user),
  ]);
  return rows.filter((row) => inAudience(row, groups)).sort(listOrder(now));
}

/** `GET /api/lotteries`. */
export async function listLotteries(deps: Deps, viewer: Viewer): Promise<Lottery[]> {
  const rows = await listedFor(deps, viewer.user);
  const views = await viewsOf(deps, rows, viewer.user?.id ?? null);
  return views.map((view) => presentLottery(view, viewer.locale, deps.now()));
}

/** A lottery by its id (digits) or slug, if the viewer's audience holds it; else 404. */
export async function lotteryFor(deps: Deps, idOrSlug: string, user: UserRow | null): Promise<LotteryRow> {
  const id = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const [row, groups] = await Promise.all([
    id === null ? findLotteryBySlug(deps.db, idOrSlug) : findLottery(deps.db, id),
    groupsOf(deps, user),
  ]);
  if (!row || !inAudience(row, groups)) throw new HttpError(404, 'not_found', 'No such lottery');
  return row;
}

/** `GET /api/lotteries/{idOrSlug}`. */
export async function lotteryOf(deps: Deps, idOrSlug: string, viewer: Viewer): Promise<Lottery> {
  const row = await lotteryFor(deps, idOrSlug, viewer.user);
  const [view] = await viewsOf(deps, [row], viewer.user?.id ?? null);
  return presentLottery(view!, viewer.locale, deps.now());
}

/** A player's status in one lottery (undefined: no such lottery). */
export async function lotteryStatusOf(
  deps: Deps,
  userId: number,
  lotteryId: number,
): Promise<LotteryStatus | undefined> {
  const row = await findLottery(deps.db, lotteryId);
  if (!row) return undefined;
  const [view] = await viewsOf(deps, [row], userId);
  return presentStatus(view!, userId);
}

/** `GET /api/lotteries/{idOrSlug}/status`. */
export async function statusFor(deps: Deps, idOrSlug: string, user: UserRow): Promise<LotteryStatus> {
  const row = await lotteryFor(deps, idOrSlug, user);
  const [view] = await viewsOf(deps, [row], user.id);
  return presentStatus(view!, user.id);
}

/** `GET /api/lotteries/statuses`: one per listed lottery where the player holds tickets. */
export async function statusesOf(deps: Deps, user: UserRow): Promise<LotteryStatus[]> {
  const [listed, held] = await Promise.all([listedFor(deps, user), lotteriesWithTicketsOf(deps.db, user.id)]);
  const rows = listed.filter((row) => held.includes(row.id));
  const views = await viewsOf(deps, rows, user.id);
  return views.map((view) => presentStatus(view, user.id));
}

/** The published ticket list: every ticket in number order with its holder's public name. */
export const publishTickets = (holders: TicketHolder[]): PublishedTicket[] =>
  holders.map((holder) => ({ number: holder.number, nickname: holder.shownAs ?? publicName(holder) }));

/** `GET /api/lotteries/{idOrSlug}/tickets`: public once sales closed (it can no longer change). */
export async function ticketListFor(
  deps: Deps,
  idOrSlug: string,
  user: UserRow | null,
): Promise<LotteryTicketList> {
  const row = await lotteryFor(deps, idOrSlug, user);
  if (deps.now() < row.endAt && row.drawnAt === null)
    throw new HttpError(403, 'tickets_not_published', 'The ticket list is published when sales close');
  const tickets = publishTickets(await listTicketHolders(deps.db, row.id));
  return { lottery_id: row.id, tickets, tickets_hash: lotteryTicketsHash(tickets) };
}
