import { ensureForeignStream, OUTAGE_TOLERANT_DELIVERY, type RunningConsumer, startConsumer } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CommerceTables } from '../db/schema.js';
import { commerceDb } from '../lib/database.js';
import { identityHandlers } from '../lib/projection-members.js';
import { catalogueHandlers } from '../lib/projection-products.js';

export const IDENTITY_DURABLE = 'commerce-identity';
export const CATALOGUE_DURABLE = 'commerce-catalogue';

/**
 * The projections other areas feed: identity's members (buyers' prefill, artists' names) and catalogue's
 * artworks (the cart's and orders' products, their stock and price). The owners' streams are created when missing, since this
 * service may start first.
 */
export const consumersPlugin = fp(
  async (app: FastifyInstance) => {
    const db = commerceDb(app);
    const log = app.log.child({ component: 'commerce-consumers' });
    await ensureForeignStream(app.bus, 'IDENTITY', 'identity');
    await ensureForeignStream(app.bus, 'CATALOGUE', 'catalogue');
    const common = {
      bus: app.bus,
      db,
      ...OUTAGE_TOLERANT_DELIVERY,
    };
    const consumers: RunningConsumer[] = [
      await startConsumer<CommerceTables>({
        ...common,
        logger: log.child({ stream: 'IDENTITY' }) as never,
        durable: IDENTITY_DURABLE,
        stream: 'IDENTITY',
        filterSubject: 'identity.user.>',
        handlers: identityHandlers,
      }),
      await startConsumer<CommerceTables>({
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
