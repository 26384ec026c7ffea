import { CLIENT_EVENTS, SERVER_EVENTS, type TypingNotice } from '@art/contracts';
import {
  audienceRefusal,
  emailNotVerified,
  memberWriteCounter,
  refusalAck,
  tooManyWrites,
  verifiedMembers,
} from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { socialBlocksAround } from '../blocks/queries.js';
import { collapsedBy } from '../blocks/rules.js';
import { directBlockProblem, membership } from '../rooms/access.js';
import { currentMembers } from '../rooms/queries.js';
import { typingCounterPrefix, typingFrame } from './rules.js';

/**
 * Who hears that `typerId` is typing in the room: in a one-to-one room the other member, unless
 * the room or social blocks them (either way) or the other is suspended, as sending would be
 * refused; in a group every other member but those across a block from the typer.
 */
async function typingAudience(app: FastifyInstance, typerId: string, roomId: unknown): Promise<string[]> {
  const { room } = await membership(app.db, typerId, roomId);
  const others = (await currentMembers(app.db, room.id)).filter((id) => id !== typerId);
  if (room.type === 'normal') {
    return (await directBlockProblem(app.db, room, typerId, others[0])) ? [] : others;
  }
  const blocks = await socialBlocksAround(app.db, typerId, others);
  return others.filter((id) => collapsedBy(blocks, typerId, id) === null);
}

/**
 * `typing {room, isTyping}` from a member's socket goes on to the room's other members as
 * `typing {room, userId, isTyping}`: never stored, never across a block, only from a session that
 * still holds and an address that is verified (as sending is), and at most
 * TYPING_RATE_LIMIT_PER_USER a window (a budget of its own: typing must not use up the member's
 * writes). An ack, when asked for, says success or why not.
 */
export const typingPlugin = fp(
  async (app: FastifyInstance) => {
    const countTyping = memberWriteCounter({
      redis: app.redis,
      prefix: typingCounterPrefix(app.config.RATE_LIMIT_PREFIX),
      max: app.config.TYPING_RATE_LIMIT_PER_USER,
      windowMs: app.config.TYPING_RATE_LIMIT_WINDOW_MS,
    });
    const verified = verifiedMembers(app.redis, {
      prefix: app.config.SESSION_VERSION_PREFIX,
      timeoutMs: app.config.SESSION_VERSION_TIMEOUT_MS,
    });

    app.live.onMemberEvent(CLIENT_EVENTS.typing, async (user, payload) => {
      if (!(await countTyping(user.id)).isAllowed) return refusalAck(tooManyWrites());
      if (!(await verified.isVerified(user.id, user.emailVerified))) return refusalAck(emailNotVerified());
      const { room, isTyping } = typingFrame(payload);
      const audience = await typingAudience(app, user.id, room);
      if (audience.length === 0) return refusalAck(audienceRefusal('blocked'));
      const notice: TypingNotice = { room: room as string, userId: user.id, isTyping };
      app.live.toUsers(audience, SERVER_EVENTS.typing, notice);
      return { status: 'success' };
    });
  },
  { name: 'typing', dependencies: ['live', 'database', 'redis'] },
);
