import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../../../db/tables.js';

type Db = Kysely<NotificationDatabase>;

/** How many of the user's notifications are unread (new or seen, not opened). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('read', '<>', 'yes')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The user's new notifications become seen (still unread). */
export async function markAllSeen(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read: 'seen' })
    .where('user_id', '=', userId)
    .where('read', '=', 'no')
    .execute();
}

/** All the user's notifications become read. */
export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read: 'yes' })
    .where('user_id', '=', userId)
    .where('read', '<>', 'yes')
    .execute();
}

/** One of the user's notifications becomes read; false when the user has no such notification. */
export async function markRead(db: Db, userId: string, notificationId: string): Promise<boolean> {
  const updated = await db
    .updateTable('notifications')
    .set({ read: 'yes' })
    .where('id', '=', notificationId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Deletes all the user's notifications. */
export async function clearNotifications(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
}
