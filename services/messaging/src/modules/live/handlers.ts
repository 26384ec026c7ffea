import { SessionRevoked } from '@art/contracts';
import { on } from '@art/kit';
import type { MessagingTables } from '../../db/schema.js';
import type { Live } from './service.js';

/**
 * identity.session.revoked, through the durable consumer (delivered until handled, even after a
 * NATS break that the instances' own subscriptions missed): the sockets of the ended sessions go
 * at once, on every instance, and every instance remembers the revocation in its session states
 * (Live.endSessions). A replay or a late redelivery drops only sockets of sessions that ended
 * anyway (the version is a floor, a session id is ended for good).
 */
export function sessionHandlers(live: Live) {
  return on<typeof SessionRevoked, MessagingTables>(SessionRevoked, async (event, { logger }) => {
    const { userId, sessionId, sessionVersion, reason } = event.data;
    const dropped = live.endSessions({ userId, sessionId, sessionVersion });
    logger.info({ userId, reason, droppedHere: dropped }, 'sessions ended: their live sockets dropped');
  });
}
