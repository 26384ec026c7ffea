import type { ServiceConsumers } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import type { CommerceTables } from './db/schema.js';
import { socialHandlers } from './modules/blocks/handlers.js';
import { identityHandlers } from './modules/members/handlers.js';
import { catalogueHandlers, moderationHandlers } from './modules/products/handlers.js';

export const IDENTITY_DURABLE = 'commerce-identity';
export const CATALOGUE_DURABLE = 'commerce-catalogue';
export const SOCIAL_DURABLE = 'commerce-social';
export const MODERATION_DURABLE = 'commerce-moderation';

/**
 * The projections other areas feed: identity's members (buyers' prefill, artists' names),
 * catalogue's artworks (the cart's and orders' products, their stock and price) and social's
 * blocks (a buyer and an artist with a block between them do not trade) and moderation's hidden
 * artworks (no longer for sale). Each stream is read by
 * its own durable consumer, which the service preset starts last.
 */
export function commerceConsumers(app: FastifyInstance): ServiceConsumers<CommerceTables> {
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
        handlers: socialHandlers,
      },
      {
        stream: 'MODERATION',
        subjectRoot: 'moderation',
        durable: MODERATION_DURABLE,
        filterSubject: 'moderation.content.hidden',
        handlers: moderationHandlers,
      },
    ],
  };
}
