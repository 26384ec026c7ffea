import { sql, type Transaction } from 'kysely';
import type { NotificationDatabase } from '../../../db/tables.js';

type Trx = Transaction<NotificationDatabase>;

/** Records a post as gone for its readers (hidden or deleted); once, whatever the redeliveries. */
export async function recordRemovedPost(trx: Trx, postId: string): Promise<void> {
  await trx
    .insertInto('removed_posts')
    .values({ post_id: postId })
    .onConflict((oc) => oc.column('post_id').doNothing())
    .execute();
}

export async function isRemovedPost(trx: Trx, postId: string): Promise<boolean> {
  const row = await trx.selectFrom('removed_posts').select('post_id').where('post_id', '=', postId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Deletes the notifications of the post at `link` (type `post`), except those of `keepFor` when
 * given: the author still reads a post an operator hid, and what was done with it.
 */
export async function deletePostNotifications(trx: Trx, link: string, keepFor?: string): Promise<void> {
  let query = trx.deleteFrom('notifications').where('type', '=', 'post').where('link', '=', link);
  if (keepFor !== undefined) query = query.where('user_id', '<>', keepFor);
  await query.execute();
}

/**
 * Takes `actorId` out of `userId`'s list: what they did alone goes, and they are no longer counted
 * in a grouped notification. Resolves to the grouped notifications that still count someone, for
 * the caller to word again (sender and count).
 */
export async function forgetActor(trx: Trx, userId: string, actorId: string): Promise<string[]> {
  const uncounted = await trx
    .deleteFrom('notification_actors')
    .where('actor_id', '=', actorId)
    .where('notification_id', 'in', (eb) =>
      eb.selectFrom('notifications').select('id').where('user_id', '=', userId).where('group_key', 'is not', null),
    )
    .returning('notification_id')
    .execute();
  const touched = uncounted.map((row) => row.notification_id);
  // Ungrouped notifications count nobody, so "sent by them and counting nobody" is both what they
  // did alone and a group they were the only one in.
  await trx
    .deleteFrom('notifications as n')
    .where('n.user_id', '=', userId)
    .where((eb) =>
      touched.length > 0
        ? eb.or([eb('n.sender_id', '=', actorId), eb('n.id', 'in', touched)])
        : eb('n.sender_id', '=', actorId),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notification_actors as a')
            .select(sql.lit(1).as('one'))
            .whereRef('a.notification_id', '=', 'n.id'),
        ),
      ),
    )
    .execute();
  if (touched.length === 0) return [];
  const left = await trx.selectFrom('notifications').select('id').where('id', 'in', touched).execute();
  return left.map((row) => row.id);
}

/** A grouped notification's people as counted now: how many, the latest of them, and its group. */
export async function groupAsCounted(trx: Trx, notificationId: string) {
  return trx
    .selectFrom('notifications as n')
    .innerJoin('notification_actors as a', 'a.notification_id', 'n.id')
    .select([
      'n.group_key',
      sql<string>`(array_agg(a.actor_id order by a.created_at desc, a.actor_id desc))[1]`.as('latest'),
      sql<string>`count(*)`.as('people'),
    ])
    .where('n.id', '=', notificationId)
    .groupBy('n.group_key')
    .executeTakeFirst();
}

/** Words a grouped notification again after someone left it; its place and read state stay. */
export async function rewordGroupedNotification(
  trx: Trx,
  notificationId: string,
  change: { senderId: string; message: string },
): Promise<void> {
  await trx
    .updateTable('notifications')
    .set({ sender_id: change.senderId, message: change.message })
    .where('id', '=', notificationId)
    .execute();
}
