import { CHAT_HISTORY_CAP, type ChatMessage, type ChatRoom, SERVER_EVENTS } from '@art/contracts';
import type { EventContext } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { socialBlocksAround } from '../blocks/queries.js';
import { collapsedBy } from '../blocks/rules.js';
import { ownPictureAddress, viewablePictureAddress } from '../pictures/rules.js';
import { directBlockProblem, membership, roomView } from '../rooms/access.js';
import { advanceReadMark, currentMembers, type RoomRow } from '../rooms/queries.js';
import { type MessageRow, newestVisibleMessages, storeMessage, visibleMessageCount } from './queries.js';
import { blockedChat, checkedMessage, isSaid, type MessageInput } from './rules.js';
import { collapsedMessage, messageViews } from './views.js';

export interface MessagePageResult {
  messages: ChatMessage[];
  totalPage: number;
  room: ChatRoom;
}

export interface Chat {
  /** Page `page` (1 = newest) of `perPage` messages, oldest first; marks them seen by the viewer. */
  page(viewerId: string, roomId: string, perPage: number, page: number): Promise<MessagePageResult>;
  /** The newest CHAT_HISTORY_CAP messages, oldest first. */
  history(viewerId: string, roomId: string): Promise<ChatMessage[]>;
  /** Stores a message (with its MessageSent event), then delivers it live: HTTP and socket alike. */
  send(
    senderId: string,
    roomId: unknown,
    input: MessageInput,
    context: EventContext,
    exceptSocketId?: string,
  ): Promise<ChatMessage>;
  /**
   * Marks the room's messages seen by the viewer and tells the others (when something changed), and
   * the viewer's sockets their new unread count.
   */
  markRead(viewerId: string, roomId: unknown): Promise<void>;
  /**
   * Delivers a committed message live: every member's sockets get it (but `exceptSocketId`),
   * receivers a header refresh; answers the message as its sender sees it.
   */
  deliver(
    stored: MessageRow,
    members: string[],
    roomType: RoomRow['type'],
    exceptSocketId?: string,
  ): Promise<ChatMessage>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chat: Chat;
  }
}

/** Whose view a room's messages are collapsed for: a group's viewer (see messageViews). */
const collapseFor = (room: RoomRow, viewerId: string) => (room.type === 'group' ? viewerId : undefined);

/**
 * What members say: pages and history of a room, sending and read marks. Every write that stores a
 * message commits it (and its event) before it is delivered on the live socket, so a receiver who
 * is offline finds it on the next load.
 */
export const chatPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    // Members only ever reach these (every read checks membership first): pictures signed for them.
    const viewable = (stored: string) => viewablePictureAddress(app.storage, stored);

    async function tellSeen(viewerId: string, roomId: string) {
      const others = (await currentMembers(db, roomId)).filter((id) => id !== viewerId);
      app.live.toUsers(others, SERVER_EVENTS.messageSeen, { room: roomId, userId: viewerId });
    }

    async function viewOf(stored: MessageRow): Promise<ChatMessage> {
      const [view] = await messageViews(db, stored.room_id, [stored], viewable);
      if (!view) throw new Error('stored message not found');
      return view;
    }

    const chat: Chat = {
      async page(viewerId, roomId, perPage, page) {
        const { room: stored, clearedSeq } = await membership(db, viewerId, roomId);
        const [total, newestFirst] = await Promise.all([
          visibleMessageCount(db, roomId, clearedSeq),
          newestVisibleMessages(db, roomId, clearedSeq, perPage, (page - 1) * perPage),
        ]);
        const rows = newestFirst.reverse();
        const newest = rows.at(-1);
        if (newest && (await advanceReadMark(db, roomId, viewerId, newest.seq))) {
          await tellSeen(viewerId, roomId);
          await app.unread.push([viewerId], roomId);
        }
        const [messages, room] = await Promise.all([
          messageViews(db, roomId, rows, viewable, collapseFor(stored, viewerId)),
          roomView(db, viewerId, roomId),
        ]);
        return { messages, totalPage: Math.ceil(total / perPage), room };
      },

      async history(viewerId, roomId) {
        const { room, clearedSeq } = await membership(db, viewerId, roomId);
        const rows = await newestVisibleMessages(db, roomId, clearedSeq, CHAT_HISTORY_CAP);
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
        return chat.deliver(stored.row, stored.members, stored.type, exceptSocketId);
      },

      async markRead(viewerId, roomId) {
        const { room } = await membership(db, viewerId, roomId);
        if (await advanceReadMark(db, room.id, viewerId, room.last_message_seq)) {
          await tellSeen(viewerId, room.id);
          await app.unread.push([viewerId], room.id);
        }
      },

      /**
       * In a group, a member across a block from the sender (either way) gets only the collapsed
       * form, on their own user room: the words never reach their sockets.
       */
      async deliver(stored, members, roomType, exceptSocketId) {
        const message = await viewOf(stored);
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
        // Counts change for those who read it whole (the sender's mark moved past it too); a
        // member across a block from the sender counts none of it, and notices count for nobody.
        // Not awaited: the sender's answer does not wait for the others' counts (push never throws).
        if (isSaid(message.messageType)) void app.unread.push([senderId, ...plain], message.room);
        return message;
      },
    };

    app.decorate('chat', chat);
  },
  { name: 'chat', dependencies: ['database', 'outbox', 'storage', 'live', 'unread'] },
);
