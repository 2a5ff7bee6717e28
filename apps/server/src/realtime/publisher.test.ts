import { CHANNEL } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import type { RealtimePublisher } from './publisher.ts';
import { account, jackpot, win } from './test-payloads.ts';

describe('the publisher', () => {
  it('takes only the contract’s channels, each to its audience with its payload', () => {
    const sent: string[] = [];
    const publisher: RealtimePublisher = {
      publishPublic: (channel) => sent.push(`public ${channel}`),
      publishToPlayer: (userId, channel) => sent.push(`user:${userId} ${channel}`),
      publishToRoom: (room, event) => sent.push(`${room} ${event}`),
    };
    publisher.publishPublic(CHANNEL.wins, win('Ann'));
    publisher.publishToPlayer(7, CHANNEL.balance, account(1));
    // The lines below must not compile; they still run, and only reach the fake.
    // @ts-expect-error a player's private channel never goes to everyone
    publisher.publishPublic(CHANNEL.balance, account(1));
    // @ts-expect-error a name outside the contract
    publisher.publishToPlayer(7, 'balanse', account(1));
    // @ts-expect-error another channel's payload
    publisher.publishToPlayer(7, CHANNEL.balance, jackpot(1));
    // @ts-expect-error a room event is not a public channel
    publisher.publishPublic(CHANNEL.house_round, win('Ann'));
    expect(sent.slice(0, 2)).toEqual(['public wins', 'user:7 balance']);
  });
});
