import { startAreaConsumers } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MessagingTables } from '../db/schema.js';
import { messagingDb } from '../lib/database.js';
import { socialHandlers } from '../lib/projection-blocks.js';
import { identityHandlers } from '../lib/projection-users.js';
import { sessionHandlers } from '../lib/session-events.js';

export const IDENTITY_DURABLE = 'messaging-identity';
export const SOCIAL_DURABLE = 'messaging-social';
/** A consumer of its own, so that a backlog of user snapshots never holds up a revocation. */
export const SESSIONS_DURABLE = 'messaging-sessions';

/**
 * The projections other areas feed (identity's users as participants, social's blocks), and
 * identity's ended sessions, whose live sockets are dropped.
 */
export const consumersPlugin = fp(
  async (app: FastifyInstance) => {
    await startAreaConsumers<MessagingTables>(app, messagingDb(app), 'messaging-consumers', [
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
    ]);
  },
  { name: 'consumers', dependencies: ['database', 'bus', 'live'] },
);
