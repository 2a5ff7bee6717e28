import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FreeSpinIssue, Gift } from './bonuses.ts';
import type { Jackpot } from './games.ts';
import type { SharedRoundEvent } from './house.ts';
import type { UserLimit } from './limits.ts';
import type { CompsAward, Lootbox } from './loyalty.ts';
import type { PaymentChange } from './payments.ts';
import type { Account } from './player.ts';
import {
  CHANNEL,
  CHANNEL_SCHEMAS,
  type ChannelName,
  type ChannelPayloads,
  PRIVATE_CHANNELS,
  PUBLIC_CHANNELS,
  ROOM_CHANNELS,
} from './realtime.ts';
import type { GroupsUpdate } from './vip.ts';

const win = {
  at: 1_790_000_000,
  nickname: 'ann',
  game_identifier: 'orbit/crash',
  game_title: 'Crash',
  game_table_image_path: '/games/art/orbit/crash.svg?v=1',
  game_table_url: '/play/orbit/crash',
  bet_amount_cents: 100,
  win_amount_cents: 5_000,
  humanized_win: '50.0x',
  currency: 'EUR',
};

describe('realtime channels', () => {
  it('keep the wire names browsers and the server already use', () => {
    // A rename here breaks every open page until it reloads: it must be deliberate.
    expect(Object.keys(PUBLIC_CHANNELS)).toEqual(['wins', 'jackpots_changes']);
    expect(Object.keys(PRIVATE_CHANNELS)).toEqual([
      'balance',
      'game_limits',
      'payments_changes',
      'payment_methods_updated',
      'jackpot_win_award',
      'bonuses_changes',
      'freespins_changes',
      'comps_award',
      'lootboxes_changes',
      'groups_updates',
      'tournaments_statuses',
      'lottery_statuses',
      'achievements_award',
      'notifications',
      'personal_notifications',
      'tournament_notifications',
      'support',
    ]);
    expect(Object.keys(ROOM_CHANNELS)).toEqual(['house_round']);
  });

  it('name each channel once, with one kind', () => {
    const all = [
      ...Object.keys(PUBLIC_CHANNELS),
      ...Object.keys(PRIVATE_CHANNELS),
      ...Object.keys(ROOM_CHANNELS),
    ];
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(CHANNEL_SCHEMAS).sort()).toEqual([...all].sort());
  });

  it('name constants are the wire names', () => {
    for (const [key, name] of Object.entries(CHANNEL)) expect(name).toBe(key);
    expect(Object.keys(CHANNEL).sort()).toEqual(Object.keys(CHANNEL_SCHEMAS).sort());
  });

  it('accept the payloads the server sends and refuse another shape', () => {
    expect(CHANNEL_SCHEMAS.wins.safeParse(win).success).toBe(true);
    expect(CHANNEL_SCHEMAS.wins.safeParse({ ...win, win_amount_cents: '5000' }).success).toBe(false);
    expect(CHANNEL_SCHEMAS.payment_methods_updated.safeParse({ removed_profile_id: '41' }).success).toBe(
      true,
    );
    expect(CHANNEL_SCHEMAS.payment_methods_updated.safeParse({ removed_profile_id: 41 }).success).toBe(false);
    const award = {
      jackpot_id: 1,
      jackpot_title: 'Mega',
      level: 'Minor',
      amount_cents: 500,
      currency: 'EUR',
    };
    expect(CHANNEL_SCHEMAS.jackpot_win_award.safeParse(award).success).toBe(true);
    expect(CHANNEL_SCHEMAS.jackpot_win_award.safeParse({ ...award, level: undefined }).success).toBe(false);
    expect(CHANNEL_SCHEMAS.game_limits.safeParse([]).success).toBe(true);
    expect(CHANNEL_SCHEMAS.game_limits.safeParse({}).success).toBe(false);
    const groups = { groups: [258, 545], added: [258], removed: [257], vip_status: 'silver' };
    expect(CHANNEL_SCHEMAS.groups_updates.safeParse(groups).success).toBe(true);
    expect(CHANNEL_SCHEMAS.groups_updates.safeParse({ ...groups, vip_status: 'platinum' }).success).toBe(
      false,
    );
  });

  it('type each payload as the object the REST calls return', () => {
    expectTypeOf<ChannelPayloads['balance']>().toEqualTypeOf<Account>();
    expectTypeOf<ChannelPayloads['bonuses_changes']>().toEqualTypeOf<Gift>();
    expectTypeOf<ChannelPayloads['freespins_changes']>().toEqualTypeOf<FreeSpinIssue>();
    expectTypeOf<ChannelPayloads['comps_award']>().toEqualTypeOf<CompsAward>();
    expectTypeOf<ChannelPayloads['lootboxes_changes']>().toEqualTypeOf<Lootbox>();
    expectTypeOf<ChannelPayloads['groups_updates']>().toEqualTypeOf<GroupsUpdate>();
    expectTypeOf<ChannelPayloads['jackpots_changes']>().toEqualTypeOf<Jackpot>();
    expectTypeOf<ChannelPayloads['game_limits']>().toEqualTypeOf<UserLimit[]>();
    expectTypeOf<ChannelPayloads['payments_changes']>().toEqualTypeOf<PaymentChange>();
    expectTypeOf<ChannelPayloads['house_round']>().toEqualTypeOf<SharedRoundEvent>();
    expectTypeOf<ChannelPayloads['payment_methods_updated']>().toEqualTypeOf<{
      removed_profile_id: string;
    }>();
    // A name outside the contract is no channel.
    expectTypeOf<'balanse'>().not.toExtend<ChannelName>();
    // @ts-expect-error a misspelt constant does not compile
    expect(CHANNEL.balanse).toBeUndefined();
  });
});
