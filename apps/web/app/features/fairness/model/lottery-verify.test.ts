import * as games from '@orbit/games';
import { describe, expect, it } from 'vitest';
import { FIXED_DRAW } from '~/features/lotteries/testing.ts';
import { checkTicketList, EMPTY_LOTTERY_FIELDS, verifyLottery } from './lottery-verify.ts';

const fields = {
  serverSeed: FIXED_DRAW.serverSeed,
  ticketsHash: FIXED_DRAW.ticketsHash,
  ticketCount: String(FIXED_DRAW.ticketCount),
  places: String(FIXED_DRAW.places),
  seedHash: '',
};

describe('lottery verification', () => {
  it("re-computes the docs' fixed vector with the server's own draw", () => {
    const result = verifyLottery(fields, games);
    expect(result).toEqual({
      status: 'checked',
      winners: FIXED_DRAW.winners.map((ticket, i) => ({ place: i + 1, ticket })),
      seedHashMatches: null,
    });
  });

  it('checks the server seed against the hash committed when sales opened', () => {
    const committed = games.hashServerSeed(FIXED_DRAW.serverSeed);
    expect(verifyLottery({ ...fields, seedHash: committed.toUpperCase() }, games)).toMatchObject({
      seedHashMatches: true,
    });
    expect(verifyLottery({ ...fields, seedHash: 'f'.repeat(64) }, games)).toMatchObject({
      seedHashMatches: false,
    });
  });

  it('an unfinished form waits; wrong values name their fields', () => {
    expect(verifyLottery(EMPTY_LOTTERY_FIELDS, games)).toEqual({ status: 'incomplete' });
    expect(verifyLottery({ ...fields, places: '' }, games)).toEqual({ status: 'incomplete' });
    expect(
      verifyLottery(
        { serverSeed: 'xyz', ticketsHash: 'abc', ticketCount: '-1', places: '10001', seedHash: '12' },
        games,
      ),
    ).toEqual({
      status: 'invalid',
      fields: ['server_seed', 'tickets_hash', 'ticket_count', 'places', 'seed_hash'],
    });
  });

  it('fewer tickets than places: only as many winners as tickets', () => {
    const result = verifyLottery({ ...fields, ticketCount: '2' }, games);
    expect(result.status === 'checked' && result.winners.map((w) => w.ticket).sort()).toEqual([1, 2]);
    expect(verifyLottery({ ...fields, ticketCount: '0' }, games)).toMatchObject({ winners: [] });
  });

  it("the published list: its re-computed hash against its own and the draw's, its length against the count", () => {
    const tickets = [
      { number: 1, nickname: 'ada***' },
      { number: 2, nickname: 'bob***' },
    ];
    const hash = games.lotteryTicketsHash(tickets);
    const honest = checkTicketList(
      { tickets, tickets_hash: hash },
      { ...fields, ticketsHash: hash, ticketCount: '2' },
      games,
    );
    expect(honest).toMatchObject({
      computedHash: hash,
      listHashMatches: true,
      drawHashMatches: true,
      countMatches: true,
    });
    expect(honest.holders.get(2)).toBe('bob***');
    // A list changed after the draw no longer hashes to what the draw used.
    const changed = [tickets[0]!, { number: 2, nickname: 'eve***' }];
    const tampered = checkTicketList(
      { tickets: changed, tickets_hash: hash },
      { ...fields, ticketsHash: hash },
      games,
    );
    expect(tampered).toMatchObject({ listHashMatches: false, drawHashMatches: false, countMatches: false });
    expect(checkTicketList({ tickets, tickets_hash: hash }, EMPTY_LOTTERY_FIELDS, games)).toMatchObject({
      drawHashMatches: null,
      countMatches: null,
    });
  });
});
