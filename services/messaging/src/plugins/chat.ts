import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES, type ChatMessage, type ChatRoom, MessageSent, SERVER_EVENTS } from '@art/contracts';
import { badRequest, conflict, createAudience, type EventContext, forbidden, notFound, writeEvent } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { MessagingTables, StoredMessageType } from '../db/schema.js';
import { ownPictureAddress, viewablePictureAddress } from '../lib/chat-pictures.js';
import {
  BLOCKED_BY_OTHER_ALREADY,
  blockedChat,
  CANNOT_LEAVE_DIRECT,
  checkedGroup,
  checkedMessage,
  HISTORY_CAP,
  isUuid,
  type MessageInput,
  NOT_BLOCKED,
  NOT_YOURSELF,
  ONLY_BLOCKER_UNBLOCKS,
  ONLY_DIRECT_BLOCK,
  ROOM_NOT_FOUND,
  ROOMS_CAP,
  SOCIAL_BLOCK_BY_YOU,
  USER_NOT_FOUND,
} from '../lib/chat-rules.js';
import {
  collapsedBy,
  collapsedMessage,
  isSaid,
  type MessageRow,
  membersById,
  messageViews,
  type RoomRow,
  roomViews,
  socialBlocksAround,
} from '../lib/chat-view.js';
import { messagingDb } from '../lib/database.js';
import { privatizeLegacyChatPictures } from '../lib/legacy-chat-pictures.js';

type Trx = Transaction<MessagingTables>;
type Executor = Kysely<MessagingTables> | Trx;

export interface MessagePageResult {
  messages: ChatMessage[];
  totalPage: number;
  room: ChatRoom;
}

export interface Chat {
  /** The viewer's conversations, most recently updated first (hidden ones left out). */
  rooms(viewerId: string): Promise<ChatRoom[]>;
  /** The one-to-one room of the pair, created when missing; refused when either blocks the other in social. */
  openDirect(viewerId: string, receiverId: string): Promise<ChatRoom>;
  createGroup(viewerId: string, name: unknown, participants: unknown, context: EventContext): Promise<ChatRoom>;
  /** Page `page` (1 = newest) of `perPage` messages, oldest first; marks them seen by the viewer. */
  page(viewerId: string, roomId: string, perPage: number, page: number): Promise<MessagePageResult>;
  /** The newest HISTORY_CAP messages, oldest first. */
  history(viewerId: string, roomId: string): Promise<ChatMessage[]>;
  /** Stores a message (with its MessageSent event), then delivers it live: HTTP and socket alike. */
  send(
    senderId: string,
    roomId: unknown,
    input: MessageInput,
    context: EventContext,
    exceptSocketId?: string,
  ): Promise<ChatMessage>;
  /** Marks the room's messages seen by the viewer and tells the others (when something changed). */
  markRead(viewerId: string, roomId: unknown): Promise<void>;
  leave(viewerId: string, roomId: string, context: EventContext): Promise<void>;
  block(viewerId: string, roomId: string): Promise<void>;
  unblock(viewerId: string, roomId: string): Promise<void>;
  /** "Delete conversation": hidden for the viewer with its history until a new message arrives. */
  hide(viewerId: string, roomId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chat: Chat;
  }
}

interface Membership {
  room: RoomRow;
  seenSeq: string;
  clearedSeq: string;
}

