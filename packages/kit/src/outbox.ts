import { randomUUID } from 'node:crypto';
import type { Actor, EventDefinition, EventEnvelope } from '@art/contracts';
import { systemActor } from '@art/contracts';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type MsgHdrs, headers as natsHeaders } from 'nats';
import type { Logger } from 'pino';
import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import type { Bus } from './bus.js';
import type { KitTables } from './kit-migrations.js';
import { pruneSentOutbox } from './outbox-maintenance.js';
import { contextFromCarrier, injectIntoNatsHeaders, traceHeaders } from './trace-context.js';
import { kitTracer } from './tracing.js';

export interface EventContext {
  actor?: Actor;
  requestId?: string;
}

/**
 * Writes an event into the outbox inside the caller's transaction, so it exists exactly when the
 * state change does. The data is checked against the contract before it is stored. The active
 * trace context (the request's or the consumed event's span) is stored with it, so the trace goes
 * on through the relay, NATS and the consumers.
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
  const traced = traceHeaders();
  await trx
    .insertInto('outbox')
    .values({
      id: envelope.id,
      subject: event.type,
      payload: JSON.stringify(envelope),
      traceparent: traced.traceparent ?? null,
      tracestate: traced.tracestate ?? null,
    } as never)
    .execute();
  return envelope;
}

export interface OutboxRelay {
  /** Ask the relay to look now (after a commit) instead of at the next tick. */
  kick(): void;
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
const PUBLISH_TIMEOUT_MS = 2000;

/**
 * Failures that say NATS is away or slow, never that the row is bad: they never park a row. A
 * publish sent while NATS was down times out just after it came back, so "NATS answers now"
 * alone is not enough.
 */
const OUTAGE_CODES = new Set([
  'TIMEOUT',
  '408',
  'DISCONNECT',
  'CANCELLED',
  'REQUEST_ERROR',
  'CONNECTION_CLOSED',
  'CONNECTION_DRAINING',
  'CONNECTION_REFUSED',
  'CONNECTION_TIMEOUT',
  'AUTHORIZATION_VIOLATION',
  'AUTHENTICATION_EXPIRED',
  'AUTHENTICATION_TIMEOUT',
  'ACCOUNT_EXPIRED',
]);

const isOutage = (error: unknown) => OUTAGE_CODES.has(String((error as { code?: unknown })?.code ?? ''));

/** True when NATS and JetStream answer now: a failure then was the row's, not an outage. */
async function busAnswers(bus: Bus): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      bus.jsm.getAccountInfo().then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), PUBLISH_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

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

  async function flush(): Promise<number> {
    if (running) return running;
    running = (async () => {
      let total = 0;
      for (;;) {
        const batch = await publishBatch();
        if (batch.held !== active) {
          active = batch.held;
          logger.info(active ? 'outbox relay is the active one' : 'another replica relays the outbox; standing by');
        }
        if (!batch.held) return total;
        total += batch.sent;
        if (!batch.more) break;
      }
      await pruneIfDue();
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
