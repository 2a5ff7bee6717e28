import { z } from 'zod';
import { FreeSpinIssue, Gift } from './bonuses.ts';
import { AchievementAward, LotteryStatus, TournamentPlayerStatus } from './competitions.ts';
import { Jackpot } from './games.ts';
import { SharedRoundEvent } from './house.ts';
import { UserLimits } from './limits.ts';
import { CompsAward, Lootbox } from './loyalty.ts';
import { Notification, PersonalNotification, TournamentNotification } from './notifications.ts';
import { PaymentChange } from './payments.ts';
import { Account } from './player.ts';
import { SupportEvent } from './support.ts';
import { GroupsUpdate } from './vip.ts';

/**
 * The realtime socket's channels: each event's name on the wire and its payload. The server
 * publishes only these names with these payloads; the browser subscribes by the same names
 * and reads the types only (zod stays out of its bundle).
 */

/** A big win: the `wins` event, also the item of `GET /api/stats/winners/latest`. */
export const WinItem = z.object({
  /** Unix seconds. */
  at: z.number().int(),
  nickname: z.string(),
  game_identifier: z.string(),
  game_title: z.string(),
  game_table_image_path: z.string().nullable(),
  game_table_url: z.string(),
  bet_amount_cents: z.number().int(),
  win_amount_cents: z.number().int(),
  /** The win as a multiple of the stake, e.g. `12.5x`. */
  humanized_win: z.string(),
  currency: z.string(),
});
export type WinItem = z.infer<typeof WinItem>;

/** A jackpot level the player has just won, already credited in the player's currency. */
export const JackpotWinAward = z.object({
  jackpot_id: z.number().int(),
  jackpot_title: z.string(),
  level: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
});
export type JackpotWinAward = z.infer<typeof JackpotWinAward>;

/** A saved card or IBAN was forgotten: the player's other open cashboxes ask for their methods again. */
export const PaymentMethodsUpdated = z.object({ removed_profile_id: z.string() });
export type PaymentMethodsUpdated = z.infer<typeof PaymentMethodsUpdated>;

/** Every socket receives these, signed in or not. */
export const PUBLIC_CHANNELS = {
  wins: WinItem,
  /** A jackpot's amounts changed: it replaces the jackpot with the same `id`. */
  jackpots_changes: Jackpot,
} as const;

/** Only the signed-in player's own sockets (every tab) receive these. */
export const PRIVATE_CHANNELS = {
  /** The account that changed: it replaces the account of its currency. */
  balance: Account,
  /** The player's whole list of limits. */
  game_limits: UserLimits,
  payments_changes: PaymentChange,
  payment_methods_updated: PaymentMethodsUpdated,
  jackpot_win_award: JackpotWinAward,
  /** A gift was issued or changed stage or progress: it replaces the gift with the same `id`. */
  bonuses_changes: Gift,
  /** Free spins were issued, played or ended: it replaces the issue with the same `id`. */
  freespins_changes: FreeSpinIssue,
  /** Bets earned comp points or an exchange spent them: the balance now, and the level. */
  comps_award: CompsAward,
  /** A lootbox was issued, opened or expired: it replaces the lootbox with the same `id`. */
  lootboxes_changes: Lootbox,
  /** The player's groups changed (a VIP status earned at once, or set at the quarter's end). */
  groups_updates: GroupsUpdate,
  /** The player's standing changed in these tournaments (a bet or win counted, a confirmation, the end). */
  tournaments_statuses: z.array(TournamentPlayerStatus),
  /** Orbit: lottery tickets were given (a deposit, the comp shop, the operator) or a lottery was drawn. */
  lottery_statuses: LotteryStatus,
  /** Orbit: a badge level was just reached. */
  achievements_award: AchievementAward,
  /** A new notification for the centre's list and popup. */
  notifications: Notification,
  /** The newer client's forms of the same notification: a personal one, a tournament's. */
  personal_notifications: PersonalNotification,
  tournament_notifications: TournamentNotification,
  /** Orbit: a new message of the player's support conversation (theirs, an agent's), and the unread count. */
  support: SupportEvent,
} as const;

/** Only sockets that joined the room receive these: a house table's shared rounds (`house:{game}`). */
export const ROOM_CHANNELS = {
  house_round: SharedRoundEvent,
} as const;

export const CHANNEL_SCHEMAS = { ...PUBLIC_CHANNELS, ...PRIVATE_CHANNELS, ...ROOM_CHANNELS } as const;

export type PublicChannel = keyof typeof PUBLIC_CHANNELS;
export type PrivateChannel = keyof typeof PRIVATE_CHANNELS;
export type RoomChannel = keyof typeof ROOM_CHANNELS;
export type ChannelName = keyof typeof CHANNEL_SCHEMAS;

/** Each channel's payload type, by its name. */
export type ChannelPayloads = { [C in ChannelName]: z.infer<(typeof CHANNEL_SCHEMAS)[C]> };

const namesOf = <T extends object>(map: T) =>
  Object.fromEntries(Object.keys(map).map((name) => [name, name])) as { readonly [K in keyof T]: K };

/** The channel names as constants (`CHANNEL.balance === 'balance'`): a misspelt one fails to compile. */
export const CHANNEL = namesOf(CHANNEL_SCHEMAS);
