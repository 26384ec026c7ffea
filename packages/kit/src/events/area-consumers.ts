import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { KitTables } from '../data/kit-migrations.js';
import { ensureForeignStream } from './bus.js';
import { type ConsumerOptions, OUTAGE_TOLERANT_DELIVERY, type RunningConsumer, startConsumer } from './consumer.js';

/** One other area's stream that a service keeps a projection of. */
export interface AreaStreamSpec<DB extends KitTables> {
  /** The owner's stream (its base name, e.g. IDENTITY) and subject root (identity). */
  stream: string;
  subjectRoot: string;
  durable: string;
  filterSubject: string;
  handlers: ConsumerOptions<DB>['handlers'];
}

/**
 * Starts one durable consumer per stream a service follows, each riding out an outage of its
 * owner (OUTAGE_TOLERANT_DELIVERY). The owners' streams are created when missing, since this
 * service may start first. Call it from the plugin registered last, so that the consumers are
 * closed first on shutdown: nothing is written once the database starts closing.
 */
export async function startAreaConsumers<DB extends KitTables>(
  app: FastifyInstance,
  db: Kysely<DB>,
  component: string,
  streams: readonly AreaStreamSpec<DB>[],
): Promise<RunningConsumer[]> {
  const log = app.log.child({ component });
  const consumers: RunningConsumer[] = [];
  app.addHook('onClose', async () => {
    await Promise.all(consumers.map((consumer) => consumer.stop()));
  });
  for (const spec of streams) {
    await ensureForeignStream(app.bus, spec.stream, spec.subjectRoot);
    consumers.push(
      await startConsumer<DB>({
        bus: app.bus,
        db,
        logger: log.child({ stream: spec.stream }) as never,
        durable: spec.durable,
        stream: spec.stream,
        filterSubject: spec.filterSubject,
        handlers: spec.handlers,
        ...OUTAGE_TOLERANT_DELIVERY,
      }),
    );
  }
  return consumers;
}
