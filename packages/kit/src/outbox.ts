import { randomUUID } from 'node:crypto';
import type { Actor, EventDefinition, EventEnvelope } from '@art/contracts';
import { systemActor } from '@art/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import { headers as natsHeaders } from 'nats';
import type { Logger } from 'pino';
import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import type { Bus } from './bus.js';
import type { KitTables } from './kit-migrations.js';

export interface EventContext {
  actor?: Actor;
  requestId?: string;
}

/**
 * Writes an event into the outbox inside the caller's transaction, so it exists exactly when the
 * state change does. The data is checked against the contract before it is stored.
 */
export async function writeEvent<E extends EventDefinition, DB extends KitTables = KitTables>(
  executor: Kysely<DB> | Transaction<DB>,
  event: E,
  data: Static<E['data']>,
  context: EventContext = {},
): Promise<EventEnvelope<Static<E['data']>>> {
  const envelope: EventEnvelope<Static<E['data']>> = {
    id: randomUUID(),
    type: event.type,
    version: event.version,
    occurredAt: new Date().toISOString(),
    actor: context.actor ?? systemActor,
    ...(context.requestId ? { requestId: context.requestId } : {}),
    data,
  };
  if (!Value.Check(event.envelope, envelope)) {
    const first = [...Value.Errors(event.envelope, envelope)][0];
    throw new Error(`Event ${event.type} does not match its contract: ${first?.instancePath} ${first?.message}`);
  }
  const trx = executor as unknown as Kysely<KitTables>;
  await trx
    .insertInto('outbox')
    .values({ id: envelope.id, subject: event.type, payload: JSON.stringify(envelope) } as never)
    .execute();
  return envelope;
}

export interface OutboxRelay {
  /** Ask the relay to look now (after a commit) instead of at the next tick. */
  kick(): void;
  stop(): Promise<void>;
  /** Publishes what is waiting; returns how many were sent. Exposed for tests. */
  flush(): Promise<number>;
}

/**
 * Publishes outbox rows in order with msgID = event id and marks each sent only after JetStream
 * acknowledged it. If NATS is down the rows stay and are retried; a crash between publish and
 * mark is harmless because the stream drops the duplicate msgID.
 */
export function startOutboxRelay<DB extends KitTables>(options: {
  db: Kysely<DB>;
  bus: Bus;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
}): OutboxRelay {
  const { bus, logger } = options;
  const db = options.db as unknown as Kysely<KitTables>;
  const intervalMs = options.intervalMs ?? 250;
  const batchSize = options.batchSize ?? 100;
  let stopped = false;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let failures = 0;

  async function publishBatch(): Promise<number> {
    // A failed publish ends the batch but still commits: the rows sent before it stay marked sent
    // and the failed row keeps its attempt count and error. Throwing inside the transaction would
    // roll both back (and resend the acked rows, as duplicates once the duplicate window passed).
    let failure: unknown = null;
    const published = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('outbox')
        .select(['seq', 'id', 'subject', 'payload'])
        .where('sent_at', 'is', null)
        .orderBy('seq')
        .limit(batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      let sent = 0;
      for (const row of rows) {
        const envelope = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as EventEnvelope;
        const h = natsHeaders();
        if (envelope.requestId) h.set('x-request-id', envelope.requestId);
        try {
          await bus.js.publish(bus.subject(row.subject), JSON.stringify(envelope), {
            msgID: row.id,
            headers: h,
            timeout: 2000,
          });
        } catch (error) {
          await trx
            .updateTable('outbox')
            .set({ attempts: sql`attempts + 1`, last_error: String((error as Error).message).slice(0, 500) } as never)
            .where('seq', '=', row.seq)
            .execute();
          failure = error;
          break;
        }
        await trx
          .updateTable('outbox')
          .set({ sent_at: new Date() } as never)
          .where('seq', '=', row.seq)
          .execute();
        sent += 1;
        logger.debug({ eventId: row.id, subject: row.subject, requestId: envelope.requestId }, 'event published');
      }
      return sent;
    });
    if (failure) throw failure;
    return published;
  }

  async function flush(): Promise<number> {
    if (running) return running;
    running = (async () => {
      let total = 0;
      for (;;) {
        const sent = await publishBatch();
        total += sent;
        if (sent < batchSize) return total;
      }
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  async function tick() {
    try {
      await flush();
      failures = 0;
      schedule(intervalMs);
    } catch (error) {
      failures += 1;
      const delay = Math.min(intervalMs * 2 ** failures, 10000);
      logger.warn({ err: error, retryInMs: delay }, 'outbox relay could not publish; will retry');
      schedule(delay);
    }
  }

  schedule(0);

  return {
    kick: () => schedule(0),
    flush,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running.catch(() => undefined);
    },
  };
}
