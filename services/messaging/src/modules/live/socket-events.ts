import { randomUUID } from 'node:crypto';
import { CLIENT_EVENTS } from '@art/contracts';
import {
  AppError,
  type EventContext,
  emailNotVerified,
  forbidden,
  memberWriteCounter,
  refusalAck,
  tooManyWrites,
  verifiedMembers,
} from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'socket.io';
import { type SocketAck, type SocketUser, socketAckOf, socketEventFailed } from './service.js';

const fieldOf = (payload: unknown, name: string): unknown =>
  payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>)[name] : undefined;

/**
 * What a signed-in socket may do: announce itself (`userlogin`), send a message (`send-message`,
 * answered through the ack with the stored message or the refusal) and mark a room read
 * (`read-message`). Each runs the same code as the HTTP routes, and each write counts in the
 * member's write budget, the gateway's counter in Redis: over it, the ack says so and nothing is
 * stored (the socket does not pass the gateway's limit, so it applies the same one itself).
 */
export const socketEventsPlugin = fp(
  async (app: FastifyInstance) => {
    const log = app.log.child({ component: 'live-socket' });
    const countWrite = memberWriteCounter({
      redis: app.redis,
      prefix: app.config.RATE_LIMIT_PREFIX,
      max: app.config.WRITE_RATE_LIMIT_PER_USER,
      windowMs: app.config.WRITE_RATE_LIMIT_WINDOW_MS,
    });
    /** Counts one write of the socket's member; false (and the refusal acked) over the budget. */
    async function withinWriteBudget(user: SocketUser, ack: SocketAck | null, event: string): Promise<boolean> {
      const count = await countWrite(user.id);
      if (count.isAllowed) return true;
      log.warn({ user: user.id, event }, 'write limit reached');
      ack?.(refusalAck(tooManyWrites()));
      return false;
    }

    // The gateway's rule for member writes: the socket does not pass the gateway, so it applies it too.
    const verified = verifiedMembers(app.redis, {
      prefix: app.config.SESSION_VERSION_PREFIX,
      timeoutMs: app.config.SESSION_VERSION_TIMEOUT_MS,
    });

    /** The refusal a client may read, or a generic one (the details go to the log). */
    function failure(error: unknown, socket: Socket, event: string) {
      if (error instanceof AppError) return refusalAck(error);
      log.error({ err: error, event, socketId: socket.id }, 'socket event failed');
      return refusalAck(socketEventFailed());
    }

    app.live.io.on('connection', (socket) => {
      const user = socket.data.user as SocketUser;
      const context = (): EventContext => ({
        actor: { userId: user.id, role: user.role },
        requestId: randomUUID(),
      });

      socket.on(CLIENT_EVENTS.userLogin, (id: unknown, callback: unknown) => {
        const ack = socketAckOf(callback);
        // An announcement only: the socket already sits in its user's room since it connected.
        if (id !== user.id) return ack?.(refusalAck(forbidden('This socket belongs to another user')));
        ack?.({ status: 'success' });
      });

      socket.on(CLIENT_EVENTS.sendMessage, async (payload: unknown, callback: unknown) => {
        const ack = socketAckOf(callback);
        try {
          if (await app.live.refuseEndedSession(user, socket, ack)) return;
          if (!(await verified.isVerified(user.id, user.emailVerified))) {
            ack?.(refusalAck(emailNotVerified()));
            return;
          }
          if (!(await withinWriteBudget(user, ack, CLIENT_EVENTS.sendMessage))) return;
          const message = await app.chat.send(
            user.id,
            fieldOf(payload, 'room'),
            { message: fieldOf(payload, 'message'), messageType: fieldOf(payload, 'messageType') },
            context(),
            socket.id,
          );
          ack?.({ status: 'success', message });
        } catch (error) {
          ack?.(failure(error, socket, CLIENT_EVENTS.sendMessage));
        }
      });

      socket.on(CLIENT_EVENTS.readMessage, async (payload: unknown, callback: unknown) => {
        const ack = socketAckOf(callback);
        const userId = fieldOf(payload, 'userId');
        if (userId !== undefined && userId !== user.id) {
          return ack?.(refusalAck(forbidden('You can only mark your own messages read')));
        }
        try {
          if (!(await withinWriteBudget(user, ack, CLIENT_EVENTS.readMessage))) return;
          await app.chat.markRead(user.id, fieldOf(payload, 'room'));
          ack?.({ status: 'success' });
        } catch (error) {
          ack?.(failure(error, socket, CLIENT_EVENTS.readMessage));
        }
      });
    });
  },
  { name: 'socket-events', dependencies: ['live', 'chat'] },
);
