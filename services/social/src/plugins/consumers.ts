import { startAreaConsumers } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SocialTables } from '../db/schema.js';
import { socialDb } from '../lib/database.js';
import { catalogueHandlers } from '../lib/projection-artworks.js';
import { identityHandlers } from '../lib/projection-users.js';

export const IDENTITY_DURABLE = 'social-identity';
export const CATALOGUE_DURABLE = 'social-catalogue';

/** The projections other areas feed: identity's users (authors, profiles, counts) and catalogue's artworks (report targets, work counts). */
export const consumersPlugin = fp(
  async (app: FastifyInstance) => {
    await startAreaConsumers<SocialTables>(app, socialDb(app), 'social-consumers', [
      {
        stream: 'IDENTITY',
        subjectRoot: 'identity',
        durable: IDENTITY_DURABLE,
        filterSubject: 'identity.user.>',
        handlers: identityHandlers,
      },
      {
        stream: 'CATALOGUE',
        subjectRoot: 'catalogue',
        durable: CATALOGUE_DURABLE,
        filterSubject: 'catalogue.>',
        handlers: catalogueHandlers,
      },
    ]);
  },
  { name: 'consumers', dependencies: ['database', 'bus'] },
);
