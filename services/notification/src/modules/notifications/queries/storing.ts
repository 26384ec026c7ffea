import { NOTIFICATIONS_KEPT, type NotificationKind } from '@art/contracts';
import { sql, type Transaction } from 'kysely';
import type { NotificationDatabase, NotificationsTable } from '../../../db/tables.js';

type Trx = Transaction<NotificationDatabase>;

/** One notification as stored; `eventId` is the event that asked for it. */
export interface NotificationRecord {
  userId: string;
  type: NotificationsTable['type'];
  senderId: string | null;
  message: string;
  link: string;
  image: string;
  eventId: string;
  groupKey: string | null;
  followRequestId: string | null;
  /** A kind the page words in the reader's language (NOTIFICATION_KINDS), with its detail. */
  kind?: NotificationKind | null;
  detail?: string | null;
}

/**
 * Keeps the newest NOTIFICATIONS_KEPT notifications of each of `userIds` and deletes the older ones
 * (pruned on write, in the transaction that stored the new one: the list never holds more).
 */
export async function pruneNotifications(trx: Trx, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await sql`
    with cut as (
      select u.user_id, x.created_at, x.id
      from unnest(${[...new Set(userIds)]}::uuid[]) as u(user_id)
      cross join lateral (
        select created_at, id from notifications
        where user_id = u.user_id
        order by created_at desc, id desc
        offset ${NOTIFICATIONS_KEPT} limit 1
      ) as x
    )
    delete from notifications n using cut
    where n.user_id = cut.user_id and (n.created_at, n.id) <= (cut.created_at, cut.id)`.execute(trx);
}

/** Inserts one notification, unread; undefined when this event already stored it for this recipient. */
export async function insertNotification(trx: Trx, record: NotificationRecord): Promise<string | undefined> {
  const stored = await trx
    .insertInto('notifications')
    .values({
      user_id: record.userId,
      type: record.type,
      sender_id: record.senderId,
      message: record.message,
      link: record.link,
      image: record.image,
      event_id: record.eventId,
      group_key: record.groupKey,
      follow_request_id: record.followRequestId,
      kind: record.kind ?? null,
      detail: record.detail ?? null,
    })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return stored?.id;
}

/** True when the event was counted in a grouped notification already. */
export async function eventCounted(trx: Trx, eventId: string): Promise<boolean> {
  const counted = await trx
    .selectFrom('notification_actors')
    .select('notification_id')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return counted !== undefined;
}

/** The recipient's unread notification of `groupKey`, locked until the transaction ends. */
export async function openGroupedNotification(trx: Trx, userId: string, groupKey: string): Promise<string | undefined> {
  const open = await trx
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('group_key', '=', groupKey)
    .where('read', '<>', 'yes')
    .forUpdate()
    .executeTakeFirst();
  return open?.id;
}

/** Counts `actorId` in the grouped notification; false when they (or this event) were counted already. */
export async function countActor(
  trx: Trx,
  notificationId: string,
  actor: { actorId: string; eventId: string },
): Promise<boolean> {
  const added = await trx
    .insertInto('notification_actors')
    .values({ notification_id: notificationId, actor_id: actor.actorId, event_id: actor.eventId })
    .onConflict((oc) => oc.doNothing())
    .returning('actor_id')
    .executeTakeFirst();
  return added !== undefined;
}

/** How many people a grouped notification counts. */
export async function actorsCounted(trx: Trx, notificationId: string): Promise<number> {
  const { people } = await trx
    .selectFrom('notification_actors')
    .select((eb) => eb.fn.countAll<string>().as('people'))
    .where('notification_id', '=', notificationId)
    .executeTakeFirstOrThrow();
  return Number(people);
}

/** A grouped notification told again: the latest sender and message, unread, at the top. */
export async function regroupNotification(
  trx: Trx,
  notificationId: string,
  change: { senderId: string; message: string; image: string },
): Promise<void> {
  await trx
    .updateTable('notifications')
    .set({
      sender_id: change.senderId,
      message: change.message,
      image: change.image,
      read: 'no',
      created_at: sql<Date>`now()`,
    })
    .where('id', '=', notificationId)
    .execute();
}

/**
 * One notification per follower of `authorId` (at most `limit`, the longest-standing followers
 * first, read from the `follows` projection), in one statement; once per event and follower.
 */
export function insertForFollowers(
  trx: Trx,
  authorId: string,
  limit: number,
  notification: Pick<NotificationRecord, 'type' | 'message' | 'link' | 'image' | 'eventId' | 'kind' | 'detail'>,
): Promise<{ id: string; user_id: string }[]> {
  return trx
    .insertInto('notifications')
    .columns(['user_id', 'type', 'sender_id', 'message', 'link', 'image', 'event_id', 'kind', 'detail'])
    .expression((eb) =>
      eb
        .selectFrom('follows')
        .select([
          'follower_id',
          sql.lit(notification.type).as('type'),
          sql`${authorId}::uuid`.as('sender_id'),
          sql`${notification.message}::text`.as('message'),
          sql`${notification.link}::text`.as('link'),
          sql`${notification.image}::text`.as('image'),
          sql`${notification.eventId}::uuid`.as('event_id'),
          sql`${notification.kind ?? null}::text`.as('kind'),
          sql`${notification.detail ?? null}::text`.as('detail'),
        ])
        .where('artist_id', '=', authorId)
        .where('following', '=', true)
        .where('follower_id', '<>', authorId)
        .orderBy('changed_at')
        .orderBy('follower_id')
        .limit(limit),
    )
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .returning(['id', 'user_id'])
    .execute();
}

/** Deletes the studio's notification of a follow request (withdrawn before it was approved). */
export async function deleteFollowRequestNotification(trx: Trx, artistId: string, requestId: string): Promise<void> {
  await trx
    .deleteFrom('notifications')
    .where('user_id', '=', artistId)
    .where('follow_request_id', '=', requestId)
    .execute();
}

/** The request is settled: the studio's notification of it keeps no approve button. */
export async function settleFollowRequest(trx: Trx, artistId: string, requestId: string): Promise<void> {
  await trx
    .updateTable('notifications')
    .set({ follow_request_id: null })
    .where('user_id', '=', artistId)
    .where('follow_request_id', '=', requestId)
    .execute();
}

/** Takes away every member's "listed a new work" of the artwork at `link` (it was hidden). */
export async function deleteNewWorkNotifications(trx: Trx, link: string): Promise<void> {
  await trx.deleteFrom('notifications').where('kind', '=', 'new-work').where('link', '=', link).execute();
}
