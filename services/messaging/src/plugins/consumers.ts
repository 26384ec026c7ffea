import { startAreaConsumers } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MessagingTables } from '../db/schema.js';
import { messagingDb } from '../lib/database.js';
import { socialHandlers } from '../lib/projection-blocks.js';
import { identityHandlers } from '../lib/projection-users.js';

export const IDENTITY_DURABLE = 'messaging-identity';
export const SOCIAL_DURABLE = 'messaging-social';

/** The projections other areas feed: identity's users (participants) and social's blocks. */
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
        stream: 'SOCIAL',
        subjectRoot: 'social',
        durable: SOCIAL_DURABLE,
        filterSubject: 'social.user.>',
        handlers: socialHandlers,
      },
    ]);
  },
  { name: 'consumers', dependencies: ['database', 'bus'] },
);
