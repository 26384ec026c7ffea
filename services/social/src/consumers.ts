import type { ServiceConsumers } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import type { SocialTables } from './db/schema.js';
import { catalogueHandlers } from './modules/artworks/handlers.js';
import { moderationHandlers } from './modules/moderation/handlers.js';
import { identityHandlers } from './modules/users/handlers.js';

export const IDENTITY_DURABLE = 'social-identity';
export const CATALOGUE_DURABLE = 'social-catalogue';
export const MODERATION_DURABLE = 'social-moderation';

/**
 * The projections other areas feed: identity's users (authors, profiles, counts, suspensions) and
 * catalogue's artworks (report targets, work counts); and moderation's decisions on posts and
 * comments (hidden for everybody but their author). Each stream is read by its own durable consumer, which
 * the service preset starts last.
 */
export function socialConsumers(app: FastifyInstance): ServiceConsumers<SocialTables> {
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
        stream: 'MODERATION',
        subjectRoot: 'moderation',
        durable: MODERATION_DURABLE,
        filterSubject: 'moderation.content.>',
        handlers: moderationHandlers,
      },
    ],
  };
}
