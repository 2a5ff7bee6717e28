import type { LotteryFields } from '~/shared/lottery-verify-link.ts';

/**
 * Re-computing a lottery draw (docs/lotteries.md): the winners follow from the revealed server
 * seed, the ticket list's hash, the number of tickets and of places, by the same pure draw the
 * server ran (`drawLotteryWinners` of @orbit/games, loaded on demand and handed in).
 */
export interface LotteryLibrary {
  drawLotteryWinners(input: {
    serverSeed: string;
    ticketsHash: string;
    ticketCount: number;
    places: number;
  }): Array<{ place: number; ticket: number }>;
  hashServerSeed(serverSeed: string): string;
  lotteryTicketsHash(tickets: ReadonlyArray<{ number: number; nickname: string }>): string;
}

export const EMPTY_LOTTERY_FIELDS: LotteryFields = {
  serverSeed: '',
  ticketsHash: '',
  ticketCount: '',
  places: '',
  seedHash: '',
};

const HEX64 = /^[0-9a-f]{64}$/;
/** Bounds that keep the browser's work small (the draw is places × places at worst). */
export const MAX_TICKETS = 100_000_000;
export const MAX_PLACES = 10_000;

const wholeNumber = (text: string, max: number): number | null => {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= max ? value : null;
};

export type LotteryFieldError = 'server_seed' | 'tickets_hash' | 'ticket_count' | 'places' | 'seed_hash';

export type LotteryVerification =
  | { status: 'incomplete' }
  | { status: 'invalid'; fields: LotteryFieldError[] }
  | {
      status: 'checked';
      winners: Array<{ place: number; ticket: number }>;
      /** SHA-256(server seed) equals the committed hash; null when no hash was given. */
      seedHashMatches: boolean | null;
    };

const normal = (text: string) => text.trim().toLowerCase();

function fieldErrors(fields: LotteryFields): LotteryFieldError[] {
  const errors: LotteryFieldError[] = [];
  if (fields.serverSeed.trim() && !HEX64.test(normal(fields.serverSeed))) errors.push('server_seed');
  if (fields.ticketsHash.trim() && !HEX64.test(normal(fields.ticketsHash))) errors.push('tickets_hash');
  if (fields.ticketCount.trim() && wholeNumber(fields.ticketCount, MAX_TICKETS) === null)
    errors.push('ticket_count');
  if (fields.places.trim() && wholeNumber(fields.places, MAX_PLACES) === null) errors.push('places');
  if (fields.seedHash.trim() && !HEX64.test(normal(fields.seedHash))) errors.push('seed_hash');
  return errors;
}

/** The winners the fields describe, re-computed with the library. */
export function verifyLottery(fields: LotteryFields, lib: LotteryLibrary): LotteryVerification {
  const errors = fieldErrors(fields);
  if (errors.length > 0) return { status: 'invalid', fields: errors };
  const serverSeed = normal(fields.serverSeed);
  const ticketsHash = normal(fields.ticketsHash);
  const ticketCount = wholeNumber(fields.ticketCount, MAX_TICKETS);
  const places = wholeNumber(fields.places, MAX_PLACES);
  if (!serverSeed || !ticketsHash || ticketCount === null || places === null) return { status: 'incomplete' };
  const seedHash = normal(fields.seedHash);
  return {
    status: 'checked',
    winners: lib.drawLotteryWinners({ serverSeed, ticketsHash, ticketCount, places }),
    seedHashMatches: seedHash ? lib.hashServerSeed(serverSeed) === seedHash : null,
  };
}

export interface TicketListCheck {
  /** The hash re-computed from the published list. */
  computedHash: string;
  /** … equals the hash published beside the list. */
  listHashMatches: boolean;
  /** … equals the tickets hash in the form (the draw's); null when the form has none. */
  drawHashMatches: boolean | null;
  /** The list holds as many tickets as the form's count; null when the form has none. */
  countMatches: boolean | null;
  /** Ticket number → holder's public name. */
  holders: Map<number, string>;
}

/** The published ticket list checked against its own hash and the draw's figures. */
export function checkTicketList(
  list: { tickets: ReadonlyArray<{ number: number; nickname: string }>; tickets_hash: string },
  fields: LotteryFields,
  lib: LotteryLibrary,
): TicketListCheck {
  const computedHash = lib.lotteryTicketsHash(list.tickets);
  const formHash = normal(fields.ticketsHash);
  const count = wholeNumber(fields.ticketCount, MAX_TICKETS);
  return {
    computedHash,
    listHashMatches: computedHash === normal(list.tickets_hash),
    drawHashMatches: formHash ? computedHash === formHash : null,
    countMatches: count === null ? null : count === list.tickets.length,
    holders: new Map(list.tickets.map((ticket) => [ticket.number, ticket.nickname])),
  };
}
