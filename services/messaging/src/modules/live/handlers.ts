import { SessionRevoked } from '@art/contracts';
import { on } from '@art/kit';
import type { MessagingTables } from '../../db/schema.js';
import type { Live } from './service.js';

/**
 * identity.session.revoked: the sockets of the ended sessions go at once, on every instance. A
 * replay or a late redelivery drops only sockets of sessions that ended anyway (the version is
 * a floor, a session id is ended for good), so the handler needs no memory of its own.
 */
export function sessionHandlers(live: Live) {
  return on<typeof SessionRevoked, MessagingTables>(SessionRevoked, async (event, { logger }) => {
    const { userId, sessionId, sessionVersion, reason } = event.data;
    const dropped = live.endSessions({ userId, sessionId, sessionVersion });
    logger.info({ userId, reason, droppedHere: dropped }, 'sessions ended: their live sockets dropped');
  });
}
