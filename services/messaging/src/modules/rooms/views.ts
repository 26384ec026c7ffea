import type { ChatRoom } from '@art/contracts';
import { socialBlocksAround } from '../blocks/queries.js';
import { collapsedBy } from '../blocks/rules.js';
import { isSaid } from '../messages/rules.js';
import { COLLAPSED_NOTICE } from '../messages/views.js';
import { unreadByRoom } from '../unread/queries.js';
import { membersById, unknownMember } from '../users/views.js';
import { currentMembersOfRooms, type Executor, type RoomRow } from './queries.js';

/**
 * Rooms as the viewer sees them: current participants, the block state (the room's own block, or
 * a block between the two in social), the last message (collapsed in a group when its sender and
 * the viewer have a block between them), whether the viewer has seen it and how many messages
 * they have not read (unread/queries).
 */
export async function roomViews(
  db: Executor,
  viewerId: string,
  rooms: (RoomRow & { seen_seq: string })[],
): Promise<ChatRoom[]> {
  if (rooms.length === 0) return [];
  const memberRows = await currentMembersOfRooms(
    db,
    rooms.map((room) => room.id),
  );
  const cards = await membersById(
    db,
    memberRows.map((row) => row.user_id),
  );
  const byRoom = new Map<string, string[]>();
  for (const row of memberRows) byRoom.set(row.room_id, [...(byRoom.get(row.room_id) ?? []), row.user_id]);
  const directOthers = rooms
    .filter((room) => room.type === 'normal')
    .flatMap((room) => (byRoom.get(room.id) ?? []).filter((id) => id !== viewerId));
  const groupSenders = rooms
    .filter((room) => room.type === 'group' && room.last_message && room.last_message.from !== viewerId)
    .map((room) => room.last_message?.from ?? '');
  const [blocks, unread] = await Promise.all([
    socialBlocksAround(db, viewerId, [...directOthers, ...groupSenders]),
    unreadByRoom(
      db,
      viewerId,
      rooms.map((room) => room.id),
    ),
  ]);

  return rooms.map((room) => {
    const ids = byRoom.get(room.id) ?? [];
    let isBlocked = room.is_blocked;
    let blockBy = room.is_blocked ? room.block_by : null;
    if (!isBlocked && room.type === 'normal') {
      const other = ids.find((id) => id !== viewerId);
      if (other && blocks.has(`${viewerId}:${other}`)) [isBlocked, blockBy] = [true, viewerId];
      else if (other && blocks.has(`${other}:${viewerId}`)) [isBlocked, blockBy] = [true, other];
    }
    const last = room.last_message;
    const lastCollapsed =
      room.type === 'group' && last && isSaid(last.messageType) ? collapsedBy(blocks, viewerId, last.from) : null;
    return {
      _id: room.id,
      type: room.type,
      name: room.name,
      participants: ids.map((id) => cards.get(id) ?? unknownMember(id)),
      isBlocked,
      blockBy,
      lastMessage:
        last && lastCollapsed
          ? { ...last, message: COLLAPSED_NOTICE[lastCollapsed], messageType: 'text', collapsed: lastCollapsed }
          : last,
      updatedAt: new Date(room.updated_at).toISOString(),
      seen: Number(room.last_message_seq) <= Number(room.seen_seq),
      unread: unread.get(room.id) ?? 0,
    };
  });
}
