import type { EventDefinition, EventEnvelope } from '@art/contracts';
import type { Kysely, Transaction } from 'kysely';
import { AckPolicy, type ConsumerMessages, DeliverPolicy, type JsMsg, nanos, headers as natsHeaders } from 'nats';
import type { Logger } from 'pino';
import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import { type Bus, ensureDeadLetterStream } from './bus.js';
import type { KitTables } from './kit-migrations.js';

export type EventHandler<E extends EventDefinition, DB> = (
  event: EventEnvelope<Static<E['data']>>,
  context: { trx: Transaction<DB>; logger: Logger },
) => Promise<void>;

export interface ConsumerOptions<DB extends KitTables> {
  bus: Bus;
  db: Kysely<DB>;
  logger: Logger;
  /** The durable name; also the key in processed_events. */
  durable: string;
  /** The stream to read (its base name, e.g. IDENTITY) and the subjects wanted from it. */
  stream: string;
  filterSubject: string;
  handlers: Record<string, { event: EventDefinition; handle: EventHandler<EventDefinition, DB> }>;
  maxDeliver?: number;
  /** Delays between deliveries after a failure, in ms. */
  backoffMs?: number[];
  ackWaitMs?: number;
}

export function on<E extends EventDefinition, DB>(event: E, handle: EventHandler<E, DB>) {
  return { [event.type]: { event, handle: handle as unknown as EventHandler<EventDefinition, DB> } };
}

export interface RunningConsumer {
  stop(): Promise<void>;
  /** Resolves when the consume loop ended. */
  done: Promise<void>;
}

/**
 * A durable pull consumer with explicit ack. Each event is handled in one database transaction
 * that also records its id in processed_events, so a redelivered event changes nothing. A failing
 * event is retried with back-off and, after maxDeliver deliveries, sent to the dead-letter stream.
 */
export async function startConsumer<DB extends KitTables>(options: ConsumerOptions<DB>): Promise<RunningConsumer> {
  const { bus, logger, durable } = options;
  const maxDeliver = options.maxDeliver ?? 5;
  const backoffMs = options.backoffMs ?? [500, 2000, 8000, 30000];
  const stream = bus.streamName(options.stream);
  const db = options.db as unknown as Kysely<KitTables>;
  await ensureDeadLetterStream(bus);

  const consumerConfig = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: bus.subject(options.filterSubject),
    max_deliver: maxDeliver,
    ack_wait: nanos(options.ackWaitMs ?? 30000),
  };
  try {
    await bus.jsm.consumers.info(stream, durable);
    await bus.jsm.consumers.update(stream, durable, {
      filter_subject: consumerConfig.filter_subject,
      max_deliver: maxDeliver,
      ack_wait: consumerConfig.ack_wait,
    });
  } catch (error) {
    if (!/consumer not found/i.test(String((error as Error).message))) throw error;
    await bus.jsm.consumers.add(stream, consumerConfig);
  }

  const consumer = await bus.js.consumers.get(stream, durable);
  const messages: ConsumerMessages = await consumer.consume({ max_messages: 32 });
  let inFlight: Promise<void> = Promise.resolve();

  async function deadLetter(msg: JsMsg, reason: string) {
    const h = natsHeaders();
    h.set('x-original-subject', msg.subject);
    h.set('x-consumer', durable);
    h.set('x-error', reason.slice(0, 1000));
    await bus.js.publish(bus.subject(`deadletter.${durable}`), msg.data, { headers: h });
    msg.term();
    logger.error({ subject: msg.subject, durable, reason }, 'event moved to dead-letter');
  }

  async function handleMessage(msg: JsMsg) {
    let envelope: EventEnvelope;
    try {
      envelope = JSON.parse(new TextDecoder().decode(msg.data));
    } catch {
      await deadLetter(msg, 'not JSON');
      return;
    }
    const type = bus.typeOf(msg.subject);
    const entry = options.handlers[type];
    if (!entry) {
      msg.ack(); // Not ours: the filter is wider than the handlers on purpose.
      return;
    }
    if (!Value.Check(entry.event.envelope, envelope)) {
      const first = [...Value.Errors(entry.event.envelope, envelope)][0];
      await deadLetter(msg, `does not match contract: ${first?.instancePath} ${first?.message}`);
      return;
    }
    const log = logger.child({ eventId: envelope.id, eventType: type, requestId: envelope.requestId });
    try {
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('processed_events')
          .values({ consumer: durable, event_id: envelope.id } as never)
          .onConflict((oc) => oc.doNothing())
          .returning('event_id')
          .executeTakeFirst();
        if (!inserted) {
          log.info('event already processed; skipped');
          return;
        }
        await entry.handle(envelope, { trx: trx as unknown as Transaction<DB>, logger: log });
      });
      msg.ack();
    } catch (error) {
      const deliveries = msg.info.redeliveryCount;
      if (deliveries >= maxDeliver) {
        await deadLetter(msg, (error as Error).message ?? String(error));
        return;
      }
      const delay = backoffMs[Math.min(deliveries - 1, backoffMs.length - 1)];
      log.warn({ err: error, deliveries, retryInMs: delay }, 'event handling failed; will retry');
      msg.nak(delay);
    }
  }

  const done = (async () => {
    for await (const msg of messages) {
      inFlight = handleMessage(msg).catch((error) => logger.error({ err: error }, 'consumer failure'));
      await inFlight;
    }
  })();

  return {
    done,
    async stop() {
      // Finish the message in hand, then stop pulling; unacked ones are redelivered elsewhere.
      await inFlight;
      await messages.close();
      await done.catch(() => undefined);
    },
  };
}
