import type { ServiceConsumers } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import type { MessagingTables } from './db/schema.js';
import { socialHandlers } from './modules/blocks/handlers.js';
import { sessionHandlers } from './modules/live/handlers.js';
import { identityHandlers } from './modules/users/handlers.js';

export const IDENTITY_DURABLE = 'messaging-identity';
export const SOCIAL_DURABLE = 'messaging-social';
/** A consumer of its own, so that a backlog of user snapshots never holds up a revocation. */
export const SESSIONS_DURABLE = 'messaging-sessions';

/**
 * The projections other areas feed (identity's users as participants, social's blocks), and
 * identity's ended sessions, whose live sockets are dropped. Each stream is read by its own
 * durable consumer, which the service preset starts last (after the live socket).
 */
export function messagingConsumers(app: FastifyInstance): ServiceConsumers<MessagingTables> {
  return {
    db: app.db,
    streams: [
      {
        stream: 'IDENTITY',
        subjectRoot: 'identity',
        durable: IDENTITY_DURABLE,
        filterSubject: 'identity.user.>',
        handlers: identityHandlers,
      },
      {
        stream: 'IDENTITY',
        subjectRoot: 'identity',
        durable: SESSIONS_DURABLE,
        filterSubject: 'identity.session.>',
        handlers: sessionHandlers(app.live),
      },
      {
        stream: 'SOCIAL',
        subjectRoot: 'social',
        durable: SOCIAL_DURABLE,
        filterSubject: 'social.user.>',
        handlers: socialHandlers,
      },
    ],
  };
}
