import { NOTIFICATIONS_KEPT } from '@art/contracts';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../../../db/tables.js';

type Db = Kysely<NotificationDatabase>;

/** Notifications with what the page shows of their sender (the `users` projection). */
function selectViews(db: Db) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('users as u', 'u.id', 'n.sender_id')
    .select([
      'n.id',
      'n.user_id',
      'n.type',
      'n.read',
      'n.sender_id',
      'u.name as sender_name',
      'u.picture as sender_picture',
      'n.message',
      'n.link',
      'n.image',
      'n.created_at',
      'n.follow_request_id',
      'n.kind',
      'n.detail',
    ]);
}

export type NotificationRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

/** The user's notifications, newest first, at most NOTIFICATIONS_KEPT. */
export function notificationsOf(db: Db, userId: string): Promise<NotificationRow[]> {
  return selectViews(db)
    .where('n.user_id', '=', userId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(NOTIFICATIONS_KEPT)
    .execute();
}

/** The notifications of `ids` (those still there), oldest first, for the live push. */
export async function notificationsByIds(db: Db, ids: readonly string[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  return selectViews(db)
    .where('n.id', 'in', [...ids])
    .orderBy('n.created_at')
    .execute();
}
