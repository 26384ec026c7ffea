import { startAreaConsumers } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CommerceTables } from '../db/schema.js';
import { commerceDb } from '../lib/database.js';
import { identityHandlers } from '../lib/projection-members.js';
import { catalogueHandlers } from '../lib/projection-products.js';

export const IDENTITY_DURABLE = 'commerce-identity';
export const CATALOGUE_DURABLE = 'commerce-catalogue';

/** The projections other areas feed: identity's members (buyers' prefill, artists' names) and catalogue's artworks (the cart's and orders' products, their stock and price). */
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
    ]);
  },
  { name: 'consumers', dependencies: ['database', 'bus'] },
);
