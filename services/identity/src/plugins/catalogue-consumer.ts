import { ensureForeignStream, OUTAGE_TOLERANT_DELIVERY, type RunningConsumer, startConsumer } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { worksCountedHandlers } from '../consumers/works-counted.js';
import type { IdentityTables } from '../db/schema.js';

export const CATALOGUE_DURABLE = 'identity-catalogue';

/**
 * Reads catalogue's stream with a durable consumer for the counts the user view shows. Catalogue
 * owns the stream; identity may start first, so it is created when missing.
 */
export const catalogueConsumerPlugin = fp(
  async (app: FastifyInstance) => {
    await ensureForeignStream(app.bus, 'CATALOGUE', 'catalogue');
    const consumer: RunningConsumer = await startConsumer<IdentityTables>({
      bus: app.bus,
      db: app.db as Kysely<IdentityTables>,
      logger: app.log.child({ component: 'catalogue-consumer' }) as never,
      durable: CATALOGUE_DURABLE,
      stream: 'CATALOGUE',
      // Only the subject it handles: catalogue's stream is busy with artworks, likes and views.
      filterSubject: 'catalogue.artist.works_counted',
      handlers: worksCountedHandlers,
      ...OUTAGE_TOLERANT_DELIVERY,
    });
    app.addHook('onClose', async () => {
      await consumer.stop();
    });
  },
  { name: 'catalogue-consumer', dependencies: ['database', 'bus'] },
);