async function insertMessage(
  trx: Trx,
  roomId: string,
  postedBy: string,
  message: string,
  messageType: StoredMessageType,
) {
  return trx
    .insertInto('messages')
    .values({ id: randomUUID(), room_id: roomId, posted_by: postedBy, message, message_type: messageType })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Writes one message in the room's transaction: the room's last message and time, the sender's
 * read mark, the room shown again to members who had deleted it, and the MessageSent event for the
 * other current members, all committed together (the outbox relays the event afterwards).
 */
async function storeMessage(
  trx: Trx,
  roomId: string,
  postedBy: string,
  members: string[],
  message: string,
  messageType: StoredMessageType,
  context: EventContext,
) {
  const row = await insertMessage(trx, roomId, postedBy, message, messageType);
  await trx
    .updateTable('rooms')
    .set({
      last_message: JSON.stringify({ message, messageType, from: postedBy }),
      last_message_seq: row.seq,
      updated_at: row.created_at,
    })
    .where('id', '=', roomId)
    .execute();
  await trx
    .updateTable('room_members')
    .set({ deleted_at: null })
    .where('room_id', '=', roomId)
    .where('deleted_at', 'is not', null)
    .execute();
  await trx
    .updateTable('room_members')
    .set({ seen_seq: row.seq })
    .where('room_id', '=', roomId)
    .where('user_id', '=', postedBy)
    .execute();
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

/** Current members of a room (left ones excluded), locked with the room by the caller. */
async function currentMembers(trx: Executor, roomId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('room_members')
    .select('user_id')
    .where('room_id', '=', roomId)
    .where('left_at', 'is', null)
    .orderBy('joined_at')
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * The spec's words when a block in social stands between the viewer and `otherId`, or null: the
 * kit's audience says whether one stands (either way); only the wording depends on who blocked.
 */
async function socialBlockProblem(executor: Executor, viewerId: string, otherId: string) {
  const audience = createAudience(executor, { blocks: { table: 'user_blocks' } });
  if (!(await audience.relation(viewerId, otherId)).blocked) return null;
  const blocks = await socialBlocksAround(executor, viewerId, [otherId]);
  return blocks.has(`${viewerId}:${otherId}`) ? CHAT_MESSAGES.blockedByYou : CHAT_MESSAGES.blockedByOther;
}

/**
 * Why `senderId` may not write in a one-to-one room, or null: the room's own block (the blocker
 * is told to unblock, the other that they cannot), then a block between the two in social.
 */
async function directBlockProblem(trx: Trx, room: RoomRow, senderId: string, otherId: string | undefined) {
  if (room.is_blocked) return room.block_by === senderId ? CHAT_MESSAGES.blockedByYou : CHAT_MESSAGES.blockedByOther;
  if (!otherId) return null;
  return socialBlockProblem(trx, senderId, otherId);
}

const pairKey = (a: string, b: string) => [a, b].sort().join(':');

/** Whose view a room's messages are collapsed for: a group's viewer (see messageViews). */
const collapseFor = (room: RoomRow, viewerId: string) => (room.type === 'group' ? viewerId : undefined);

/**
 * Rooms and messages. Every write that stores a message commits it (and its event) before it is
 * delivered on the live socket, so a receiver who is offline finds it on the next load.
 */
export const chatPlugin = fp(
  async (app: FastifyInstance) => {
    const db = messagingDb(app);
    // Members only ever reach these (every read checks membership first): pictures signed for them.
    const viewable = (stored: string) => viewablePictureAddress(app.storage, stored);

    /** The room and the viewer's membership (current members only), else 404. */
    async function membership(executor: Executor, viewerId: string, roomId: unknown, lock = false) {
      if (!isUuid(roomId)) throw notFound(ROOM_NOT_FOUND);
      let query = executor.selectFrom('rooms').selectAll().where('id', '=', roomId);
      if (lock) query = query.forUpdate();
      const room = await query.executeTakeFirst();
      if (!room) throw notFound(ROOM_NOT_FOUND);
      const member = await executor
        .selectFrom('room_members')
        .select(['seen_seq', 'cleared_seq'])
        .where('room_id', '=', roomId)
        .where('user_id', '=', viewerId)
        .where('left_at', 'is', null)
        .executeTakeFirst();
      if (!member) throw notFound(ROOM_NOT_FOUND);
      return { room, seenSeq: member.seen_seq, clearedSeq: member.cleared_seq } satisfies Membership;
    }

    async function roomView(viewerId: string, roomId: string): Promise<ChatRoom> {
      const { room, seenSeq } = await membership(db, viewerId, roomId);
      const [view] = await roomViews(db, viewerId, [{ ...room, seen_seq: seenSeq }]);
      if (!view) throw notFound(ROOM_NOT_FOUND);
      return view;
    }

    /** Moves the viewer's read mark up to `seq`; true when it moved. */
    async function advanceReadMark(viewerId: string, roomId: string, seq: string): Promise<boolean> {
      const moved = await db
        .updateTable('room_members')
        .set({ seen_seq: seq })
        .where('room_id', '=', roomId)
        .where('user_id', '=', viewerId)
        .where('left_at', 'is', null)
        .where('seen_seq', '<', seq)
        .returning('user_id')
        .executeTakeFirst();
      return moved !== undefined;
    }

    async function tellSeen(viewerId: string, roomId: string) {
      const others = (await currentMembers(db, roomId)).filter((id) => id !== viewerId);
      app.live.toUsers(others, SERVER_EVENTS.messageSeen, { room: roomId, userId: viewerId });
    }

    /**
     * Live delivery after the commit: every member's sockets get the message, receivers a header
     * refresh. In a group, a member across a block from the sender (either way) gets only the
     * collapsed form, on their own user room: the words never reach their sockets.
     */
    async function deliver(
      message: ChatMessage,
      members: string[],
      roomType: RoomRow['type'],
      exceptSocketId?: string,
    ) {
      const senderId = message.postedBy._id;
      const receivers = members.filter((id) => id !== senderId);
      const pairs =
        roomType === 'group' && isSaid(message.messageType)
          ? await socialBlocksAround(db, senderId, receivers)
          : new Set<string>();
      const collapsed = new Map(receivers.map((id) => [id, collapsedBy(pairs, id, senderId)]));
      const plain = members.filter((id) => !collapsed.get(id));
      app.live.toUsers(plain, SERVER_EVENTS.receiveMessage, message, exceptSocketId);
      for (const by of ['you-blocked', 'blocked-you'] as const) {
        const readers = receivers.filter((id) => collapsed.get(id) === by);
        app.live.toUsers(readers, SERVER_EVENTS.receiveMessage, collapsedMessage(message, by));
      }
      app.live.toUsers(receivers, SERVER_EVENTS.refreshHeaderMessage, { room: message.room });
    }

    async function viewOf(stored: MessageRow): Promise<ChatMessage> {
      const [view] = await messageViews(db, stored.room_id, [stored], viewable);
      if (!view) throw new Error('stored message not found');
      return view;
    }

    const chat: Chat = {
      async rooms(viewerId) {
        const rows = await db
          .selectFrom('room_members')
          .innerJoin('rooms', 'rooms.id', 'room_members.room_id')
          .selectAll('rooms')
          .select('room_members.seen_seq')
          .where('room_members.user_id', '=', viewerId)
          .where('room_members.left_at', 'is', null)
          .where('room_members.deleted_at', 'is', null)
          .orderBy('rooms.updated_at', 'desc')
          .orderBy('rooms.id', 'desc')
          .limit(ROOMS_CAP)
          .execute();
        return roomViews(db, viewerId, rows);
      },

      async openDirect(viewerId, receiverId) {
        if (receiverId === viewerId) throw badRequest(NOT_YOURSELF);
        const roomId = await db.transaction().execute(async (trx) => {
          const receiver = await trx.selectFrom('users').select('id').where('id', '=', receiverId).executeTakeFirst();
          if (!receiver) throw notFound(USER_NOT_FOUND);
          const blocked = await socialBlockProblem(trx, viewerId, receiverId);
          if (blocked) throw blockedChat(blocked);
          const key = pairKey(viewerId, receiverId);
          // Two opening at once: the second insert waits for the first and then finds its room.
          const created = await trx
            .insertInto('rooms')
            .values({ id: randomUUID(), type: 'normal', pair_key: key, created_by: viewerId })
            .onConflict((oc) => oc.column('pair_key').doNothing())
            .returning('id')
            .executeTakeFirst();
          const room =
            created ??
            (await trx.selectFrom('rooms').select('id').where('pair_key', '=', key).executeTakeFirstOrThrow());
          if (created) {
            await trx
              .insertInto('room_members')
              .values([
                { room_id: room.id, user_id: viewerId },
                { room_id: room.id, user_id: receiverId },
              ])
              .execute();
          } else {
            // Opened again after "delete conversation": listed again, its old history stays cleared.
            await trx
              .updateTable('room_members')
              .set({ deleted_at: null })
              .where('room_id', '=', room.id)
              .where('user_id', '=', viewerId)
              .execute();
          }
          return room.id;
        });
        return roomView(viewerId, roomId);
      },

      async createGroup(viewerId, name, participants, context) {
        const group = checkedGroup(viewerId, name, participants);
        const everyone = [viewerId, ...group.others];
        const roomId = await db.transaction().execute(async (trx) => {
          const cards = await membersById(trx, everyone);
          if (group.others.some((id) => !cards.has(id))) throw notFound(USER_NOT_FOUND);
          // Only the creator's own blocks refuse: two others with a block between them may share the
          // group, each reading the other's messages collapsed.
          const blocks = await socialBlocksAround(trx, viewerId, group.others);
          for (const id of group.others) {
            const who = cards.get(id)?.name ?? 'this user';
            if (blocks.has(`${id}:${viewerId}`)) throw blockedChat(`You cannot add ${who} to a group`);
            if (blocks.has(`${viewerId}:${id}`)) throw blockedChat(`Please unblock ${who} to add them to a group`);
          }
          const roomId = randomUUID();
          await trx
            .insertInto('rooms')
            .values({ id: roomId, type: 'group', name: group.name, pair_key: null, created_by: viewerId })
            .execute();
          await trx
            .insertInto('room_members')
            .values(everyone.map((id) => ({ room_id: roomId, user_id: id })))
            .execute();
          let last = '0';
          for (const id of everyone) {
            const name = cards.get(id)?.name ?? '';
            last = (await storeMessage(trx, roomId, id, everyone, name, 'join', context)).seq;
          }
          // The creator has seen the whole (new) room; the others have not.
          await trx
            .updateTable('room_members')
            .set({ seen_seq: last })
            .where('room_id', '=', roomId)
            .where('user_id', '=', viewerId)
            .execute();
          return roomId;
        });
        app.outbox.kick();
        // The new members' lists reload; their join messages are read with the room.
        app.live.toUsers(group.others, SERVER_EVENTS.refreshHeaderMessage, { room: roomId });
        return roomView(viewerId, roomId);
      },

      async page(viewerId, roomId, perPage, page) {
        const { room: stored, clearedSeq } = await membership(db, viewerId, roomId);
        const visible = db.selectFrom('messages').where('room_id', '=', roomId).where('seq', '>', clearedSeq);
        const [count, newestFirst] = await Promise.all([
          visible.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
          visible
            .selectAll()
            .orderBy('seq', 'desc')
            .limit(perPage)
            .offset((page - 1) * perPage)
            .execute(),
        ]);
        const rows = newestFirst.reverse();
        const newest = rows.at(-1);
        if (newest && (await advanceReadMark(viewerId, roomId, newest.seq))) await tellSeen(viewerId, roomId);
        const [messages, room] = await Promise.all([
          messageViews(db, roomId, rows, viewable, collapseFor(stored, viewerId)),
          roomView(viewerId, roomId),
        ]);
        return { messages, totalPage: Math.ceil(Number(count.total) / perPage), room };
      },

      async history(viewerId, roomId) {
        const { room, clearedSeq } = await membership(db, viewerId, roomId);
        const rows = await db
          .selectFrom('messages')
          .selectAll()
          .where('room_id', '=', roomId)
          .where('seq', '>', clearedSeq)
          .orderBy('seq', 'desc')
          .limit(HISTORY_CAP)
          .execute();
        return messageViews(db, roomId, rows.reverse(), viewable, collapseFor(room, viewerId));
      },

      async send(senderId, roomId, input, context, exceptSocketId) {
        const body = checkedMessage(input, (address) => ownPictureAddress(app.storage, senderId, address));
        const stored = await db.transaction().execute(async (trx) => {
          const { room } = await membership(trx, senderId, roomId, true);
          const members = await currentMembers(trx, room.id);
          if (room.type === 'normal') {
            const problem = await directBlockProblem(
              trx,
              room,
              senderId,
              members.find((id) => id !== senderId),
            );
            if (problem) throw blockedChat(problem);
          }
          const row = await storeMessage(trx, room.id, senderId, members, body.message, body.messageType, context);
          return { row, members, type: room.type };
        });
        app.outbox.kick();
        const message = await viewOf(stored.row);
        await deliver(message, stored.members, stored.type, exceptSocketId);
        return message;
      },

      async markRead(viewerId, roomId) {
        const { room } = await membership(db, viewerId, roomId);
        if (await advanceReadMark(viewerId, room.id, room.last_message_seq)) await tellSeen(viewerId, room.id);
      },

      async leave(viewerId, roomId, context) {
        const stored = await db.transaction().execute(async (trx) => {
          const { room } = await membership(trx, viewerId, roomId, true);
          if (room.type !== 'group') throw conflict(CANNOT_LEAVE_DIRECT, 'conflict');
          const members = await currentMembers(trx, room.id);
          await trx
            .updateTable('room_members')
            .set({ left_at: sql`now()` })
            .where('room_id', '=', room.id)
            .where('user_id', '=', viewerId)
            .execute();
          const name = (await membersById(trx, [viewerId])).get(viewerId)?.name ?? '';
          const row = await storeMessage(trx, room.id, viewerId, members, name, 'left', context);
          return { row, members };
        });
        app.outbox.kick();
        // The leaver's other tabs learn it too; the group is gone from their list from now on.
        await deliver(await viewOf(stored.row), stored.members, 'group');
      },

      async block(viewerId, roomId) {
        const other = await db.transaction().execute(async (trx) => {
          const { room } = await membership(trx, viewerId, roomId, true);
          if (room.type !== 'normal') throw conflict(ONLY_DIRECT_BLOCK, 'conflict');
          if (room.is_blocked) {
            if (room.block_by === viewerId) return null;
            throw conflict(BLOCKED_BY_OTHER_ALREADY, 'conflict');
          }
          await trx
            .updateTable('rooms')
            .set({ is_blocked: true, block_by: viewerId })
            .where('id', '=', room.id)
            .execute();
          return (await currentMembers(trx, room.id)).filter((id) => id !== viewerId);
        });
        if (other) app.live.toUsers(other, SERVER_EVENTS.refreshHeaderMessage, { room: roomId });
      },

      async unblock(viewerId, roomId) {
        const other = await db.transaction().execute(async (trx) => {
          const { room } = await membership(trx, viewerId, roomId, true);
          if (room.type !== 'normal') throw conflict(ONLY_DIRECT_BLOCK, 'conflict');
          const others = (await currentMembers(trx, room.id)).filter((id) => id !== viewerId);
          if (!room.is_blocked) {
            const blocks = await socialBlocksAround(trx, viewerId, others);
            if (others.some((id) => blocks.has(`${viewerId}:${id}`))) throw conflict(SOCIAL_BLOCK_BY_YOU, 'conflict');
            throw conflict(NOT_BLOCKED, 'conflict');
          }
          if (room.block_by !== viewerId) throw forbidden(ONLY_BLOCKER_UNBLOCKS);
          await trx.updateTable('rooms').set({ is_blocked: false, block_by: null }).where('id', '=', room.id).execute();
          return others;
        });
        app.live.toUsers(other, SERVER_EVENTS.refreshHeaderMessage, { room: roomId });
      },

      async hide(viewerId, roomId) {
        await db.transaction().execute(async (trx) => {
          const { room } = await membership(trx, viewerId, roomId, true);
          await trx
            .updateTable('room_members')
            .set({ deleted_at: sql`now()`, cleared_seq: room.last_message_seq })
            .where('room_id', '=', room.id)
            .where('user_id', '=', viewerId)
            .execute();
        });
      },
    };

    app.decorate('chat', chat);

    // Pictures from before they were private are moved once; a failure is retried at the next start.
    let privatizing: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      privatizing = privatizeLegacyChatPictures(db, app.storage, app.log).catch((error) =>
        app.log.warn({ err: error }, 'legacy chat pictures not made private yet'),
      );
    });
    app.addHook('onClose', async () => {
      await privatizing;
    });
  },
  { name: 'chat', dependencies: ['database', 'outbox', 'storage', 'live'] },
);
