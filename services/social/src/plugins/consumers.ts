import { ensureForeignStream, OUTAGE_TOLERANT_DELIVERY, type RunningConsumer, startConsumer } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SocialTables } from '../db/schema.js';
import { socialDb } from '../lib/database.js';
import { catalogueHandlers } from '../lib/projection-artworks.js';
import { identityHandlers } from '../lib/projection-users.js';

export const IDENTITY_DURABLE = 'social-identity';
export const CATALOGUE_DURABLE = 'social-catalogue';

/**
 * The projections other areas feed: identity's users (authors, profiles, counts) and catalogue's
 * artworks (report targets, work counts). The owners' streams are created when missing, since this
 * service may start first.
 */
export const consumersPlugin = fp(
  async (app: FastifyInstance) => {
    const db = socialDb(app);
    const log = app.log.child({ component: 'social-consumers' });
    await ensureForeignStream(app.bus, 'IDENTITY', 'identity');
    await ensureForeignStream(app.bus, 'CATALOGUE', 'catalogue');
    const common = {
      bus: app.bus,
      db,
      ...OUTAGE_TOLERANT_DELIVERY,
    };
    const consumers: RunningConsumer[] = [
      await startConsumer<SocialTables>({
        ...common,
        logger: log.child({ stream: 'IDENTITY' }) as never,
        durable: IDENTITY_DURABLE,
        stream: 'IDENTITY',
        filterSubject: 'identity.user.>',
        handlers: identityHandlers,
      }),
      await startConsumer<SocialTables>({
        ...common,
        logger: log.child({ stream: 'CATALOGUE' }) as never,
        durable: CATALOGUE_DURABLE,
        stream: 'CATALOGUE',
        filterSubject: 'catalogue.>',
        handlers: catalogueHandlers,
      }),
    ];
    // Registered last, so closed first: nothing is written once the database starts closing.
    app.addHook('onClose', async () => {
      await Promise.all(consumers.map((consumer) => consumer.stop()));
    });
  },
  { name: 'consumers', dependencies: ['database', 'bus'] },
);
