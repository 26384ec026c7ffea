import { NOTIFICATIONS_KEPT } from '@art/contracts';
import { sql, type Transaction } from 'kysely';
import type { NotificationDatabase, NotificationsTable } from '../db/tables.js';
import { isUuid } from '../ids.js';
import { pushAfterCommit } from './after-commit.js';

type Trx = Transaction<NotificationDatabase>;

export interface NewNotification {
  userId: string;
  type: NotificationsTable['type'];
  senderId: string | null;
  message: string;
  link: string;
  image: string;
  /** The event that asked for it: a second delivery of that event stores nothing for the same recipient. */
  eventId: string;
  /** A follow request's id, for the approve button. */
  followRequestId?: string;
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

/**
 * Stores one notification for its recipient, unread; once per event and recipient. Resolves to its
 * id when it was stored (and will be pushed once the transaction commits), null when this event
 * had already stored it.
 */
export async function storeNotification(
  trx: Trx,
  notification: NewNotification,
  groupKey: string | null = null,
): Promise<string | null> {
  const stored = await trx
    .insertInto('notifications')
    .values({
      user_id: notification.userId,
      type: notification.type,
      sender_id: notification.senderId,
      message: notification.message,
      link: notification.link,
      image: notification.image,
      event_id: notification.eventId,
      group_key: groupKey,
      follow_request_id: notification.followRequestId ?? null,
    })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!stored) return null;
  await pruneNotifications(trx, [notification.userId]);
  pushAfterCommit(trx, stored.id);
  return stored.id;
}

/** "liked your post", "and 1 other liked your post", "and 4 others liked your post". */
export function groupedMessage(people: number, action: string): string {
  const others = people - 1;
  if (others < 1) return action;
  return `and ${others} ${others === 1 ? 'other' : 'others'} ${action}`;
}

/**
 * A notification that gathers the same action of several people on one item (likes of a post or
 * an artwork) while it is unread: the first one is stored as usual; each next person updates it
 * (sender = the latest, "and N others …", moved to the top and unread again) instead of adding a
 * row. Each person counts once, and each event at most once (notification_actors), so the count
 * stays exact when an event is delivered again, even after processed_events forgot it. Once the
 * recipient read it, the next like starts a new one.
 */
export async function storeGroupedNotification(
  trx: Trx,
  notification: NewNotification & { senderId: string },
  groupKey: string,
  action: string,
): Promise<string | null> {
  const counted = await trx
    .selectFrom('notification_actors')
    .select('notification_id')
    .where('event_id', '=', notification.eventId)
    .executeTakeFirst();
  if (counted) return null;

  const open = await trx
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', notification.userId)
    .where('group_key', '=', groupKey)
    .where('read', '<>', 'yes')
    .forUpdate()
    .executeTakeFirst();

  if (!open) {
    const id = await storeNotification(trx, { ...notification, message: action }, groupKey);
    if (id) {
      await trx
        .insertInto('notification_actors')
        .values({ notification_id: id, actor_id: notification.senderId, event_id: notification.eventId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return id;
  }

  const added = await trx
    .insertInto('notification_actors')
    .values({ notification_id: open.id, actor_id: notification.senderId, event_id: notification.eventId })
    .onConflict((oc) => oc.doNothing())
    .returning('actor_id')
    .executeTakeFirst();
  if (!added) return null; // this person is counted already
  const { people } = await trx
    .selectFrom('notification_actors')
    .select((eb) => eb.fn.countAll<string>().as('people'))
    .where('notification_id', '=', open.id)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('notifications')
    .set({
      sender_id: notification.senderId,
      message: groupedMessage(Number(people), action),
      image: notification.image,
      read: 'no',
      created_at: sql<Date>`now()`,
    })
    .where('id', '=', open.id)
    .execute();
  pushAfterCommit(trx, open.id);
  return open.id;
}

/**
 * One notification per follower of `authorId` (at most `limit`, the longest-standing followers
 * first), in one statement: fan-out on write, so reading the list stays one indexed query.
 */
export async function storeForFollowers(
  trx: Trx,
  authorId: string,
  limit: number,
  notification: Omit<NewNotification, 'userId' | 'senderId'>,
): Promise<string[]> {
  if (limit < 1 || !isUuid(authorId)) return [];
  const stored = await trx
    .insertInto('notifications')
    .columns(['user_id', 'type', 'sender_id', 'message', 'link', 'image', 'event_id'])
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
  await pruneNotifications(
    trx,
    stored.map((row) => row.user_id),
  );
  for (const row of stored) pushAfterCommit(trx, row.id);
  return stored.map((row) => row.id);
}
