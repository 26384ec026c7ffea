import { CHAT_MESSAGES, type ChatMember, type ChatMessage, type ChatRoom, type CollapsedBy } from '@art/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { MessagesTable, MessagingTables, RoomsTable } from '../db/schema.js';

type Db = Kysely<MessagingTables> | Transaction<MessagingTables>;
export type RoomRow = Selectable<RoomsTable>;
export type MessageRow = Selectable<MessagesTable>;

/** Someone identity has not told us about (yet): shown without a name rather than left out. */
export function unknownMember(id: string): ChatMember {
  return { _id: id, name: '', slug: '', picture: '', role: 21 };
}

/** The participants' cards by id, from the users projection. */
export async function membersById(db: Db, ids: string[]): Promise<Map<string, ChatMember>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, ChatMember>();
  if (unique.length === 0) return found;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'slug', 'picture', 'role'])
    .where('id', 'in', unique)
    .execute();
  for (const row of rows)
    found.set(row.id, { _id: row.id, name: row.name, slug: row.slug, picture: row.picture, role: row.role });
  return found;
}

/** Who blocks whom among the viewer and `others` in social: pairs as `blocker:blocked`. */
export async function socialBlocksAround(db: Db, viewerId: string, others: string[]): Promise<Set<string>> {
  const pairs = new Set<string>();
  if (others.length === 0) return pairs;
  const rows = await db
    .selectFrom('user_blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', viewerId), eb('blocked_id', 'in', others)]),
        eb.and([eb('blocked_id', '=', viewerId), eb('blocker_id', 'in', others)]),
      ]),
    )
    .execute();
  for (const row of rows) pairs.add(`${row.blocker_id}:${row.blocked_id}`);
  return pairs;
}

/**
 * How a block between the viewer and `otherId` (either way) collapses the other's messages for
 * the viewer, or null when none stands. Read from `socialBlocksAround(viewer, …)`'s pairs.
 */
export function collapsedBy(pairs: Set<string>, viewerId: string, otherId: string): CollapsedBy | null {
  if (pairs.has(`${viewerId}:${otherId}`)) return 'you-blocked';
  if (pairs.has(`${otherId}:${viewerId}`)) return 'blocked-you';
  return null;
}

/** What a member said (text or picture); join and left notices are the room's, never collapsed. */
export const isSaid = (messageType: ChatMessage['messageType']) => messageType === 'text' || messageType === 'image';

const COLLAPSED_NOTICE: Record<CollapsedBy, string> = {
  'you-blocked': CHAT_MESSAGES.collapsedYouBlocked,
  'blocked-you': CHAT_MESSAGES.collapsedBlockedYou,
};

/**
 * A message as a member across a block from its sender gets it: the notice instead of the words
 * or the picture's address, and no card of the sender beyond the id (a block hides each from the
 * other); the screens show the notice in the reader's language by `collapsed`.
 */
export function collapsedMessage(message: ChatMessage, by: CollapsedBy): ChatMessage {
  return {
    ...message,
    postedBy: unknownMember(message.postedBy._id),
    message: COLLAPSED_NOTICE[by],
    messageType: 'text',
    collapsed: by,
  };
}

/**
 * Rooms as the viewer sees them: current participants, the block state (the room's own block, or
 * a block between the two in social), the last message (collapsed in a group when its sender and
 * the viewer have a block between them) and whether the viewer has seen it.
 */
export async function roomViews(
  db: Db,
  viewerId: string,
  rooms: (RoomRow & { seen_seq: string })[],
): Promise<ChatRoom[]> {
  if (rooms.length === 0) return [];
  const memberRows = await db
    .selectFrom('room_members')
    .select(['room_id', 'user_id'])
    .where(
      'room_id',
      'in',
      rooms.map((room) => room.id),
    )
    .where('left_at', 'is', null)
    .orderBy('joined_at')
    .orderBy('user_id')
    .execute();
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
  const blocks = await socialBlocksAround(db, viewerId, [...directOthers, ...groupSenders]);

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
    };
  });
}

/**
 * Messages of one room as the screens show them. `seen` holds the sender and every member
 * (current or gone) whose read mark has reached the message; a picture's address is the one
 * `pictureAddress` makes of the stored one (signed for the viewers). With `collapseFor` (a group's
 * viewer), what a member across a block from the viewer said comes collapsed (collapsedMessage);
 * a one-to-one room is closed by the block instead, its history left as it was.
 */
export async function messageViews(
  db: Db,
  roomId: string,
  rows: MessageRow[],
  pictureAddress: (stored: string) => string,
  collapseFor?: string,
): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const posters = rows.map((row) => row.posted_by);
  const [cards, marks, blocks] = await Promise.all([
    membersById(db, posters),
    db.selectFrom('room_members').select(['user_id', 'seen_seq']).where('room_id', '=', roomId).execute(),
    collapseFor
      ? socialBlocksAround(
          db,
          collapseFor,
          posters.filter((id) => id !== collapseFor),
        )
      : new Set<string>(),
  ]);
  return rows.map((row) => {
    const seq = Number(row.seq);
    const seen = [
      row.posted_by,
      ...marks.filter((mark) => mark.user_id !== row.posted_by && Number(mark.seen_seq) >= seq).map((m) => m.user_id),
    ];
    const by = collapseFor && isSaid(row.message_type) ? collapsedBy(blocks, collapseFor, row.posted_by) : null;
    const view: ChatMessage = {
      _id: row.id,
      room: row.room_id,
      postedBy: cards.get(row.posted_by) ?? unknownMember(row.posted_by),
      // A collapsed picture is never signed: its address would outlive the notice.
      message: by ? '' : row.message_type === 'image' ? pictureAddress(row.message) : row.message,
      messageType: row.message_type,
      seen,
      createdAt: new Date(row.created_at).toISOString(),
    };
    return by ? collapsedMessage(view, by) : view;
  });
}
