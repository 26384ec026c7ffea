import type { Transaction } from 'kysely';
import type { NotificationDatabase, NotificationsTable } from '../db/tables.js';

export interface NewNotification {
  userId: string;
  type: NotificationsTable['type'];
  senderId: string | null;
  message: string;
  link: string;
  image: string;
  /** The event that asked for it: a second delivery of that event stores nothing for the same recipient. */
  eventId: string;
}

/** Stores one notification for its recipient, unread; once per event and recipient. */
export async function storeNotification(trx: Transaction<NotificationDatabase>, notification: NewNotification) {
  await trx
    .insertInto('notifications')
    .values({
      user_id: notification.userId,
      type: notification.type,
      sender_id: notification.senderId,
      message: notification.message,
      link: notification.link,
      image: notification.image,
      event_id: notification.eventId,
    })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .execute();
}
