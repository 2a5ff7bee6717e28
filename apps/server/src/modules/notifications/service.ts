import {
  CHANNEL,
  type GroupNotificationInput,
  type NotificationEvent,
  type NotificationList,
  type NotificationMessageInput,
  type NotificationType,
} from '@orbit/contract';
import type { UserRow } from '../../db/rows.ts';
import type { NotificationParams } from '../../db/schema/notifications.ts';
import type { Deps } from '../../deps.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { titleIn } from '../bonuses/presenter.ts';
import { statusesInfo, subunitsOf } from '../info/service.ts';
import { playerIdsInGroup, playerLanguage, playersByIds } from '../player/service.ts';
import { presentNotification } from './presenter.ts';
import {
  countUnread,
  deleteNotification,
  deleteOlderThan,
  insertNotification,
  listNewest,
  markRead,
  type NotificationRow,
} from './repository.ts';

/** The list shows this many, newest first. */
export const LISTED = 50;
/** Notifications older than this are forgotten by the job. */
export const KEPT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the job forgets old notifications. */
export const NOTIFICATION_JOBS_TICK_MS = 60 * 60 * 1000;

export interface NewNotification {
  userId: number;
  type: NotificationType;
  event: NotificationEvent;
  /** Made once per player and key: the feature's own id of what happened (`gift:12:issued`). */
  dedupeKey: string;
  params?: NotificationParams;
  identifier?: string;
  awardPlace?: number;
  amountCents?: number;
  currency?: string;
  endAt?: Date;
}

const subunitsFor = (deps: Deps, row: NotificationRow) =>
  row.currency ? subunitsOf(deps, row.currency) : 100;

/** A new notification to the player's open pages: the centre's form, and the newer client's. */
async function publish(deps: Deps, row: NotificationRow) {
  const locale = await playerLanguage(deps, row.userId);
  const notification = presentNotification(row, locale, await subunitsFor(deps, row));
  deps.realtime.publishToPlayer(row.userId, CHANNEL.notifications, notification);
  if (row.type === 'tournament') {
    deps.realtime.publishToPlayer(row.userId, CHANNEL.tournament_notifications, {
      event: row.event,
      id: Number(row.identifier ?? 0),
      title: titleIn(row.params.titles ?? {}, locale),
      start_at: row.params.startAt ?? notification.created_at,
      end_at: notification.end_at ?? notification.created_at,
      ...(row.awardPlace === null ? {} : { award_place: row.awardPlace }),
    });
  } else {
    const { id, title, text } = notification;
    deps.realtime.publishToPlayer(row.userId, CHANNEL.personal_notifications, { id, title, text });
  }
}

/**
 * Tells the player: stores the notification once (a repeat of its key does nothing) and sends it
 * to their open pages. Called once the change it tells of has committed.
 */
export async function notify(deps: Deps, n: NewNotification): Promise<NotificationRow | undefined> {
  const row = await insertNotification(deps.db, {
    userId: n.userId,
    type: n.type,
    event: n.event,
    dedupeKey: n.dedupeKey,
    params: n.params ?? {},
    identifier: n.identifier ?? null,
    awardPlace: n.awardPlace ?? null,
    amountCents: n.amountCents ?? null,
    currency: n.currency ?? null,
    endAt: n.endAt ?? null,
    createdAt: deps.now(),
  });
  if (row) await publish(deps, row);
  return row;
}

/**
 * `notify` from a feature that must not wait or fail for it (a payment, a gift): a notification
 * that cannot be stored is lost, the money it tells of is not.
 */
export function notifyLater(deps: Deps, n: NewNotification) {
  void notify(deps, n).catch(() => {});
}

/** `GET /api/notifications`: the newest first, in the viewer's language, with the unread count. */
export async function listFor(deps: Deps, user: UserRow, locale: string): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    listNewest(deps.db, user.id, LISTED),
    countUnread(deps.db, user.id),
  ]);
  const notifications = [];
  for (const row of rows) notifications.push(presentNotification(row, locale, await subunitsFor(deps, row)));
  return { notifications, unread_count: unread };
}

/** `POST /api/notifications/read`: these (or all) read; answers the unread count left. */
export async function readFor(deps: Deps, user: UserRow, ids?: number[]) {
  await markRead(deps.db, user.id, deps.now(), ids);
  return { unread_count: await countUnread(deps.db, user.id) };
}

/** `DELETE /api/notifications/{id}`: only the player's own; 404 otherwise. */
export async function deleteFor(deps: Deps, user: UserRow, id: number) {
  if (!(await deleteNotification(deps.db, user.id, id))) throw new HttpError(404, 'notification_not_found');
  return { unread_count: await countUnread(deps.db, user.id) };
}

/**
 * `POST /api/operator/notifications`: a personal message to each listed player, once per
 * idempotency key (a retried call sends nothing twice). Unknown players refuse the whole call.
 */
export async function sendMessage(deps: Deps, input: NotificationMessageInput) {
  const ids = [...new Set(input.user_ids)];
  const known = new Set((await playersByIds(deps, ids)).map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new FieldErrors({ user_ids: ['notifications.unknown_players'] });
  return messageEach(deps, ids, input);
}

/** The operator's message to each of these players, once per player and idempotency key. */
async function messageEach(deps: Deps, ids: number[], input: Omit<NotificationMessageInput, 'user_ids'>) {
  let sent = 0;
  for (const userId of ids) {
    const row = await notify(deps, {
      userId,
      type: 'personal',
      event: 'message',
      dedupeKey: `message:${input.idempotency_key}`,
      params: { titles: input.titles, texts: input.texts, ...(input.path ? { path: input.path } : {}) },
    });
    if (row) sent++;
  }
  return { sent, repeated: ids.length - sent };
}

/**
 * `POST /api/operator/notifications/group`: the personal message to every player of a group (a
 * numeric group of /api/info/statuses, not a level), once per idempotency key: a retry, or a
 * player who joined the group since, gets it once.
 */
export async function sendGroupMessage(deps: Deps, input: GroupNotificationInput) {
  const groups = (await statusesInfo(deps)).filter((status) => !status.status);
  if (!groups.some((group) => group.id === String(input.group_id))) {
    throw new FieldErrors({ group_id: ['notifications.unknown_group'] });
  }
  return messageEach(deps, await playerIdsInGroup(deps, input.group_id), input);
}

/** The `notifications` job: forgets what is older than KEPT_DAYS. */
export async function runNotificationJobsOnce(app: { deps: Deps }) {
  const { deps } = app;
  return { forgotten: await deleteOlderThan(deps.db, new Date(deps.now().getTime() - KEPT_DAYS * DAY_MS)) };
}
