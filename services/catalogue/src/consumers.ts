import type { ServiceConsumers } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import type { CatalogueTables } from './db/schema.js';
import { identityHandlers, socialHandlers } from './modules/directory/handlers.js';
import { moderationHandlers } from './modules/moderation/handlers.js';
import { commerceHandlers } from './modules/stock/handlers.js';

export const IDENTITY_DURABLE = 'catalogue-identity';
export const SOCIAL_DURABLE = 'catalogue-social';
export const COMMERCE_DURABLE = 'catalogue-commerce';
export const MODERATION_DURABLE = 'catalogue-moderation';

/**
 * A handler runs inside the consumer's transaction, so the cache is dropped a moment after it
 * returns (once the change is committed): dropped earlier, a reader could cache the old author
 * again under the new generation.
 */
const INVALIDATE_AFTER_MS = 50;

/**
 * The projections other areas feed: identity's users (snapshots, the studios directory, authors
 * of artworks) and social's follows and blocks; and commerce's orders, which give reserved stock
 * back (cancelled) or turn holds into sales (paid, confirmed); and moderation's decisions on
 * artworks and their comments (hidden for everybody but their author). Each stream is read by its own
 * durable consumer, which the service preset starts last.
 */
export function catalogueConsumers(app: FastifyInstance): ServiceConsumers<CatalogueTables> {
  const log = app.log.child({ component: 'catalogue-consumers' });
  let invalidation: NodeJS.Timeout | undefined;
  const listingsChanged = () => {
    if (invalidation) return;
    invalidation = setTimeout(() => {
      invalidation = undefined;
      app.catalogueCache?.invalidateArtworks().catch((error) => log.warn({ err: error }, 'cache invalidation failed'));
    }, INVALIDATE_AFTER_MS);
  };

  // A pending invalidation is dropped on shutdown (the cache is closing).
  app.addHook('onClose', async () => clearTimeout(invalidation));
  return {
    db: app.db,
    streams: [
      {
        stream: 'IDENTITY',
        subjectRoot: 'identity',
        durable: IDENTITY_DURABLE,
        filterSubject: 'identity.user.>',
        handlers: identityHandlers(listingsChanged),
      },
      {
        stream: 'SOCIAL',
        subjectRoot: 'social',
        durable: SOCIAL_DURABLE,
        filterSubject: 'social.>',
        handlers: socialHandlers,
      },
      {
        stream: 'COMMERCE',
        subjectRoot: 'commerce',
        durable: COMMERCE_DURABLE,
        // Cancellations, payments and confirmations move pieces; the kit skips the other events.
        filterSubject: 'commerce.>',
        handlers: commerceHandlers(listingsChanged),
      },
      {
        stream: 'MODERATION',
        subjectRoot: 'moderation',
        durable: MODERATION_DURABLE,
        filterSubject: 'moderation.content.>',
        handlers: moderationHandlers(listingsChanged),
      },
    ],
  };
}
