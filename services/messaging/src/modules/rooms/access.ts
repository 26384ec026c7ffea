import { CHAT_MESSAGES, type ChatRoom } from '@art/contracts';
import { createAudience, notFound } from '@art/kit';
import { socialBlocksAround } from '../blocks/queries.js';
import { currentMembership, type Executor, type RoomRow, roomById } from './queries.js';
import { isUuid, ROOM_NOT_FOUND } from './rules.js';
import { roomViews } from './views.js';

export interface Membership {
  room: RoomRow;
  seenSeq: string;
  clearedSeq: string;
}

/**
 * The room and the viewer's membership (current members only), else 404 (a room that is not
 * there and one the viewer is not in answer alike); `lock` holds the room for the transaction.
 */
export async function membership(
  executor: Executor,
  viewerId: string,
  roomId: unknown,
  lock = false,
): Promise<Membership> {
  if (!isUuid(roomId)) throw notFound(ROOM_NOT_FOUND);
  const room = await roomById(executor, roomId, lock);
  if (!room) throw notFound(ROOM_NOT_FOUND);
  const member = await currentMembership(executor, roomId, viewerId);
  if (!member) throw notFound(ROOM_NOT_FOUND);
  return { room, seenSeq: member.seen_seq, clearedSeq: member.cleared_seq };
}

/** The room as the viewer sees it, else 404. */
export async function roomView(executor: Executor, viewerId: string, roomId: string): Promise<ChatRoom> {
  const { room, seenSeq } = await membership(executor, viewerId, roomId);
  const [view] = await roomViews(executor, viewerId, [{ ...room, seen_seq: seenSeq }]);
  if (!view) throw notFound(ROOM_NOT_FOUND);
  return view;
}

/**
 * The refusal (CHAT_MESSAGES) when a block in social stands between the viewer and `otherId`, or
 * the other is suspended, or null: the kit's audience says whether one stands (either way); only
 * the wording depends on who blocked.
 */
export async function socialBlockProblem(executor: Executor, viewerId: string, otherId: string) {
  const audience = createAudience(executor, {
    blocks: { table: 'user_blocks' },
    suspension: { table: 'users' },
  });
  const relation = await audience.relation(viewerId, otherId);
  if (relation.suspended) return CHAT_MESSAGES.blockedByOther;
  if (!relation.blocked) return null;
  const blocks = await socialBlocksAround(executor, viewerId, [otherId]);
  return blocks.has(`${viewerId}:${otherId}`) ? CHAT_MESSAGES.blockedByYou : CHAT_MESSAGES.blockedByOther;
}

/**
 * Why `senderId` may not write in a one-to-one room, or null: the room's own block (the blocker
 * is told to unblock, the other that they cannot), then a block between the two in social.
 */
export async function directBlockProblem(
  executor: Executor,
  room: RoomRow,
  senderId: string,
  otherId: string | undefined,
) {
  if (room.is_blocked) return room.block_by === senderId ? CHAT_MESSAGES.blockedByYou : CHAT_MESSAGES.blockedByOther;
  if (!otherId) return null;
  return socialBlockProblem(executor, senderId, otherId);
}
