import { context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Kysely, Transaction } from 'kysely';
import { AckPolicy, type ConsumerMessages, DeliverPolicy, type JsMsg, nanos } from 'nats';
import type { Logger } from 'pino';
import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import type { KitTables } from '../data/kit-migrations.js';
import { contextFromNatsHeaders } from '../observability/trace-context.js';
import { kitTracer } from '../observability/tracing.js';
import { type Bus, ensureDeadLetterStream } from './bus.js';
import { deadLetterHeaders, deadLetterMsgId, deadLetterSubject } from './dead-letter-format.js';
import type { EventDefinition, EventEnvelope } from './envelope.js';
import { daysToMs, loadEventsConfig } from './events-config.js';
import { pruneProcessedEvents } from './outbox-maintenance.js';
import { addRunningDurable, removeRunningDurable } from './running-consumers.js';

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
  /** Deliveries after which a failing event goes to the dead-letter stream. */
  maxDeliver?: number;
  /** Delays between deliveries after a failure, in ms. */
  backoffMs?: number[];
  ackWaitMs?: number;
  /** processed_events rows of this consumer older than this are pruned (PROCESSED_EVENTS_RETENTION_DAYS). */
  processedRetentionMs?: number;
  pruneIntervalMs?: number;
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
 * event is retried with back-off and, after maxDeliver deliveries, sent to the dead-letter stream
 * (docs/runbooks/dead-letters.md). Old processed_events rows of this consumer are pruned.
 */
export async function startConsumer<DB extends KitTables>(options: ConsumerOptions<DB>): Promise<RunningConsumer> {
  const { bus, logger, durable } = options;
  const maxDeliver = options.maxDeliver ?? 5;
  const backoffMs = options.backoffMs ?? [500, 2000, 8000, 30000];
  const stream = bus.streamName(options.stream);
  const db = options.db as unknown as Kysely<KitTables>;
  const processedRetentionMs =
    options.processedRetentionMs ?? daysToMs(loadEventsConfig().PROCESSED_EVENTS_RETENTION_DAYS);
  await ensureDeadLetterStream(bus);

  const consumerConfig = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: bus.subject(options.filterSubject),
    // The server never gives up on its own: at maxDeliver the consumer moves the event to the
    // dead-letter stream, and when that publish fails it naks, which needs one more delivery.
    max_deliver: -1,
    ack_wait: nanos(options.ackWaitMs ?? 30000),
  };
  try {
    await bus.jsm.consumers.info(stream, durable);
    await bus.jsm.consumers.update(stream, durable, {
      filter_subject: consumerConfig.filter_subject,
      max_deliver: consumerConfig.max_deliver,
      ack_wait: consumerConfig.ack_wait,
    });
  } catch (error) {
    if (!/consumer not found/i.test(String((error as Error).message))) throw error;
    await bus.jsm.consumers.add(stream, consumerConfig);
  }

  const consumer = await bus.js.consumers.get(stream, durable);
  const messages: ConsumerMessages = await consumer.consume({ max_messages: 32 });
  const running = { stream, durable };
  addRunningDurable(bus, running);
  let inFlight: Promise<void> = Promise.resolve();

  /**
   * Moves the event to the dead-letter stream and terminates it, or, when that publish fails,
   * naks it for a later try: the event is acknowledged only once it is stored somewhere.
   */
  async function deadLetter(msg: JsMsg, reason: string, eventId?: string) {
    try {
      await bus.js.publish(bus.subject(deadLetterSubject(durable)), msg.data, {
        msgID: deadLetterMsgId(msg, durable, eventId),
        headers: deadLetterHeaders(msg, durable, reason, eventId),
        timeout: 5000,
      });
    } catch (error) {
      const delay = backoffMs[backoffMs.length - 1];
      logger.error(
        { err: error, subject: msg.subject, durable, eventId, retryInMs: delay },
        'could not move event to dead-letter; will try again',
      );
      msg.nak(delay);
      return;
    }
    msg.term();
    logger.error({ subject: msg.subject, durable, eventId, reason }, 'event moved to dead-letter');
  }

  /**
   * A CONSUMER span around the handling of one event, child of the publisher's span (the
   * `traceparent` the relay put in the headers), made active so that the handler's writes, logs
   * and the events it puts in its own outbox continue the same trace.
   */
  function traced(msg: JsMsg, type: string, work: (span: Span) => Promise<void>): Promise<void> {
    const parent = contextFromNatsHeaders(msg.headers);
    const span = kitTracer().startSpan(
      `process ${type}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          'messaging.system': 'nats',
          'messaging.operation.type': 'process',
          'messaging.destination.name': type,
          'messaging.consumer.group.name': durable,
          'messaging.message.delivery_count': msg.info.redeliveryCount,
        },
      },
      parent,
    );
    return context.with(trace.setSpan(parent, span), () => work(span)).finally(() => span.end());
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
      msg.ack(); // Not ours: the filter is wider than the handlers on purpose (and not traced).
      return;
    }
    await traced(msg, type, (span) => handleEvent(msg, type, entry, envelope, span));
  }

  async function handleEvent(
    msg: JsMsg,
    type: string,
    entry: ConsumerOptions<DB>['handlers'][string],
    envelope: EventEnvelope,
    span: Span,
  ) {
    if (!Value.Check(entry.event.envelope, envelope)) {
      const first = [...Value.Errors(entry.event.envelope, envelope)][0];
      const id = (envelope as { id?: unknown } | null)?.id;
      await deadLetter(
        msg,
        `does not match contract: ${first?.instancePath} ${first?.message}`,
        typeof id === 'string' ? id : undefined,
      );
      return;
    }
    span.setAttribute('messaging.message.id', envelope.id);
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
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      const deliveries = msg.info.redeliveryCount;
      if (deliveries >= maxDeliver) {
        await deadLetter(msg, (error as Error).message ?? String(error), envelope.id);
        return;
      }
      const delay = backoffMs[Math.min(deliveries - 1, backoffMs.length - 1)];
      log.warn({ err: error, deliveries, retryInMs: delay }, 'event handling failed; will retry');
      msg.nak(delay);
    }
  }

  async function prune() {
    try {
      const pruned = await pruneProcessedEvents(db, { consumer: durable, olderThanMs: processedRetentionMs });
      if (pruned > 0) logger.info({ pruned, durable }, 'pruned processed events');
    } catch (error) {
      logger.warn({ err: error, durable }, 'could not prune processed events; will try again later');
    }
  }
  let pruning = prune();
  const pruneTimer = setInterval(
    () => {
      pruning = prune();
    },
    options.pruneIntervalMs ?? 60 * 60 * 1000,
  );
  pruneTimer.unref();

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
      removeRunningDurable(bus, running);
      clearInterval(pruneTimer);
      await pruning;
      await inFlight;
      await messages.close();
      await done.catch(() => undefined);
    },
  };
}

/**
 * The patience of a consumer whose handler fails mostly when its own PostgreSQL (or Redis) is away:
 * ride out minutes of that before an event is dead-lettered (one that breaks its contract goes
 * there at once). Spread into startConsumer's options.
 */
export const OUTAGE_TOLERANT_DELIVERY: { maxDeliver: number; backoffMs: number[] } = {
  maxDeliver: 12,
  backoffMs: [1000, 5000, 15000, 30000, 60000],
};
