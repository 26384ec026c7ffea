import { SERVER_EVENTS, type UnreadCountNotice } from '@art/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type UnreadTotal, unreadTotals } from './queries.js';

export interface Unread {
  /** The user's unread messages over their listed conversations. */
  total(userId: string): Promise<UnreadTotal>;
  /**
   * Sends `unread-count` to these users' sockets (those online: an offline member reads it on
   * their next load), naming `roomId` as the conversation that changed. Best effort: a failure is
   * logged, never thrown at the write that caused it.
   */
  push(userIds: string[], roomId?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    unread: Unread;
  }
}

/**
 * Unread counts: per conversation in the room list (rooms/views), the total in the header, kept
 * live by `unread-count` after every change of a member's count (a message for them, their read
 * mark moving, a conversation deleted or left).
 */
export const unreadPlugin = fp(
  async (app: FastifyInstance) => {
    const log = app.log.child({ component: 'unread' });
    const unread: Unread = {
      async total(userId) {
        const totals = await unreadTotals(app.db, [userId]);
        return totals.get(userId) ?? { total: 0, conversations: 0, byRoom: new Map() };
      },

      async push(userIds, roomId) {
        try {
          const online = await app.presence.onlineAmong([...new Set(userIds)]);
          if (online.length === 0) return;
          const totals = await unreadTotals(app.db, online);
          for (const [userId, { total, conversations, byRoom }] of totals) {
            const notice: UnreadCountNotice = {
              total,
              conversations,
              ...(roomId ? { room: roomId, unread: byRoom.get(roomId) ?? 0 } : {}),
            };
            app.live.toUsers([userId], SERVER_EVENTS.unreadCount, notice);
          }
        } catch (error) {
          log.warn({ err: error, room: roomId }, 'unread counts not pushed');
        }
      },
    };
    app.decorate('unread', unread);
  },
  { name: 'unread', dependencies: ['database', 'live', 'presence'] },
);
