import { type Kysely, sql } from 'kysely';
import type { MessagingTables } from '../../db/schema.js';

type Db = Kysely<MessagingTables>;

/** Up to `limit` image messages whose stored address starts with `prefix`. */
export async function imageMessagesUnder(db: Db, prefix: string, limit: number) {
  return db
    .selectFrom('messages')
    .select(['id', 'room_id', 'message'])
    .where('message_type', '=', 'image')
    .where(sql<boolean>`starts_with(message, ${prefix})`)
    .limit(limit)
    .execute();
}

/**
 * The message's picture is now at `address`: the message and, when it is the room's last one,
 * the conversation list's copy, together.
 */
export async function movePictureAddress(
  db: Db,
  message: { id: string; room_id: string; message: string },
  address: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('messages').set({ message: address }).where('id', '=', message.id).execute();
    await trx
      .updateTable('rooms')
      .set({ last_message: sql`jsonb_set(last_message, '{message}', to_jsonb(${address}::text))` })
      .where('id', '=', message.room_id)
      .where(sql<boolean>`last_message->>'message' = ${message.message}`)
      .execute();
  });
}
