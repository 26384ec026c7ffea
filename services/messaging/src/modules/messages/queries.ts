import { randomUUID } from 'node:crypto';
import { MessageSent } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { MessagesTable, MessagingTables, StoredMessageType } from '../../db/schema.js';
import { setLastMessage, setReadMark, showToEveryone } from '../rooms/queries.js';

type Db = Kysely<MessagingTables>;
export type MessageRow = Selectable<MessagesTable>;

type Trx = Transaction<MessagingTables>;

async function insertMessage(
  trx: Trx,
  roomId: string,
  postedBy: string,
  message: string,
  messageType: StoredMessageType,
): Promise<MessageRow> {
  return trx
    .insertInto('messages')
    .values({ id: randomUUID(), room_id: roomId, posted_by: postedBy, message, message_type: messageType })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Writes one message in the room's transaction: the room's last message and time, the sender's
 * read mark, the room shown again to members who had deleted it, and the MessageSent event for the
 * other current members, all committed together (the kit's outbox publishes the event once the commit lands).
 */
export async function storeMessage(
  trx: Trx,
  roomId: string,
  postedBy: string,
  members: string[],
  message: string,
  messageType: StoredMessageType,
  context: EventContext,
): Promise<MessageRow> {
  const row = await insertMessage(trx, roomId, postedBy, message, messageType);
  await setLastMessage(trx, roomId, { message, messageType, from: postedBy }, row.seq, row.created_at);
  await showToEveryone(trx, roomId);
  await setReadMark(trx, roomId, postedBy, row.seq);
  await writeEvent(
    trx,
    MessageSent,
    {
      messageId: row.id,
      roomId,
      from: postedBy,
      to: members.filter((id) => id !== postedBy),
      messageType,
    },
    context,
  );
  return row;
}

/** The messages a member still sees: the room's, after the history they deleted (`clearedSeq`). */
const visible = (db: Db, roomId: string, clearedSeq: string) =>
  db.selectFrom('messages').where('room_id', '=', roomId).where('seq', '>', clearedSeq);

export async function visibleMessageCount(db: Db, roomId: string, clearedSeq: string): Promise<number> {
  const count = await visible(db, roomId, clearedSeq)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(count.total);
}

/** `limit` of the visible messages, newest first, after skipping the `offset` newest. */
export async function newestVisibleMessages(
  db: Db,
  roomId: string,
  clearedSeq: string,
  limit: number,
  offset = 0,
): Promise<MessageRow[]> {
  let query = visible(db, roomId, clearedSeq).selectAll().orderBy('seq', 'desc').limit(limit);
  if (offset > 0) query = query.offset(offset);
  return query.execute();
}
