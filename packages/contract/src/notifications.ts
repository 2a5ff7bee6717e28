import { z } from 'zod';

/**
 * The notification centre: what Orbit tells a player (a gift issued, a tournament place, a
 * payment's outcome, a limit to confirm, an operator's message), kept per player, listed with
 * an unread count and sent live on the private channels.
 */

/** The spec's kinds: personal, bonuses changes, free-spins changes, tournament. */
export const NOTIFICATION_TYPES = ['personal', 'bonuses_changes', 'freespins_changes', 'tournament'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What happened: decides the title, the text and the button. */
export const NOTIFICATION_EVENTS = [
  'message',
  'gift_issued',
  'freespins_issued',
  'tournament_prize',
  'deposit_succeeded',
  'deposit_failed',
  'withdrawal_succeeded',
  'withdrawal_declined',
  'limit_confirmable',
  'support_reply',
  'document_approved',
  'document_rejected',
  'sow_requested',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** Where the notification's button leads: an app path (`/profile/limits`). */
export const NotificationButton = z.object({ title: z.string(), path: z.string() });
export type NotificationButton = z.infer<typeof NotificationButton>;

export const Notification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  event: z.enum(NOTIFICATION_EVENTS),
  title: z.string(),
  text: z.string(),
  /** The spec's content: an icon name, the title, and the button. */
  content: z.object({ icon: z.string(), title: z.string(), button: NotificationButton.nullable() }),
  /** A tournament's id (tournament notifications). */
  identifier: z.string().nullable(),
  action: z.string().nullable(),
  award_place: z.number().int().nullable(),
  previous_place: z.number().int().nullable(),
  amount_cents: z.number().int().nullable(),
  currency: z.string().nullable(),
  end_at: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof Notification>;

/** `GET /api/notifications`: the newest first, and how many are unread. */
export const NotificationList = z.object({
  notifications: z.array(Notification),
  unread_count: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationList>;

/** `POST /api/notifications/read`: these ids, or every notification when none are given. */
export const NotificationReadInput = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).max(100).optional(),
});

/** The newer client's popup (`personal_notifications`). */
export const PersonalNotification = z.object({ id: z.number().int(), title: z.string(), text: z.string() });
export type PersonalNotification = z.infer<typeof PersonalNotification>;

/** The newer client's tournament event (`tournament_notifications`). */
export const TournamentNotification = z.object({
  event: z.string(),
  id: z.number().int(),
  title: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  award_place: z.number().int().optional(),
  previous_place: z.number().int().optional(),
});
export type TournamentNotification = z.infer<typeof TournamentNotification>;

const Localised = (max: number) => z.record(z.string().min(2).max(10), z.string().trim().min(1).max(max));

/** `POST /api/operator/notifications`: a personal message to players, once per key. */
export const NotificationMessageInput = z.object({
  user_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(1000),
  titles: Localised(120).refine((titles) => 'en' in titles, { message: 'notifications.english_required' }),
  texts: Localised(1000).refine((texts) => 'en' in texts, { message: 'notifications.english_required' }),
  /** An app path the button opens. */
  path: z
    .string()
    .max(200)
    .regex(/^\/[\w\-/?=&#.%]*$/, 'notifications.path_invalid')
    .optional(),
  idempotency_key: z.string().min(8).max(100),
});
export type NotificationMessageInput = z.infer<typeof NotificationMessageInput>;
