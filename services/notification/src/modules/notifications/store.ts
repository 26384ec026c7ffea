import type { NotificationKind } from '@art/contracts';
import type { Transaction } from 'kysely';
import { isUuid } from '../../db/member-ids.js';
import type { NotificationDatabase, NotificationsTable } from '../../db/tables.js';
import { pushAfterCommit } from './after-commit.js';
import {
  actorsCounted,
  countActor,
  eventCounted,
  insertForFollowers,
  insertNotification,
  openGroupedNotification,
  pruneNotifications,
  regroupNotification,
} from './queries/index.js';
import { groupedMessage } from './rules.js';

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
  /** A kind the page words in the reader's language; `message` stays the English wording. */
  kind?: NotificationKind;
  /** What the kind's text names: a reason, an outcome, a kind of content. */
  detail?: string;
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
  const id = await insertNotification(trx, {
    ...notification,
    groupKey,
    followRequestId: notification.followRequestId ?? null,
  });
  if (!id) return null;
  await pruneNotifications(trx, [notification.userId]);
  pushAfterCommit(trx, id);
  return id;
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
  if (await eventCounted(trx, notification.eventId)) return null;
  const actor = { actorId: notification.senderId, eventId: notification.eventId };

  const openId = await openGroupedNotification(trx, notification.userId, groupKey);
  if (!openId) {
    const id = await storeNotification(trx, { ...notification, message: action }, groupKey);
    if (id) await countActor(trx, id, actor);
    return id;
  }

  if (!(await countActor(trx, openId, actor))) return null; // this person is counted already
  const people = await actorsCounted(trx, openId);
  await regroupNotification(trx, openId, {
    senderId: notification.senderId,
    message: groupedMessage(people, action),
    image: notification.image,
  });
  pushAfterCommit(trx, openId);
  return openId;
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
  const stored = await insertForFollowers(trx, authorId, limit, notification);
  await pruneNotifications(
    trx,
    stored.map((row) => row.user_id),
  );
  for (const row of stored) pushAfterCommit(trx, row.id);
  return stored.map((row) => row.id);
}
