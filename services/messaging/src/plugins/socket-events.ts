import { randomUUID } from 'node:crypto';
import { CLIENT_EVENTS } from '@art/contracts';
import { AppError, type EventContext, SESSION_REVOKED } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'socket.io';
import type { SocketUser } from './live.js';

type Ack = (answer: { status: 'success' | 'error'; message?: unknown }) => void;

const asAck = (value: unknown): Ack | null => (typeof value === 'function' ? (value as Ack) : null);
const fieldOf = (payload: unknown, name: string): unknown =>
  payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>)[name] : undefined;

/**
 * What a signed-in socket may do: announce itself (`userlogin`), send a message (`send-message`,
 * answered through the ack with the stored message or the refusal) and mark a room read
 * (`read-message`). Each runs the same code as the HTTP routes.
 */
export const socketEventsPlugin = fp(
  async (app: FastifyInstance) => {
    const log = app.log.child({ component: 'live-socket' });

    /** The refusal a client may read, or a generic one (the details go to the log). */
    function failure(error: unknown, socket: Socket, event: string) {
      if (error instanceof AppError) return { status: 'error' as const, message: error.message };
      log.error({ err: error, event, socketId: socket.id }, 'socket event failed');
      return { status: 'error' as const, message: 'Something went wrong. Please try again' };
    }

    app.live.io.on('connection', (socket) => {
      const user = socket.data.user as SocketUser;
      const context = (): EventContext => ({
        actor: { userId: user.id, role: user.role },
        requestId: randomUUID(),
      });

      socket.on(CLIENT_EVENTS.userLogin, (id: unknown, callback: unknown) => {
        const ack = asAck(callback);
        // An announcement only: the socket already sits in its user's room since it connected.
        if (id !== user.id) return ack?.({ status: 'error', message: 'This socket belongs to another user' });
        ack?.({ status: 'success' });
      });

      socket.on(CLIENT_EVENTS.sendMessage, async (payload: unknown, callback: unknown) => {
        const ack = asAck(callback);
        try {
          if (!(await app.live.sessionHolds(user))) {
            ack?.({ status: 'error', message: SESSION_REVOKED });
            socket.disconnect(true);
            return;
          }
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
        const ack = asAck(callback);
        const userId = fieldOf(payload, 'userId');
        if (userId !== undefined && userId !== user.id) {
          return ack?.({ status: 'error', message: 'You can only mark your own messages read' });
        }
        try {
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
