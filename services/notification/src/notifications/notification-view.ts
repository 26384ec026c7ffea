import { NOTIFICATIONS_KEPT, type NotificationView } from '@art/contracts';
import type { Kysely } from 'kysely';
import type { NotificationDatabase } from '../db/tables.js';

/** The name shown for a sender identity has not told this service about yet. */
export const UNKNOWN_SENDER_NAME = 'Someone';

function selectViews(db: Kysely<NotificationDatabase>) {
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
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

/** A row as the page and the header read it; the database's 'yes' is the contract's 'read'. */
function toView(row: Row): NotificationView {
  return {
    _id: row.id,
    type: row.type,
    read: row.read === 'yes' ? 'read' : row.read,
    sender: row.sender_id
      ? { _id: row.sender_id, name: row.sender_name ?? UNKNOWN_SENDER_NAME, picture: row.sender_picture ?? '' }
      : null,
    message: row.message,
    link: row.link,
    image: row.image,
    created: row.created_at.toISOString(),
    followRequestId: row.follow_request_id,
  };
}

/** The user's notifications, newest first, at most NOTIFICATIONS_KEPT. */
export async function notificationsOf(db: Kysely<NotificationDatabase>, userId: string): Promise<NotificationView[]> {
  const rows = await selectViews(db)
    .where('n.user_id', '=', userId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(NOTIFICATIONS_KEPT)
    .execute();
  return rows.map(toView);
}

/** The notifications of `ids` with their recipients (those still there), for the live push. */
export async function notificationsByIds(
  db: Kysely<NotificationDatabase>,
  ids: readonly string[],
): Promise<{ userId: string; view: NotificationView }[]> {
  if (ids.length === 0) return [];
  const rows = await selectViews(db)
    .where('n.id', 'in', [...ids])
    .orderBy('n.created_at')
    .execute();
  return rows.map((row) => ({ userId: row.user_id, view: toView(row) }));
}
