import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { MessagingTables, RoomsTable, StoredLastMessage } from '../../db/schema.js';

type Trx = Transaction<MessagingTables>;
/** The pool, or the transaction of the write the query is part of. */
export type Executor = Kysely<MessagingTables> | Trx;
export type RoomRow = Selectable<RoomsTable>;

/** The room, locked until the caller's transaction ends when `lock` (writes to one room queue up). */
export async function roomById(executor: Executor, roomId: string, lock = false): Promise<RoomRow | undefined> {
  let query = executor.selectFrom('rooms').selectAll().where('id', '=', roomId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The member's read mark and cleared history, while they are in the room (a group left is not). */
export async function currentMembership(executor: Executor, roomId: string, userId: string) {
  return executor
    .selectFrom('room_members')
    .select(['seen_seq', 'cleared_seq'])
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .where('left_at', 'is', null)
    .executeTakeFirst();
}

/** Current members of a room (left ones excluded), in the order they joined. */
export async function currentMembers(executor: Executor, roomId: string): Promise<string[]> {
  const rows = await executor
    .selectFrom('room_members')
    .select('user_id')
    .where('room_id', '=', roomId)
    .where('left_at', 'is', null)
    .orderBy('joined_at')
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/** Current members of several rooms, each room's in the order they joined. */
export async function currentMembersOfRooms(executor: Executor, roomIds: string[]) {
  return executor
    .selectFrom('room_members')
    .select(['room_id', 'user_id'])
    .where('room_id', 'in', roomIds)
    .where('left_at', 'is', null)
    .orderBy('joined_at')
    .orderBy('user_id')
    .execute();
}

/** Every member's read mark in the room, members who left included (they saw what they saw). */
export async function readMarks(executor: Executor, roomId: string) {
  return executor.selectFrom('room_members').select(['user_id', 'seen_seq']).where('room_id', '=', roomId).execute();
}

/** The rooms the viewer lists (not left, not deleted), most recently updated first, with their read mark. */
export async function listedRooms(executor: Executor, viewerId: string, limit: number) {
  return executor
    .selectFrom('room_members')
    .innerJoin('rooms', 'rooms.id', 'room_members.room_id')
    .selectAll('rooms')
    .select('room_members.seen_seq')
    .where('room_members.user_id', '=', viewerId)
    .where('room_members.left_at', 'is', null)
    .where('room_members.deleted_at', 'is', null)
    .orderBy('rooms.updated_at', 'desc')
    .orderBy('rooms.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The one-to-one room of the pair, created with `pairKey` unless there is one; undefined when it
 * existed (two opening at once: the second insert waits for the first and then finds its room).
 */
export async function insertDirectRoom(trx: Trx, creatorId: string, pairKey: string) {
  return trx
    .insertInto('rooms')
    .values({ id: randomUUID(), type: 'normal', pair_key: pairKey, created_by: creatorId })
    .onConflict((oc) => oc.column('pair_key').doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function roomOfPair(trx: Trx, pairKey: string) {
  return trx.selectFrom('rooms').select('id').where('pair_key', '=', pairKey).executeTakeFirstOrThrow();
}

export async function insertGroupRoom(trx: Trx, roomId: string, creatorId: string, name: string) {
  await trx
    .insertInto('rooms')
    .values({ id: roomId, type: 'group', name, pair_key: null, created_by: creatorId })
    .execute();
}

export async function insertMembers(trx: Trx, roomId: string, userIds: string[]) {
  await trx
    .insertInto('room_members')
    .values(userIds.map((id) => ({ room_id: roomId, user_id: id })))
    .execute();
}

/** The room's newest message, shown in the conversation list. */
export async function setLastMessage(trx: Trx, roomId: string, last: StoredLastMessage, seq: string, at: Date) {
  await trx
    .updateTable('rooms')
    .set({ last_message: JSON.stringify(last), last_message_seq: seq, updated_at: at })
    .where('id', '=', roomId)
    .execute();
}

/** Lists the room again for every member who had deleted it. */
export async function showToEveryone(trx: Trx, roomId: string) {
  await trx
    .updateTable('room_members')
    .set({ deleted_at: null })
    .where('room_id', '=', roomId)
    .where('deleted_at', 'is not', null)
    .execute();
}

/** Lists the room again for one member (their cleared history stays cleared). */
export async function showTo(trx: Trx, roomId: string, userId: string) {
  await trx
    .updateTable('room_members')
    .set({ deleted_at: null })
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .execute();
}

/** "Delete conversation": the room hidden for the member, its history up to `clearedSeq` with it. */
export async function hideFrom(trx: Trx, roomId: string, userId: string, clearedSeq: string) {
  await trx
    .updateTable('room_members')
    .set({ deleted_at: sql`now()`, cleared_seq: clearedSeq })
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .execute();
}

/** The member's read mark, set to `seq`. */
export async function setReadMark(trx: Trx, roomId: string, userId: string, seq: string) {
  await trx
    .updateTable('room_members')
    .set({ seen_seq: seq })
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .execute();
}

/** Moves a current member's read mark up to `seq`; true when it moved. */
export async function advanceReadMark(executor: Executor, roomId: string, userId: string, seq: string) {
  const moved = await executor
    .updateTable('room_members')
    .set({ seen_seq: seq })
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .where('left_at', 'is', null)
    .where('seen_seq', '<', seq)
    .returning('user_id')
    .executeTakeFirst();
  return moved !== undefined;
}

export async function markLeft(trx: Trx, roomId: string, userId: string) {
  await trx
    .updateTable('room_members')
    .set({ left_at: sql`now()` })
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .execute();
}

export async function blockRoom(trx: Trx, roomId: string, blockBy: string) {
  await trx.updateTable('rooms').set({ is_blocked: true, block_by: blockBy }).where('id', '=', roomId).execute();
}

export async function unblockRoom(trx: Trx, roomId: string) {
  await trx.updateTable('rooms').set({ is_blocked: false, block_by: null }).where('id', '=', roomId).execute();
}
