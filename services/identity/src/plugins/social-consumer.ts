import { ensureForeignStream, OUTAGE_TOLERANT_DELIVERY, type RunningConsumer, startConsumer } from '@art/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { socialEventHandlers } from '../consumers/social-events.js';
import type { IdentityTables } from '../db/schema.js';

export const SOCIAL_DURABLE = 'identity-social';

/**
 * Reads social's stream for the follow counts, the onboarding flag and blocks. Social owns the
 * stream; identity may start first, so it is created when missing.
 */
export const socialConsumerPlugin = fp(
  async (app: FastifyInstance) => {
    await ensureForeignStream(app.bus, 'SOCIAL', 'social');
    const consumer: RunningConsumer = await startConsumer<IdentityTables>({
      bus: app.bus,
      db: app.db as Kysely<IdentityTables>,
      logger: app.log.child({ component: 'social-consumer' }) as never,
      durable: SOCIAL_DURABLE,
      stream: 'SOCIAL',
      // Only the user subjects: posts, likes and comments are not identity's business.
      filterSubject: 'social.user.>',
      handlers: socialEventHandlers,
      ...OUTAGE_TOLERANT_DELIVERY,
    });
    app.addHook('onClose', async () => {
      await consumer.stop();
    });
  },
  { name: 'social-consumer', dependencies: ['database', 'bus'] },
);
