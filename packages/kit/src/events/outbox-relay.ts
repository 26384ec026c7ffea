import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type MsgHdrs, headers as natsHeaders } from 'nats';
import type { Logger } from 'pino';
import type { KitTables } from '../data/kit-migrations.js';
import { contextFromCarrier, injectIntoNatsHeaders } from '../observability/trace-context.js';
import { kitTracer } from '../observability/tracing.js';
import type { Bus } from './bus.js';
import type { EventEnvelope } from './envelope.js';
import { pruneSentOutbox } from './outbox-maintenance.js';
import { busAnswers, isOutage, PUBLISH_TIMEOUT_MS } from './publish-failures.js';

export interface OutboxRelay {
  /**
   * Look now instead of at the next tick, even while waiting out a failure. A commit needs no
   * kick: its notification does the same (see eventsCommitted).
   */
  kick(): void;
  /**
   * A transaction that wrote events committed: look now, unless the relay is waiting out a NATS
   * failure (each commit would otherwise cut the wait short and try again at once).
   */
  eventsCommitted(): void;
  stop(): Promise<void>;
  /** Publishes what is waiting; returns how many were sent (0 when another replica is the active relay). */
  flush(): Promise<number>;
}

export interface OutboxRelayOptions<DB extends KitTables> {
  db: Kysely<DB>;
  bus: Bus;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
  /**
   * Failed publishes after which a row is parked, provided the last failure was the row's own (not a
   * timeout or lost connection) and NATS and JetStream answer.
   */
  maxAttempts?: number;
  /** Sent rows older than this are pruned (by the active relay). */
  retentionMs?: number;
  pruneIntervalMs?: number;
}

/**
 * Key of the advisory lock that makes one relay per database (so per service) the active one:
 * two relays publishing the same outbox side by side interleave their batches out of order.
 */
const RELAY_LOCK_KEY = sql`hashtext('art:outbox-relay')::bigint`;

/**
 * A PRODUCER span for one publish, child of the context stored with the row, whose own context
 * goes in the message's headers for the consumers to continue. A row written outside any trace
 * (a seed, a timer) gets none: a trace of a lone publish would tell nothing.
 */
function publishSpan(
  row: { id: string; subject: string; traceparent: string | null; tracestate: string | null },
  headers: MsgHdrs,
) {
  if (!row.traceparent) return null;
  const parent = contextFromCarrier({ traceparent: row.traceparent, tracestate: row.tracestate ?? undefined });
  const span = kitTracer().startSpan(
    `publish ${row.subject}`,
    {
      kind: SpanKind.PRODUCER,
      attributes: {
        'messaging.system': 'nats',
        'messaging.operation.type': 'send',
        'messaging.destination.name': row.subject,
        'messaging.message.id': row.id,
      },
    },
    parent,
  );
  injectIntoNatsHeaders(trace.setSpan(parent, span), headers);
  return span;
}

/**
 * Publishes outbox rows in order with msgID = event id and marks each sent only after JetStream
 * acknowledged it. Only the replica holding the relay lock publishes; the others stand by and try
 * again at the next tick. If NATS is down the rows stay and are retried; a crash between publish
 * and mark is harmless because the stream drops the duplicate msgID. A row that keeps failing while
 * NATS answers is parked so the rows after it flow.
 */
