import type { ServiceConsumers } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import type { IdentityTables } from './db/schema.js';
import { artworkCountsHandlers } from './modules/artwork-counts/handlers.js';
import { blocksHandlers } from './modules/blocks/handlers.js';
import { followsHandlers } from './modules/follows/handlers.js';
import { moderationDecisionHandlers } from './modules/moderation-decisions/handlers.js';

export const CATALOGUE_DURABLE = 'identity-catalogue';
export const SOCIAL_DURABLE = 'identity-social';
export const MODERATION_DURABLE = 'identity-moderation';

/**
 * The counts the user view shows from other areas (artworks from catalogue, follows from social)
 * and social's blocks, which the audience rule reads; moderation's decisions on studio requests,
 * artist codes and suspensions, which identity carries out. Each stream is read by its own durable
 * consumer, which the service preset starts last.
 */
export function identityConsumers(app: FastifyInstance): ServiceConsumers<IdentityTables> {
  return {
    db: app.db,
    streams: [
      {
        stream: 'CATALOGUE',
        subjectRoot: 'catalogue',
        durable: CATALOGUE_DURABLE,
        // Only the subject it handles: catalogue's stream is busy with artworks, likes and views.
        filterSubject: 'catalogue.artist.works_counted',
        handlers: artworkCountsHandlers,
      },
      {
        stream: 'SOCIAL',
        subjectRoot: 'social',
        durable: SOCIAL_DURABLE,
        // Only the user subjects: posts, likes and comments are not identity's business.
        filterSubject: 'social.user.>',
        handlers: { ...followsHandlers, ...blocksHandlers },
      },
      {
        stream: 'MODERATION',
        subjectRoot: 'moderation',
        durable: MODERATION_DURABLE,
        filterSubject: 'moderation.>',
        handlers: moderationDecisionHandlers(app),
      },
    ],
  };
}
