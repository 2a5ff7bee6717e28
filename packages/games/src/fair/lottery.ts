import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { FairRandom, type HmacSha256 } from './random.ts';

/** One ticket of a lottery's published list: its number and its holder's public name. */
export interface PublishedTicket {
  number: number;
  nickname: string;
}

/**
 * The canonical text of a lottery's ticket list: one line `number:nickname\n` per ticket, in
 * ticket-number order (1, 2, 3 …). Anyone holding the published list rebuilds it byte for byte.
 */
export function canonicalTicketList(tickets: readonly PublishedTicket[]): string {
  return [...tickets]
    .sort((a, b) => a.number - b.number)
    .map((ticket) => `${ticket.number}:${ticket.nickname}\n`)
    .join('');
}

/** `tickets_hash`: SHA-256 of the canonical list's UTF-8 bytes, as lower-case hex. */
export function lotteryTicketsHash(tickets: readonly PublishedTicket[]): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalTicketList(tickets))));
}

export interface LotteryDrawInput {
  /** The revealed server seed (64 hex characters) whose SHA-256 was shown from the start. */
  serverSeed: string;
  /** The ticket list's hash at the draw (`lotteryTicketsHash`). */
  ticketsHash: string;
  /** Tickets are numbered 1 … ticketCount. */
  ticketCount: number;
  /** Prize places to draw (1 … places). */
  places: number;
}

export interface LotteryWinner {
  place: number;
  ticket: number;
}

/**
 * The ticket at position `index` (0-based) of 1 … n once the `drawn` numbers (ascending) are
 * taken out: start at index + 1 and step past every drawn number at or below it.
 */
function nthRemaining(index: number, drawn: readonly number[]): number {
  let candidate = index + 1;
  for (const taken of drawn) {
    if (taken > candidate) break;
    candidate += 1;
  }
  return candidate;
}

/**
 * A provably-fair lottery draw, places in order, without replacement. Place p rolls the first
 * uniform number of HMAC-SHA256(key = server seed, message = "ticketsHash:p:0") — the house
 * games' random source with the tickets hash as client seed and the place as nonce — below the
 * count of tickets not drawn yet, and wins the ticket at that position among them in ascending
 * order. With fewer tickets than places only as many places are drawn as there are tickets.
 */
export function drawLotteryWinners(input: LotteryDrawInput, hmacSha256?: HmacSha256): LotteryWinner[] {
  const { serverSeed, ticketsHash, ticketCount, places } = input;
  if (!Number.isSafeInteger(ticketCount) || ticketCount < 0)
    throw new Error('ticketCount: a whole number ≥ 0');
  if (!Number.isSafeInteger(places) || places < 0) throw new Error('places: a whole number ≥ 0');
  const winners: LotteryWinner[] = [];
  const drawn: number[] = [];
  const count = Math.min(places, ticketCount);
  for (let place = 1; place <= count; place++) {
    const random = new FairRandom({ serverSeed, clientSeed: ticketsHash, nonce: place }, hmacSha256);
    const ticket = nthRemaining(random.int(ticketCount - drawn.length), drawn);
    winners.push({ place, ticket });
    drawn.splice(sortedIndex(drawn, ticket), 0, ticket);
  }
  return winners;
}

/** Where `value` goes in the ascending `sorted` array. */
function sortedIndex(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
