import { blockProjectionHandlers, startAreaConsumers } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CommerceTables } from '../db/schema.js';
import { commerceDb } from '../lib/database.js';
import { identityHandlers } from '../lib/projection-members.js';
import { catalogueHandlers } from '../lib/projection-products.js';

export const IDENTITY_DURABLE = 'commerce-identity';
export const CATALOGUE_DURABLE = 'commerce-catalogue';
export const SOCIAL_DURABLE = 'commerce-social';

/**
 * The projections other areas feed: identity's members (buyers' prefill, artists' names),
 * catalogue's artworks (the cart's and orders' products, their stock and price) and social's
 * blocks (a buyer and an artist with a block between them do not trade).
 */
export const consumersPlugin = fp(
  async (app: FastifyInstance) => {
    await startAreaConsumers<CommerceTables>(app, commerceDb(app), 'commerce-consumers', [
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
      {
        stream: 'SOCIAL',
        subjectRoot: 'social',
        durable: SOCIAL_DURABLE,
        filterSubject: 'social.user.>',
        handlers: blockProjectionHandlers<CommerceTables>('blocks'),
      },
    ]);
  },
  { name: 'consumers', dependencies: ['database', 'bus'] },
);
