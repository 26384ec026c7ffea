import { randomUUID } from 'node:crypto';
import { CLIENT_EVENTS } from '@art/contracts';
import {
  type EventContext,
  emailNotVerified,
  forbidden,
  memberWriteCounter,
  type RefusalBody,
  refusalAck,
  tooManyWrites,
  verifiedMembers,
} from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SocketUser } from './service.js';

const fieldOf = (payload: unknown, name: string): unknown =>
  payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>)[name] : undefined;

/**
 * What a signed-in socket may do: announce itself (`userlogin`), send a message (`send-message`,
 * answered through the ack with the stored message or the refusal) and mark a room read
 * (`read-message`). Each runs the same code as the HTTP routes, and each write counts in the
 * member's write budget, the gateway's counter in Redis: over it, the ack says so and nothing is
 * stored (the socket does not pass the gateway's limit, so it applies the same one itself). Each is
 * registered through Live.onMemberEvent, which refuses it first when the session has ended.
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
    /** Counts one write of the socket's member: the refusal over the budget, null within it. */
    async function overWriteBudget(user: SocketUser, event: string): Promise<RefusalBody | null> {
      const count = await countWrite(user.id);
      if (count.isAllowed) return null;
      log.warn({ user: user.id, event }, 'write limit reached');
      return refusalAck(tooManyWrites());
    }

    // The gateway's rule for member writes: the socket does not pass the gateway, so it applies it too.
    const verified = verifiedMembers(app.redis, {
      prefix: app.config.SESSION_VERSION_PREFIX,
      timeoutMs: app.config.SESSION_VERSION_TIMEOUT_MS,
    });

    const context = (user: SocketUser): EventContext => ({
      actor: { userId: user.id, role: user.role },
      requestId: randomUUID(),
    });

    app.live.onMemberEvent(CLIENT_EVENTS.userLogin, (user, id) => {
      // An announcement only: the socket already sits in its user's room since it connected.
      if (id !== user.id) return refusalAck(forbidden('This socket belongs to another user'));
      return { status: 'success' };
    });

    app.live.onMemberEvent(CLIENT_EVENTS.sendMessage, async (user, payload, socket) => {
      if (!(await verified.isVerified(user.id, user.emailVerified))) return refusalAck(emailNotVerified());
      const over = await overWriteBudget(user, CLIENT_EVENTS.sendMessage);
      if (over) return over;
      const message = await app.chat.send(
        user.id,
        fieldOf(payload, 'room'),
        { message: fieldOf(payload, 'message'), messageType: fieldOf(payload, 'messageType') },
        context(user),
        socket.id,
      );
      return { status: 'success', message };
    });

    app.live.onMemberEvent(CLIENT_EVENTS.readMessage, async (user, payload) => {
      const userId = fieldOf(payload, 'userId');
      if (userId !== undefined && userId !== user.id) {
        return refusalAck(forbidden('You can only mark your own messages read'));
      }
      const over = await overWriteBudget(user, CLIENT_EVENTS.readMessage);
      if (over) return over;
      await app.chat.markRead(user.id, fieldOf(payload, 'room'));
      return { status: 'success' };
    });
  },
  { name: 'socket-events', dependencies: ['live', 'chat'] },
);
