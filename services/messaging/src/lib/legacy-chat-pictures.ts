import type { Storage } from '@art/kit';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { MessagingTables } from '../db/schema.js';

/** Rows moved per round: small transactions, and a start that is never held up for long. */
const BATCH = 200;

/**
 * Chat pictures stored before they became private (chat/<user>/<file>: public to anyone holding
 * the address) are moved to private/chat/<user>/<file>, and their messages' addresses with them,
 * so old conversations are served by signed address too. Runs at start, in the background;
 * idempotent, and safe for two replicas at once (a copy or removal already made is no error).
 * Resolves to the number of messages moved.
 */
export async function privatizeLegacyChatPictures(
  db: Kysely<MessagingTables>,
  storage: Storage,
  log: FastifyBaseLogger,
): Promise<number> {
  const legacy = storage.urlOf('chat/');
  let moved = 0;
  for (;;) {
    const rows = await db
      .selectFrom('messages')
      .select(['id', 'room_id', 'message'])
      .where('message_type', '=', 'image')
      .where(sql<boolean>`starts_with(message, ${legacy})`)
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return moved;
    for (const row of rows) {
      const key = storage.keyOfUrl(row.message);
      if (key === null) throw new Error(`not an address of the bucket: ${row.message}`);
      const privateKey = await storage.makePrivate(key);
      const address = storage.urlOf(privateKey);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('messages').set({ message: address }).where('id', '=', row.id).execute();
        await trx
          .updateTable('rooms')
          .set({ last_message: sql`jsonb_set(last_message, '{message}', to_jsonb(${address}::text))` })
          .where('id', '=', row.room_id)
          .where(sql<boolean>`last_message->>'message' = ${row.message}`)
          .execute();
      });
      moved += 1;
    }
    log.info({ moved }, 'legacy chat pictures made private');
  }
}