export function startOutboxRelay<DB extends KitTables>(options: OutboxRelayOptions<DB>): OutboxRelay {
  const { bus, logger } = options;
  const db = options.db as unknown as Kysely<KitTables>;
  const intervalMs = options.intervalMs ?? 250;
  const batchSize = options.batchSize ?? 100;
  const maxAttempts = options.maxAttempts ?? 10;
  const retentionMs = options.retentionMs ?? 7 * 24 * 60 * 60 * 1000;
  const pruneIntervalMs = options.pruneIntervalMs ?? 10 * 60 * 1000;
  let stopped = false;
  let running: Promise<number> | null = null;
  /** Set when asked to look while a flush runs: its batch may have been read before that commit. */
  let lookAgain = false;
  let timer: NodeJS.Timeout | null = null;
  let failures = 0;
  let lastPruneAt = 0;
  let active = false;

  /** Counts a failed publish; parks the row when it is spent. Returns whether it was parked. */
  async function recordFailure(
    trx: Transaction<KitTables>,
    row: { seq: number; id: string; subject: string; attempts: number },
    error: unknown,
  ) {
    const message = String((error as Error)?.message ?? error).slice(0, 500);
    const park = row.attempts + 1 >= maxAttempts && !isOutage(error) && (await busAnswers(bus));
    await trx
      .updateTable('outbox')
      .set({ attempts: sql`attempts + 1`, last_error: message, ...(park ? { parked_at: new Date() } : {}) } as never)
      .where('seq', '=', row.seq)
      .execute();
    if (park) {
      logger.error(
        { eventId: row.id, subject: row.subject, attempts: row.attempts + 1, error: message },
        'outbox row parked after repeated failures; the rows after it go on',
      );
    }
    return park;
  }

  /**
   * One batch in one transaction that holds the relay lock. No row locks are taken to choose the
   * rows: the advisory lock already keeps every other relay out. A failed publish ends the batch
   * but still commits, so the rows sent before it stay marked sent.
   */
  async function publishBatch(): Promise<{ held: boolean; sent: number; more: boolean }> {
    let failure: unknown = null;
    const outcome = await db.transaction().execute(async (trx) => {
      const lock = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${RELAY_LOCK_KEY}) as locked`.execute(trx);
      if (!lock.rows[0]?.locked) return { held: false, sent: 0, more: false };
      const rows = await trx
        .selectFrom('outbox')
        .select(['seq', 'id', 'subject', 'payload', 'attempts', 'traceparent', 'tracestate'])
        .where('sent_at', 'is', null)
        .where('parked_at', 'is', null)
        .orderBy('seq')
        .limit(batchSize)
        .execute();
      let sent = 0;
      for (const row of rows) {
        const envelope = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as EventEnvelope;
        const h = natsHeaders();
        if (envelope.requestId) h.set('x-request-id', envelope.requestId);
        const span = publishSpan(row, h);
        try {
          await bus.js.publish(bus.subject(row.subject), JSON.stringify(envelope), {
            msgID: row.id,
            headers: h,
            timeout: PUBLISH_TIMEOUT_MS,
          });
          span?.end();
        } catch (error) {
          span?.recordException(error as Error);
          span?.setStatus({ code: SpanStatusCode.ERROR });
          span?.end();
          if (await recordFailure(trx, row, error)) continue;
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
      return { held: true, sent, more: rows.length === batchSize };
    });
    if (failure) throw failure;
    return outcome;
  }

  async function pruneIfDue() {
    if (Date.now() - lastPruneAt < pruneIntervalMs) return;
    lastPruneAt = Date.now();
    try {
      const pruned = await pruneSentOutbox(db, { olderThanMs: retentionMs });
      if (pruned > 0) logger.info({ pruned }, 'pruned sent outbox rows');
    } catch (error) {
      logger.warn({ err: error }, 'could not prune the outbox; will try again later');
    }
  }

  /** Publishes batch after batch until none is left; null when another replica is the active relay. */
  async function publishWaiting(): Promise<number | null> {
    let total = 0;
    for (;;) {
      const batch = await publishBatch();
      if (batch.held !== active) {
        active = batch.held;
        logger.info(active ? 'outbox relay is the active one' : 'another replica relays the outbox; standing by');
      }
      if (!batch.held) return null;
      total += batch.sent;
      if (!batch.more) return total;
    }
  }

  async function flush(): Promise<number> {
    if (running) return running;
    running = (async () => {
      let total = 0;
      do {
        lookAgain = false;
        const sent = await publishWaiting();
        if (sent === null) return total;
        total += sent;
        await pruneIfDue();
      } while (lookAgain);
      return total;
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

  function lookNow() {
    if (running) lookAgain = true;
    else schedule(0);
  }

  schedule(0);

  return {
    kick() {
      failures = 0;
      lookNow();
    },
    eventsCommitted() {
      if (failures === 0) lookNow();
    },
    flush,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running.catch(() => undefined);
    },
  };
}
